import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(options: { name: string; level?: string }): Logger {
  return pino({
    name: options.name,
    level: options.level ?? 'info',
    redact: {
      paths: ['password', 'newPassword', '*.password', '*.newPassword', 'token', 'refreshToken', 'headers.authorization'],
      censor: '[redacted]',
    },
  });
}
