/**
 * `@momstride/kit/telemetry`: tracing with OpenTelemetry (docs/operations.md, "Tracing"). Only the API is loaded here;
 * the SDK loads when startTracing finds an OTLP endpoint configured.
 */
export { startTracing, stopTracing, type StartTracingOptions } from './start.js';
export { tracingWanted } from './settings.js';
export { registerServicePort, tracingOn } from './state.js';
export { traceLogOptions } from './log-fields.js';
export { currentTraceparent, inConsumerSpan, inProducerSpan, inSpan, tracer, withTraceHeaders } from './spans.js';
export { traceRootFields } from './resolvers.js';
export { contextOfService, SERVICE_ATTRIBUTE } from './service-context.js';
