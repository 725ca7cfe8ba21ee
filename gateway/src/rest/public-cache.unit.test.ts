import { describe, expect, it } from 'vitest';
import { etagOf, PublicReplyCache } from './public-cache.js';

describe('PublicReplyCache', () => {
  it('keeps a reply for its max-age, then makes it again', async () => {
    let clock = 0;
    let made = 0;
    const cache = new PublicReplyCache(10, () => clock);
    const produce = async () => ({ status: 200, body: `{"n":${++made}}` });
    const first = await cache.get('/api/products', 60, produce);
    expect(first).toMatchObject({ status: 200, body: '{"n":1}', etag: etagOf('{"n":1}') });
    clock = 59_999;
    expect((await cache.get('/api/products', 60, produce))?.body).toBe('{"n":1}');
    clock = 60_000;
    expect((await cache.get('/api/products', 60, produce))?.body).toBe('{"n":2}');
    expect((await cache.get('/api/products?limit=5', 60, produce))?.body).toBe('{"n":3}');
  });

  it('shares one execution among concurrent misses and keeps no error reply', async () => {
    let made = 0;
    const cache = new PublicReplyCache();
    // The execution is still running when the other four ask: it ends only once all five have asked.
    let finish!: () => void;
    const running = new Promise<void>((resolve) => (finish = resolve));
    const slow = async () => {
      made += 1;
      await running;
      return { status: 200, body: '[]' };
    };
    const asking = Promise.all(Array.from({ length: 5 }, () => cache.get('k', 60, slow)));
    finish();
    const replies = await asking;
    expect(made).toBe(1);
    expect(new Set(replies.map((reply) => reply?.etag)).size).toBe(1);

    let failures = 0;
    const failing = async () => {
      failures += 1;
      return undefined;
    };
    expect(await cache.get('e', 60, failing)).toBeUndefined();
    expect(await cache.get('e', 60, failing)).toBeUndefined();
    expect(failures).toBe(2);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    let made = 0;
    const cache = new PublicReplyCache(2);
    const produce = async () => ({ status: 200, body: String(++made) });
    await cache.get('a', 60, produce);
    await cache.get('b', 60, produce);
    await cache.get('c', 60, produce);
    expect((await cache.get('b', 60, produce))?.body).toBe('2');
    expect((await cache.get('a', 60, produce))?.body).toBe('4');
  });
});
