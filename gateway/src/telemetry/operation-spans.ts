/**
 * The gateway's own GraphQL steps as spans, beside those @apollo/gateway makes through `@opentelemetry/api`
 * (`gateway.request`, `gateway.validate`, `gateway.plan`, `gateway.execute`, `gateway.fetch` per subgraph call,
 * `gateway.postprocessing`): Apollo Server's parse and validation of the operation. Added only when tracing is on.
 * docs/operations.md, "Tracing".
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { tracer, tracingOn } from '@momstride/kit/telemetry';
import { SpanStatusCode, type Span } from '@opentelemetry/api';

const ended =
  (span: Span) =>
  async (error?: unknown): Promise<void> => {
    if (error) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };

/** Spans `graphql.parse` and `graphql.validate` (with the operation's name), or nothing when tracing is off. */
export function operationSpansPlugin<TContext extends object>(): ApolloServerPlugin<TContext>[] {
  if (!tracingOn()) return [];
  return [
    {
      async requestDidStart({ request }) {
        const attributes = request.operationName ? { 'graphql.operation.name': request.operationName } : {};
        return {
          async parsingDidStart() {
            return ended(tracer().startSpan('graphql.parse', { attributes }));
          },
          async validationDidStart() {
            const done = ended(tracer().startSpan('graphql.validate', { attributes }));
            return (errors) => done(errors?.[0]);
          },
        };
      },
    },
  ];
}
