/**
 * A span per root field a subgraph resolves (`Query.feed`, `Mutation.createPost`, `Query._entities` for the
 * references the gateway asks for): the resolvers that matter, their SQL statements as children. Nested fields get
 * none: a list of fifty rows would make hundreds of spans for no insight. Wrapped only when tracing is on.
 * docs/operations.md, "Tracing".
 */
import { SpanStatusCode } from '@opentelemetry/api';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { tracer } from './spans.js';
import { tracingOn } from './state.js';

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

function traced(name: string, resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  const attributes = { 'graphql.field.path': name };
  return (source, args, contextValue, info) =>
    tracer().startActiveSpan(`resolve ${name}`, { attributes }, (span) => {
      const fail = (error: unknown) => {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        throw error;
      };
      try {
        const result = resolve(source, args, contextValue, info);
        if (!isPromise(result)) {
          span.end();
          return result;
        }
        return result.then((value) => {
          span.end();
          return value;
        }, fail);
      } catch (error) {
        return fail(error);
      }
    });
}

/** Wraps the resolvers of the schema's Query and Mutation fields in spans, when tracing is on. */
export function traceRootFields(schema: GraphQLSchema): void {
  if (!tracingOn()) return;
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      // A root field without a resolver reads a property of the root value: nothing to trace.
      if (field.resolve) field.resolve = traced(`${type.name}.${field.name}`, field.resolve);
    }
  }
}
