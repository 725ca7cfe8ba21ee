/**
 * `graphql_server_operation_duration_seconds`: every GraphQL operation a service executes, labelled with a bounded
 * operation name — one the web app, the CLI or the gateway's REST layer sends (client-operations.generated.ts,
 * written by `npm run codegen` from their documents), else `other` — its type and its outcome (`error` when the
 * answer carries errors).
 */
import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import { clientOperationNames } from './client-operations.generated.js';
import type { ServiceMetrics } from './service-metrics.js';

/** The suffix the gateway's query planner gives a subgraph's part of an operation (`Feed__community__0`). */
const PLANNED_SUFFIX = /__[A-Za-z0-9_]+__\d+$/;

/** `name` when it is an operation the clients send (directly, or as the gateway's planned part of one), else `other`. */
export function boundedOperationName(name: string | null | undefined, known: ReadonlySet<string> = clientOperationNames): string {
  if (!name) return 'other';
  if (known.has(name)) return name;
  const planned = name.replace(PLANNED_SUFFIX, '');
  return planned !== name && known.has(planned) ? planned : 'other';
}

const OPERATION_TYPES = new Set(['query', 'mutation', 'subscription']);

export interface OperationMetricsOptions {
  /**
   * Count the operation's RATE_LIMITED errors in `momstride_rate_limit_refusals_total`, `limit` being the operation's
   * bounded name: a subgraph's own budgets (the gateway passes its subgraphs' errors on, and counts its own limits).
   */
  readonly countRefusals?: boolean;
}

/** An Apollo Server plugin recording each operation's duration in `metrics`. */
export function operationMetricsPlugin(metrics: ServiceMetrics, options: OperationMetricsOptions = {}): ApolloServerPlugin {
  const histogram = metrics.operationDuration;
  return {
    async requestDidStart() {
      const startedAt = performance.now();
      return {
        async willSendResponse({ operation, operationName, request, response }) {
          const type = operation?.operation;
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          const failed = (errors?.length ?? 0) > 0;
          const name = boundedOperationName(operationName ?? request.operationName);
          if (failed && options.countRefusals && errors!.some((error) => error.extensions?.['code'] === 'RATE_LIMITED')) {
            metrics.rateLimitRefusals.inc({ limit: name });
          }
          histogram.observe(
            {
              operation_name: name,
              operation_type: type !== undefined && OPERATION_TYPES.has(type) ? type : 'unknown',
              outcome: failed ? 'error' : 'ok',
            },
            (performance.now() - startedAt) / 1000,
          );
        },
      };
    },
  };
}
