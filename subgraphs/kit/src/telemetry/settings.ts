/**
 * Whether tracing is on, from the standard OpenTelemetry variables: an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) turns it on; OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none keep it off.
 * The rest of the OTEL_* variables the SDK pieces read themselves (the exporter) or sdk.ts parses (sampler, batching).
 * docs/operations.md, "Tracing".
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}
