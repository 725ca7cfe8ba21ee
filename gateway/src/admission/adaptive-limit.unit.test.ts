import { describe, expect, it } from 'vitest';
import { AdaptiveLimit } from './adaptive-limit.js';

/** Feeds one window of `count` requests, each `latency` ms long, started with `inflight` in flight, ending at `at`. */
const window = (limit: AdaptiveLimit, at: number, latency: number, inflight: number, count = 10) => {
  // Ten samples 12 ms apart span 108 ms: the tenth closes the window.
  for (let i = 0; i < count; i += 1) limit.onSample({ startedAt: at - latency, endedAt: at + i * 12, inflight });
  return at + count * 12;
};

const options = { initial: 20, min: 4, max: 30, targetLatencyMs: 500, windowMs: 100, windowSamples: 10 };

describe('adaptive concurrency limit (AIMD on windowed latency)', () => {
  it('grows by one per window while requests are fast and the limit is used', () => {
    const limit = new AdaptiveLimit(options);
    let at = 1_000;
    for (let i = 0; i < 5; i += 1) at = window(limit, at, 50, 15);
    expect(limit.limit).toBe(25);
  });

  it('does not grow while the limit is not used (an idle gateway learns nothing)', () => {
    const limit = new AdaptiveLimit(options);
    let at = 1_000;
    for (let i = 0; i < 5; i += 1) at = window(limit, at, 50, 3);
    expect(limit.limit).toBe(20);
  });

  it('backs off by the ratio when a window is slow, and never below min nor above max', () => {
    const limit = new AdaptiveLimit(options);
    window(limit, 1_000, 900, 20);
    expect(limit.limit).toBe(18);
    let at = 10_000;
    for (let i = 0; i < 40; i += 1) at = window(limit, at + 1_000, 900, 20);
    expect(limit.limit).toBe(4);
    for (let i = 0; i < 100; i += 1) at = window(limit, at, 10, 30);
    expect(limit.limit).toBe(30);
  });

  it('decides on the 90th percentile: a single slow request in a window does not lower the limit', () => {
    const limit = new AdaptiveLimit(options);
    for (let i = 0; i < 9; i += 1) limit.onSample({ startedAt: 1_000, endedAt: 1_050 + i * 10, inflight: 15 });
    limit.onSample({ startedAt: 1_000, endedAt: 3_000, inflight: 15 });
    expect(limit.limit).toBe(21);
  });

  it('waits for a window to be long and full enough before deciding', () => {
    const limit = new AdaptiveLimit(options);
    for (let i = 0; i < 50; i += 1) limit.onSample({ startedAt: 1_000, endedAt: 1_000 + i, inflight: 15 }); // 50 samples within 50 ms
    expect(limit.limit).toBe(20);
    limit.onSample({ startedAt: 1_000, endedAt: 1_100, inflight: 15 });
    expect(limit.limit).toBe(21);
    for (let i = 0; i < 9; i += 1) limit.onSample({ startedAt: 5_000, endedAt: 6_000 + i * 100, inflight: 15 }); // 9 slow, over 800 ms
    expect(limit.limit).toBe(21);
  });

  it('requests admitted before a decrease do not cause another: one slow spell is one step down, not a slide to min', () => {
    const limit = new AdaptiveLimit(options);
    // 40 slow requests all admitted at t=0 complete over 400 ms: the first full window lowers the limit, the rest were admitted under the old one.
    for (let i = 0; i < 40; i += 1) limit.onSample({ startedAt: 0, endedAt: 1_000 + i * 10, inflight: 20 });
    expect(limit.limit).toBe(18);
    // Requests admitted after it, still slow: down again, once.
    for (let i = 0; i < 20; i += 1) limit.onSample({ startedAt: 1_500, endedAt: 2_100 + i * 12, inflight: 18 });
    expect(limit.limit).toBe(16);
  });

  it('refuses settings that cannot work', () => {
    expect(() => new AdaptiveLimit({ ...options, min: 0 })).toThrow('min 0 must be at least 1');
    expect(() => new AdaptiveLimit({ ...options, min: 40 })).toThrow('at most max 30');
    expect(() => new AdaptiveLimit({ ...options, targetLatencyMs: 0 })).toThrow('target latency must be positive');
    expect(() => new AdaptiveLimit({ ...options, backoffRatio: 1 })).toThrow('backoff ratio');
    expect(new AdaptiveLimit({ ...options, initial: 100 }).limit).toBe(30);
  });
});
