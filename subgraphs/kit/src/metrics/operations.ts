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

/** An Apollo Server plugin recording each operation's duration in `metrics`. */
export function operationMetricsPlugin(metrics: ServiceMetrics): ApolloServerPlugin {
  const histogram = metrics.operationDuration;
  return {
    async requestDidStart() {
      const startedAt = performance.now();
      return {
        async willSendResponse({ operation, operationName, request, response }) {
          const type = operation?.operation;
          const failed = response.body.kind === 'single' ? (response.body.singleResult.errors?.length ?? 0) > 0 : false;
          histogram.observe(
            {
              operation_name: boundedOperationName(operationName ?? request.operationName),
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
