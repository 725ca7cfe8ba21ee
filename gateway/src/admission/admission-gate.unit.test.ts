import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdaptiveLimit } from './adaptive-limit.js';
import { AdmissionGate, type Permit } from './admission-gate.js';

/** A gate whose limit stays put unless `adapting` (then every completed request is a window of its own). */
const gateOf = (limit: number, queueSize: number, queueTimeoutMs = 250, adapting = false) => {
  let at = 0;
  const clock = { now: () => at, advance: (ms: number) => void (at += ms) };
  const window = adapting ? { windowSamples: 1, windowMs: 0 } : { windowSamples: 1_000_000 };
  const adaptive = new AdaptiveLimit({ initial: limit, min: 1, max: 100, targetLatencyMs: 500, ...window });
  return { gate: new AdmissionGate({ limit: adaptive, queueSize, queueTimeoutMs, now: clock.now }), adaptive, clock };
};

const permitOf = (decision: ReturnType<AdmissionGate['tryAcquire']>): Permit => {
  if (decision === undefined || decision instanceof Promise) throw new Error('expected a permit at once');
  return decision;
};

describe('admission gate (limit + bounded queue)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('admits up to the limit at once, queues up to the queue size, refuses the rest at once', () => {
    const { gate } = gateOf(2, 1);
    permitOf(gate.tryAcquire());
    permitOf(gate.tryAcquire());
    expect(gate.tryAcquire()).toBeInstanceOf(Promise);
    expect(gate.tryAcquire()).toBeUndefined();
    expect(gate.inflight).toBe(2);
    expect(gate.waiting).toBe(1);
  });

  it('a released place goes to the oldest waiter', async () => {
    const { gate } = gateOf(1, 2);
    const first = permitOf(gate.tryAcquire());
    const second = gate.tryAcquire() as Promise<Permit | undefined>;
    const third = gate.tryAcquire() as Promise<Permit | undefined>;
    first.release();
    const admitted = await second;
    expect(admitted).toBeDefined();
    expect(gate.inflight).toBe(1);
    expect(gate.waiting).toBe(1);
    admitted!.abandon();
    expect(await third).toBeDefined();
    expect(gate.waiting).toBe(0);
  });

  it('a waiter not admitted within the queue timeout is refused, and leaves the queue', async () => {
    const { gate } = gateOf(1, 1, 250);
    permitOf(gate.tryAcquire());
    const waiting = gate.tryAcquire() as Promise<Permit | undefined>;
    vi.advanceTimersByTime(249);
    expect(gate.waiting).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await waiting).toBeUndefined();
    expect(gate.waiting).toBe(0);
    expect(gate.tryAcquire()).toBeInstanceOf(Promise);
  });

  it('releasing twice frees one place only', () => {
    const { gate } = gateOf(2, 0);
    const permit = permitOf(gate.tryAcquire());
    permitOf(gate.tryAcquire());
    permit.release();
    permit.release();
    permit.abandon();
    expect(gate.inflight).toBe(1);
  });

  it('a released request feeds its latency to the limit; an abandoned one does not', () => {
    const { gate, adaptive, clock } = gateOf(10, 0, 250, true);
    const slow = permitOf(gate.tryAcquire());
    clock.advance(2_000);
    slow.abandon();
    expect(adaptive.limit).toBe(10);
    const again = permitOf(gate.tryAcquire());
    clock.advance(2_000);
    again.release();
    expect(adaptive.limit).toBe(9);
  });
});
