import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOpenStreams } from './open-streams.js';

describe('open streams', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps no timer while no stream is open, and checks tokens while one is', async () => {
    vi.useFakeTimers();
    const verify = vi.fn(async () => ({ state: 'valid' as const, userId: 'maya' }));
    const open = createOpenStreams(verify as never, { maxPerMember: 2, checkEveryMs: 1000 });
    expect(vi.getTimerCount()).toBe(0);

    const end = vi.fn();
    const remove = open.add({ userId: 'maya', authorization: 'Bearer a', end })!;
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(verify).toHaveBeenCalledWith('Bearer a');

    remove();
    expect(vi.getTimerCount()).toBe(0);
    verify.mockClear();
    await vi.advanceTimersByTimeAsync(5000);
    expect(verify).not.toHaveBeenCalled();
  });
});
