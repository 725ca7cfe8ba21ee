import { z } from 'zod';

/** A limit as configured: requests per window in seconds, or off. */
export type RateLimitSetting = { readonly quota: number; readonly windowSeconds: number } | 'off';

/** Bounds a setting must keep to (a day's window at most; a quota a number of requests can reach). */
const MAX_QUOTA = 1_000_000_000;
const MAX_WINDOW_SECONDS = 86_400;

/**
 * Parses RATE_LIMIT_* values: `<requests>/<seconds>` (e.g. `1200/60`), `off` or `0` to switch the limit off, empty or
 * unset for `fallback`. Anything else stops start-up with a message naming `variable`.
 */
export const rateLimitSetting = (variable: string, fallback: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx): RateLimitSetting => {
      const text = (value ?? '').trim() === '' ? fallback : value!.trim().toLowerCase();
      if (text === 'off' || text === '0') return 'off';
      const match = /^(\d{1,10})\s*\/\s*(\d{1,6})$/.exec(text);
      const quota = Number(match?.[1]);
      const windowSeconds = Number(match?.[2]);
      if (!match || quota < 1 || quota > MAX_QUOTA || windowSeconds < 1 || windowSeconds > MAX_WINDOW_SECONDS) {
        ctx.addIssue({
          code: 'custom',
          message: `${variable} must be <requests>/<seconds> such as ${fallback} (1 to ${MAX_QUOTA.toLocaleString('en-US')} requests per 1 to ${MAX_WINDOW_SECONDS.toLocaleString('en-US')} seconds), or off`,
        });
        return z.NEVER;
      }
      return { quota, windowSeconds };
    });
