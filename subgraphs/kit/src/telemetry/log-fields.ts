/**
 * `trace_id` and `span_id` on every log line written inside a span (pino's `mixin`), when tracing is on; when it is
 * off the loggers get no mixin at all. docs/operations.md, "Tracing".
 */
import { context, trace } from '@opentelemetry/api';
import { tracingOn } from './state.js';

/** A new object each time: pino merges the line's own fields into the one its mixin returns. */
const traceFields = (): object => {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
};

/** pino's `mixin` option for a logger made now: the trace fields when tracing is on, else none (spread it). */
export const traceLogOptions = (): { mixin?: () => object } => (tracingOn() ? { mixin: traceFields } : {});
