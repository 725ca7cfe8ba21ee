import { describe, expect, it } from 'vitest';
import { lazyPart, loadsSettled } from './lazy-part';

const Part = () => null;

describe('lazyPart', () => {
  it('downloads once for any number of preloads', async () => {
    let downloads = 0;
    const part = lazyPart(async () => {
      downloads += 1;
      return { Part };
    }, 'Part');
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(downloads).toBe(1);
  });

  it('tries a failed download again on the next preload', async () => {
    let downloads = 0;
    const part = lazyPart(async () => {
      downloads += 1;
      if (downloads === 1) throw new Error('network blip');
      return { Part };
    }, 'Part');
    await expect(part.preload()).rejects.toThrow('network blip');
    await expect(part.preload()).resolves.toEqual({ Part });
    expect(downloads).toBe(2);
  });

  it('loadsSettled waits for every download under way, failed ones included', async () => {
    let release: () => void = () => undefined;
    const slow = lazyPart(() => new Promise<{ Part: typeof Part }>((resolve) => (release = () => resolve({ Part }))), 'Part');
    const failing = lazyPart(() => Promise.reject(new Error('gone')), 'Part');
    let arrived = false;
    void slow.preload().then(() => (arrived = true));
    failing.preload().catch(() => undefined);
    const settled = loadsSettled();
    setTimeout(() => release(), 20);
    await settled;
    expect(arrived).toBe(true);
    await expect(loadsSettled()).resolves.toBeUndefined();
  });
});
