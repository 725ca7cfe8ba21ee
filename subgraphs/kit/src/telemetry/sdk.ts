/**
 * The OpenTelemetry SDK of a process, loaded only when tracing is on (start.ts imports it by a computed name: never
 * part of the monolith's bundle, never loaded when off). One tracer provider for the process, the W3C trace-context
 * propagator, AsyncLocalStorage for the active span, a batch span processor to OTLP over HTTP (JSON), and the
 * maintained instrumentations of node:http (incoming and outgoing, `traceparent` injected and extracted), pg (every
 * SQL statement under a span of its request) and express. docs/operations.md, "Tracing".
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { context, propagation, trace, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes, type Resource } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type ReadableSpan,
  type Sampler,
  type Span,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace';
import { z } from 'zod';
import { SERVICE_ATTRIBUTE, serviceOfContext } from './service-context.js';
import { tracingState } from './state.js';

/** Probes and scrapes: no trace of their own. */
const UNTRACED_PATHS = /^\/(?:healthz|readyz|metrics)(?:[/?]|$)/;

const optionalInt = z.coerce.number().int().positive().optional();
const settingsSchema = z.object({
  OTEL_TRACES_SAMPLER: z
    .enum(['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'])
    .default('parentbased_always_on'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).optional(),
  OTEL_BSP_SCHEDULE_DELAY: optionalInt,
  OTEL_BSP_EXPORT_TIMEOUT: optionalInt,
  OTEL_BSP_MAX_QUEUE_SIZE: optionalInt,
  OTEL_BSP_MAX_EXPORT_BATCH_SIZE: optionalInt,
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/json']).optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.enum(['http/json']).optional(),
});

/** The standard variables this module reads (an empty one counts as unset); a wrong value stops the start naming it. */
function settingsOf(env: NodeJS.ProcessEnv) {
  const given = Object.fromEntries(Object.keys(settingsSchema.shape).flatMap((name) => (env[name]?.trim() ? [[name, env[name]!.trim().toLowerCase()]] : [])));
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Tracing settings are not valid (docs/operations.md, "Tracing"):\n${lines.join('\n')}`);
  }
  return parsed.data;
}

function samplerOf(name: string, ratio: number | undefined): Sampler {
  const ratioSampler = () => new TraceIdRatioBasedSampler(ratio ?? 1);
  switch (name) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratioSampler();
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratioSampler() });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/**
 * Gives each span the service it belongs to (`momstride.service`): the one its parent span or its context names
 * (service-context.ts), else the one whose server the request came in on (set at the incoming span's start).
 */
const serviceAttribution: SpanProcessor = {
  onStart(span: Span, parentContext: Context) {
    if (span.attributes[SERVICE_ATTRIBUTE] !== undefined) return;
    const parent = trace.getSpan(parentContext) as Partial<ReadableSpan> | undefined;
    const service = serviceOfContext(parentContext) ?? parent?.attributes?.[SERVICE_ATTRIBUTE];
    if (typeof service === 'string') span.setAttribute(SERVICE_ATTRIBUTE, service);
  },
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/**
 * Monolithic mode: one provider for the seven services, and each span exported under its own service's resource
 * (`service.name` = its `momstride.service`), so a trace store lists them as it does separate processes.
 */
function perServiceResources(exporter: SpanExporter, base: Resource, fallback: string): SpanExporter {
  const resources = new Map<string, Resource>();
  const resourceOf = (service: string) => {
    let resource = resources.get(service);
    if (!resource) resources.set(service, (resource = base.merge(resourceFromAttributes({ 'service.name': service }))));
    return resource;
  };
  const withResource = (span: ReadableSpan): ReadableSpan => {
    const service = span.attributes[SERVICE_ATTRIBUTE];
    const resource = resourceOf(typeof service === 'string' ? service : fallback);
    return new Proxy(span, { get: (target, property) => (property === 'resource' ? resource : Reflect.get(target, property, target)) });
  };
  return {
    export: (spans, done) => exporter.export(spans.map(withResource), done),
    shutdown: () => exporter.shutdown(),
    ...(exporter.forceFlush ? { forceFlush: () => exporter.forceFlush!() } : {}),
  };
}

export interface TracingOptions {
  /** The service's name (`service.name` unless OTEL_SERVICE_NAME says otherwise); the monolith's is its fallback. */
  readonly service: string;
  /** Monolithic mode: every span under its own service's resource. */
  readonly monolithic?: boolean;
  readonly env: NodeJS.ProcessEnv;
}

/** Starts the SDK for this process; returns its shutdown (flushes what is pending). */
export function startSdk(options: TracingOptions): () => Promise<void> {
  // OTLP over HTTP with JSON bodies, the one protocol here: settingsOf refuses another OTEL_EXPORTER_OTLP_PROTOCOL.
  const settings = settingsOf(options.env);
  const base = resourceFromAttributes({ 'service.name': options.service, 'service.namespace': 'momstride' }).merge(
    detectResources({ detectors: [envDetector] }),
  );
  const resource = options.monolithic ? base.merge(resourceFromAttributes({ 'service.name': options.service })) : base;
  const otlp = new OTLPTraceExporter();
  const exporter = options.monolithic ? perServiceResources(otlp, base, options.service) : otlp;
  const provider = new TracerProvider({
    resource,
    sampler: samplerOf(settings.OTEL_TRACES_SAMPLER, settings.OTEL_TRACES_SAMPLER_ARG),
    spanProcessors: [
      serviceAttribution,
      new BatchSpanProcessor({
        exporter,
        ...(settings.OTEL_BSP_SCHEDULE_DELAY ? { scheduledDelayMillis: settings.OTEL_BSP_SCHEDULE_DELAY } : {}),
        ...(settings.OTEL_BSP_EXPORT_TIMEOUT ? { exportTimeoutMillis: settings.OTEL_BSP_EXPORT_TIMEOUT } : {}),
        ...(settings.OTEL_BSP_MAX_QUEUE_SIZE ? { maxQueueSize: settings.OTEL_BSP_MAX_QUEUE_SIZE } : {}),
        ...(settings.OTEL_BSP_MAX_EXPORT_BATCH_SIZE ? { maxExportBatchSize: settings.OTEL_BSP_MAX_EXPORT_BATCH_SIZE } : {}),
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);

  const { ports } = tracingState();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.test(request.url ?? ''),
        // Calls made outside any request (probes, the launcher's polls) start no trace of their own.
        requireParentforOutgoingSpans: true,
        startIncomingSpanHook: (request) => {
          const service = ports.get(request.socket.localPort ?? 0);
          return service ? { [SERVICE_ATTRIBUTE]: service } : {};
        },
      }),
      // Queue polls and the relay's rounds run no request: only statements under a span are traced; taking a pooled
      // connection is no span of its own (one more per statement, telling little).
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      // Route handlers only (their span names the route): a span per middleware and router would cost more than it tells.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
    ],
  });
  // The packages were loaded before the hooks (the kit imports them as ES modules, the monolith's bundle requires
  // them): requiring them through the hooks now patches the one copy everyone uses, and ES modules' named imports
  // of node:http see the patched functions.
  const load = createRequire(import.meta.url);
  for (const name of ['http', 'https', 'pg', 'express']) load(name);
  syncBuiltinESMExports();

  return async () => {
    unregister();
    await provider.shutdown();
  };
}
