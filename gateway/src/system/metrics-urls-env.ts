import { z } from 'zod';

/** SYSTEM_METRICS_URLS: a JSON object of service name → the URL of its `/metrics`; empty when unset. */
export const metricsUrlsEnv = z
  .string()
  .optional()
  .transform((value, ctx): Record<string, string> => {
    if (value === undefined || value.trim() === '') return {};
    try {
      return z.record(z.string(), z.url({ protocol: /^https?$/ })).parse(JSON.parse(value));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'SYSTEM_METRICS_URLS must be a JSON object of service name → http URL of its /metrics' });
      return z.NEVER;
    }
  });
