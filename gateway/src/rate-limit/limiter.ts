/**
 * An in-memory rate limiter: GCRA (the generic cell rate algorithm, a leaky bucket kept as one number per key).
 * A policy of `quota` requests per `windowSeconds` lets a client send up to `quota` requests at once, then refills one
 * every `windowSeconds / quota` seconds — so a steady client gets `quota` per window, and a burst never makes the next
 * window's quota available early (as a fixed window's boundary would).
 *
 * State: per key, the "theoretical arrival time" (TAT, ms) — when its bucket would be empty again. A key whose TAT has
 * passed is in the same state as one never seen, so idle keys can be dropped at any time without changing an answer.
 * No timer per key: idle keys are swept when the map grows past a mark, and the map never holds more than `maxKeys`.
 * Each gateway process counts on its own (with replicas, each gateway has its own budget per key).
 */

export interface RateLimitPolicy {
  /** The policy's name, as sent in the RateLimit headers ("member", "token"). */
  readonly name: string;
  /** Requests allowed per window (q), at least 1. */
  readonly quota: number;
  /** The window in whole seconds (w), at least 1. */
  readonly windowSeconds: number;
}

export type RateLimitDecision =
  | {
      readonly allowed: true;
      /** Requests that could be sent right now (r). */
      readonly remaining: number;
      /** Seconds until the whole quota is available again (t). */
      readonly resetSeconds: number;
    }
  | {
      readonly allowed: false;
      readonly remaining: 0;
      /** Seconds until the next request may be served (Retry-After; also t). */
      readonly retryAfterSeconds: number;
    };

export interface RateLimiterOptions {
  /** Milliseconds clock (Date.now unless a test injects one). */
  readonly now?: () => number;
  /** Keys kept at most; past it the oldest key is dropped (its client gets a fresh budget). */
  readonly maxKeys?: number;
}

export interface RateLimiter {
  readonly policy: RateLimitPolicy;
  /** Counts one request of `key` and says whether it may be served. */
  readonly take: (key: string) => RateLimitDecision;
  /** Says what `take` would answer now, counting nothing (a request charged to two budgets checks both first). */
  readonly peek: (key: string) => RateLimitDecision;
  /** Keys currently held (for tests and diagnostics). */
  readonly size: () => number;
}

export const DEFAULT_MAX_KEYS = 100_000;
/**
 * Milliseconds of float error forgiven: a window / quota interval such as 20,000 / 3 ms is not exact in binary, and a
 * sum of them must not turn "2 left" into 1.99999 (floor 1) or "20 s" into 20.00001 (ceil 21).
 */
const EPSILON_MS = 0.01;
/** The map is swept of idle keys when it reaches this size, then again at twice what is left (at most maxKeys). */
const FIRST_SWEEP_AT = 1024;

export const createRateLimiter = (policy: RateLimitPolicy, options: RateLimiterOptions = {}): RateLimiter => {
  const clock = options.now ?? Date.now;
  // Times are kept relative to the limiter's start: small numbers, so their float error stays far below EPSILON_MS.
  const origin = clock();
  const now = () => clock() - origin;
  const maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS);
  const windowMs = policy.windowSeconds * 1000;
  /** Milliseconds one request "costs" (the emission interval). */
  const intervalMs = windowMs / policy.quota;
  const tats = new Map<string, number>();
  let sweepAt = Math.min(FIRST_SWEEP_AT, maxKeys);

  const makeRoom = (at: number) => {
    if (tats.size >= sweepAt) {
      for (const [key, tat] of tats) if (tat <= at) tats.delete(key);
      sweepAt = Math.min(maxKeys, Math.max(FIRST_SWEEP_AT, tats.size * 2));
    }
    // Still full of active keys: drop the oldest (Map order is insertion order).
    while (tats.size >= maxKeys) tats.delete(tats.keys().next().value!);
  };

  const decide = (key: string, commit: boolean): RateLimitDecision => {
    const at = now();
    const known = tats.get(key);
    const tat = known !== undefined && known > at ? known : at;
    const next = tat + intervalMs;
    // The bucket holds `windowMs` of requests: one more must fit in it.
    const overflowMs = next - at - windowMs;
    if (overflowMs > EPSILON_MS) {
      // Refused requests cost nothing: a client that keeps knocking is served as soon as one request fits again.
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((overflowMs - EPSILON_MS) / 1000)) };
    }
    if (commit) {
      if (known === undefined) makeRoom(at);
      tats.set(key, next);
    }
    return {
      allowed: true,
      remaining: Math.max(0, Math.floor((windowMs - (next - at) + EPSILON_MS) / intervalMs)),
      resetSeconds: Math.max(1, Math.ceil((next - at - EPSILON_MS) / 1000)),
    };
  };

  return { policy, take: (key) => decide(key, true), peek: (key) => decide(key, false), size: () => tats.size };
};
