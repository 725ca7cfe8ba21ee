import { describe, expect, it } from 'vitest';
import { createRateLimiter, type RateLimitDecision } from './limiter.js';

const clock = (start = 1_000_000) => {
  let at = start;
  return { now: () => at, advance: (ms: number) => void (at += ms) };
};

const served = (decision: RateLimitDecision) => {
  if (!decision.allowed) throw new Error(`refused, retry after ${decision.retryAfterSeconds} s`);
  return decision;
};

describe('rate limiter (GCRA)', () => {
  it('serves a burst of the whole quota with remaining counting down, then refuses with the seconds until one more fits', () => {
    const time = clock();
    const limiter = createRateLimiter({ name: 'member', quota: 5, windowSeconds: 10 }, { now: time.now });
    const remaining = Array.from({ length: 5 }, () => served(limiter.take('member:ann')).remaining);
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const refused = limiter.take('member:ann');
    // One request "costs" 10 s / 5 = 2 s: the next fits 2 s after the burst.
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 2 });
  });

  it('quotas that do not divide the window are counted exactly, whatever the clock reads (no float drift)', () => {
    for (const start of [0, 1_000_000, Date.UTC(2026, 10, 24, 16, 35, 57, 123), 8.64e15 - 1e9]) {
      const time = clock(start);
      const limiter = createRateLimiter({ name: 'token', quota: 3, windowSeconds: 20 }, { now: time.now });
      expect(limiter.take('k'), String(start)).toEqual({ allowed: true, remaining: 2, resetSeconds: 7 });
      expect(limiter.take('k'), String(start)).toEqual({ allowed: true, remaining: 1, resetSeconds: 14 });
      expect(limiter.take('k'), String(start)).toEqual({ allowed: true, remaining: 0, resetSeconds: 20 });
      expect(limiter.take('k'), String(start)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 7 });
      time.advance(20_000 / 3);
      expect(limiter.take('k'), String(start)).toEqual({ allowed: true, remaining: 0, resetSeconds: 20 });
      const seven = createRateLimiter({ name: 'member', quota: 7, windowSeconds: 60 }, { now: time.now });
      const remaining = Array.from({ length: 7 }, () => served(seven.take('k')).remaining);
      expect(remaining, String(start)).toEqual([6, 5, 4, 3, 2, 1, 0]);
    }
  });

  it('t is the seconds until the whole quota is back', () => {
    const time = clock();
    const limiter = createRateLimiter({ name: 'member', quota: 1200, windowSeconds: 60 }, { now: time.now });
    expect(served(limiter.take('k'))).toEqual({ allowed: true, remaining: 1199, resetSeconds: 1 });
    for (let i = 0; i < 599; i += 1) limiter.take('k');
    expect(served(limiter.take('k'))).toEqual({ allowed: true, remaining: 599, resetSeconds: 31 });
  });

  it('refills one request per interval; refused requests cost nothing', () => {
    const time = clock();
    const limiter = createRateLimiter({ name: 'member', quota: 3, windowSeconds: 3 }, { now: time.now });
    for (let i = 0; i < 3; i += 1) served(limiter.take('k'));
    for (let i = 0; i < 10; i += 1) expect(limiter.take('k').allowed).toBe(false);
    time.advance(999);
    expect(limiter.take('k')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1);
    expect(served(limiter.take('k')).remaining).toBe(0);
    expect(limiter.take('k').allowed).toBe(false);
    // After a whole window idle the whole quota is there again.
    time.advance(3000);
    expect(served(limiter.take('k')).remaining).toBe(2);
  });

  it('a steady client at the policy rate is never refused, one faster is', () => {
    const time = clock();
    const limiter = createRateLimiter({ name: 'token', quota: 10, windowSeconds: 1 }, { now: time.now });
    for (let i = 0; i < 1000; i += 1) {
      served(limiter.take('steady'));
      time.advance(100);
    }
    let refused = 0;
    for (let i = 0; i < 1000; i += 1) {
      if (!limiter.take('fast').allowed) refused += 1;
      time.advance(50);
    }
    // Twice the rate: about half refused (after the first burst of 10).
    expect(refused).toBeGreaterThan(450);
    expect(refused).toBeLessThan(500);
  });

  it('keys have their own budgets', () => {
    const time = clock();
    const limiter = createRateLimiter({ name: 'member', quota: 2, windowSeconds: 60 }, { now: time.now });
    served(limiter.take('member:ann'));
    served(limiter.take('member:ann'));
    expect(limiter.take('member:ann').allowed).toBe(false);
    expect(served(limiter.take('member:bea')).remaining).toBe(1);
    expect(served(limiter.take('token:ann-script')).remaining).toBe(1);
  });

  it('memory stays bounded: idle keys are swept, and past maxKeys the oldest key goes', () => {
    const time = clock();
    const limiter = createRateLimiter({ name: 'member', quota: 2, windowSeconds: 1 }, { now: time.now, maxKeys: 2000 });
    for (let i = 0; i < 1500; i += 1) limiter.take(`idle-${i}`);
    time.advance(1000);
    // All 1,500 are idle now (their buckets are empty): the sweep at 1,024 keys drops them as new keys arrive.
    for (let i = 0; i < 1500; i += 1) limiter.take(`new-${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(2000);
    expect(limiter.size()).toBeGreaterThanOrEqual(1500);
    // Every key active: never more than maxKeys.
    for (let i = 0; i < 5000; i += 1) limiter.take(`busy-${i}`);
    expect(limiter.size()).toBe(2000);
    // A dropped key simply starts afresh; a kept one keeps its count.
    expect(served(limiter.take('busy-4999')).remaining).toBe(0);
  });

  it('peek answers what take would, counting nothing', () => {
    const time = clock();
    const limiter = createRateLimiter({ name: 'member', quota: 2, windowSeconds: 10 }, { now: time.now });
    for (let i = 0; i < 5; i += 1) expect(limiter.peek('k')).toEqual({ allowed: true, remaining: 1, resetSeconds: 5 });
    expect(limiter.size()).toBe(0);
    served(limiter.take('k'));
    served(limiter.take('k'));
    expect(limiter.peek('k')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 5 });
    expect(limiter.take('k')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 5 });
  });
});
