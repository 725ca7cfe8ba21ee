import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NextFunction, Request, Response } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';

/**
 * Test-time observability (off unless enabled; `startSubgraph` enables it when NODE_ENV=test):
 * every SQL statement the ORM sends is counted against the GraphQL request that caused it, so tests can
 * prove what a gateway request cost a subgraph (how many operations it received, how many statements ran).
 */

/** Header a subgraph answers with (when enabled): SQL statements run for this GraphQL request. */
export const SQL_STATEMENTS_HEADER = 'x-sql-statements';

/** What one GraphQL operation received by a subgraph cost. */
export interface OperationStats {
  operationName: string | null;
  /** Root fields selected by the operation, e.g. ["_entities"]. */
  rootFields: string[];
  /** SQL statements sent to PostgreSQL while serving it (every statement through the ORM's knex client). */
  sqlStatements: number;
}

/** Every operation a subgraph received for one request id (the gateway's x-request-id / viewer token `rid`). */
export interface RequestStats {
  requestId: string;
  operations: OperationStats[];
}

interface Scope {
  sqlStatements: number;
}

export interface RequestStatsRecorder {
  /** Express middleware: runs the rest of the request inside a counting scope. */
  readonly scope: (req: Request, res: Response, next: NextFunction) => void;
  /** Apollo plugin: records the operation and answers the x-sql-statements header. */
  readonly plugin: ApolloServerPlugin<{ viewer: { requestId: string } }>;
  /** Stats of a request id (an empty list when the subgraph saw nothing for it). */
  readonly statsOf: (requestId: string) => RequestStats;
}

const rootFieldsOf = (operation: OperationDefinitionNode | undefined): string[] =>
  (operation?.selectionSet.selections ?? []).flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));

/** Counts SQL statements of `orm` per request scope and remembers the last `capacity` request ids. */
export function createRequestStatsRecorder(orm: MikroORM, capacity = 2000): RequestStatsRecorder {
  const storage = new AsyncLocalStorage<Scope>();
  // knex emits 'query' synchronously, in the async context of the code that sent the statement.
  orm.em.getKnex().on('query', () => {
    const scope = storage.getStore();
    if (scope) scope.sqlStatements += 1;
  });
  const byRequestId = new Map<string, OperationStats[]>();
  const remember = (requestId: string, stats: OperationStats) => {
    const list = byRequestId.get(requestId) ?? [];
    list.push(stats);
    byRequestId.delete(requestId);
    byRequestId.set(requestId, list);
    while (byRequestId.size > capacity) {
      const oldest = byRequestId.keys().next().value;
      if (oldest === undefined) break;
      byRequestId.delete(oldest);
    }
  };

  return {
    scope: (_req, _res, next) => storage.run({ sqlStatements: 0 }, next),
    plugin: {
      async requestDidStart() {
        return {
          async willSendResponse({ response, contextValue, operation, operationName }) {
            const scope = storage.getStore();
            if (!scope) return;
            response.http.headers.set(SQL_STATEMENTS_HEADER, String(scope.sqlStatements));
            const requestId = contextValue.viewer?.requestId;
            if (requestId) {
              remember(requestId, { operationName: operationName ?? null, rootFields: rootFieldsOf(operation), sqlStatements: scope.sqlStatements });
            }
          },
        };
      },
    },
    statsOf: (requestId) => ({ requestId, operations: [...(byRequestId.get(requestId) ?? [])] }),
  };
}
