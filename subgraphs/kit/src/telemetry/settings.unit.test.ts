import { describe, expect, it } from 'vitest';
import { traceLogOptions } from './log-fields.js';
import { tracingWanted } from './settings.js';
import { tracingOn } from './state.js';

describe('tracing settings', () => {
  it('is on only with an OTLP endpoint, and off again when the SDK or the exporter is disabled', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });

  it('gives the loggers no mixin while tracing is off', () => {
    expect(tracingOn()).toBe(false);
    expect(traceLogOptions()).toEqual({});
  });
});
