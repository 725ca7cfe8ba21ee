import { pino, type Logger } from 'pino';
import { traceLogOptions } from './telemetry/log-fields.js';

export type { Logger };

export function createLogger(options: { name: string; level?: string }): Logger {
  return pino({
    name: options.name,
    level: options.level ?? 'info',
    // trace_id and span_id inside a span, when tracing is on (docs/operations.md, "Tracing").
    ...traceLogOptions(),
    redact: {
      paths: ['password', 'newPassword', '*.password', '*.newPassword', 'token', 'refreshToken', 'headers.authorization'],
      censor: '[redacted]',
    },
  });
}
