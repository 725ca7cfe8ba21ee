/**
 * The spans MomStride makes itself, beside the instrumentations' (HTTP, SQL, express): the W3C `traceparent` carried
 * with a domain event and on outgoing webhooks, and the span of a domain event's delivery, linked to the request that
 * recorded it. All through `@opentelemetry/api`: no-ops costing a call when tracing is off. docs/operations.md, "Tracing".
 */
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Link, type Span } from '@opentelemetry/api';
import { contextOfService } from './service-context.js';

export const tracer = () => trace.getTracer('momstride');

/** The active span's `traceparent` (to store beside work done later: an outbox event), or undefined outside one. */
export function currentTraceparent(): string | undefined {
  if (!trace.getSpan(context.active())?.isRecording()) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** `headers` with the active span's `traceparent` (and `tracestate`) added, for a request MomStride sends. */
export function withTraceHeaders<T extends Record<string, string>>(headers: T): T {
  propagation.inject(context.active(), headers);
  return headers;
}

/** A link to the span a stored `traceparent` names (none when it is missing or malformed). */
function linksTo(traceparent: string | null | undefined): Link[] {
  if (!traceparent) return [];
  const spanContext = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent }));
  return spanContext && trace.isSpanContextValid(spanContext) ? [{ context: spanContext }] : [];
}

/** Ends `span` when `work` settles, recording a failure. */
async function ending<T>(span: Span, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Runs `work` (applying one delivered domain event, or a queue job) in a new trace of `service`, a consumer span
 * linked to the span that caused it (`traceparent` stored with the event); its SQL statements are its children.
 */
export const inConsumerSpan = <T>(service: string, name: string, traceparent: string | null | undefined, attributes: Attributes, work: () => Promise<T>) =>
  inLinkedSpan(SpanKind.CONSUMER, service, name, traceparent, attributes, work);

/** The same for the outbox relay publishing an event to the queue: a producer span linked to the request that recorded it. */
export const inProducerSpan = <T>(service: string, name: string, traceparent: string | null | undefined, attributes: Attributes, work: () => Promise<T>) =>
  inLinkedSpan(SpanKind.PRODUCER, service, name, traceparent, attributes, work);

function inLinkedSpan<T>(
  kind: SpanKind,
  service: string,
  name: string,
  traceparent: string | null | undefined,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  const options = { kind, root: true, links: linksTo(traceparent), attributes };
  return tracer().startActiveSpan(name, options, contextOfService(service), (span) => ending(span, work));
}

/** Runs `work` in a child span of the active one (an internal step worth its own line in a trace). */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, (span) => ending(span, work));
}
