/**
 * The one way a test waits for something that happens asynchronously (a domain event applied, a mail written, a
 * process ready): `eventually` polls a check until it answers. A test never sleeps for a fixed time; to show that
 * something did not happen, it waits with `eventually` for a later effect along the same path, then asserts.
 * (`expect.poll(fn).toBe(...)` is the same wait written as an assertion, vitest's own form of it.)
 */
import { vi } from 'vitest';

export interface EventuallyOptions {
  /** How long to keep asking, in ms (10 s unless given). */
  readonly timeoutMs?: number;
  /** Between two checks, in ms (100 unless given). */
  readonly intervalMs?: number;
}

/**
 * Calls `check` until it returns a value other than `undefined` (or stops throwing) and answers that value; fails
 * with `what` (and the check's last error) after the timeout.
 */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number | EventuallyOptions = 10_000,
  what = 'condition',
): Promise<T> {
  const options = typeof timeoutMs === 'number' ? { timeoutMs } : timeoutMs;
  const timeout = options.timeoutMs ?? 10_000;
  let lastError: unknown;
  try {
    return await vi.waitFor(
      async () => {
        try {
          const value = await check();
          if (value === undefined) throw new Error('not yet');
          return value;
        } catch (error) {
          lastError = error;
          throw error;
        }
      },
      { timeout, interval: options.intervalMs ?? 100 },
    );
  } catch {
    const reason = lastError instanceof Error && lastError.message !== 'not yet' ? ` (last: ${lastError.message})` : '';
    throw new Error(`timed out after ${timeout} ms waiting for ${what}${reason}`);
  }
}
