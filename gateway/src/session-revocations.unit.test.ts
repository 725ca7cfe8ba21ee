import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionRevocations, REVOCATIONS_STALE_AFTER_MS, type SessionRevocations } from './session-revocations.js';

/**
 * A stand-in for accounts' revocation feed that holds polls as accounts does: a poll with `wait` and the current
 * `after` cursor is answered only by `revoke` (or dropped by `drop`); any other poll is answered at once.
 */
const heldFeed = async () => {
  let cursor = 0;
  const revocations: Array<{ userId: string; revokedAt: string }> = [];
  const held = new Set<{ req: IncomingMessage; res: ServerResponse }>();
  const answer = (res: ServerResponse) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ now: new Date().toISOString(), cursor: String(cursor), revocations, tokenRevocations: [] }));
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://feed');
    if (url.searchParams.has('wait') && url.searchParams.get('after') === String(cursor)) {
      const entry = { req, res };
      held.add(entry);
      res.once('close', () => held.delete(entry));
      return;
    }
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    heldCount: () => held.size,
    revoke(userId: string) {
      cursor += 1;
      revocations.push({ userId, revokedAt: new Date().toISOString() });
      for (const { res } of held) answer(res);
    },
    drop() {
      for (const { req } of held) req.socket.destroy();
    },
  };
};

const until = async (what: string, check: () => boolean) => {
  await expect.poll(check, { timeout: 5_000, message: what }).toBe(true);
};

describe('session revocations: polls accounts holds until a revocation', () => {
  let feed: Awaited<ReturnType<typeof heldFeed>> | undefined;
  let revocations: SessionRevocations | undefined;
  /** The test's clock (the view's `now`), moved by hand. */
  let clock = 1_000_000;
  afterEach(() => {
    revocations?.stop();
    feed?.server.closeAllConnections();
    feed?.server.close();
  });

  /** A view on a held feed, polled once and started: its next poll is held by the feed. */
  const startHeld = async (options: { waitMs?: number; intervalMs?: number }) => {
    feed = await heldFeed();
    clock = 1_000_000;
    revocations = createSessionRevocations({
      accountsBaseUrl: feed.url,
      signInternalToken: async () => 'internal-token',
      logger: pino({ level: 'silent' }),
      now: () => clock,
      ...options,
    });
    await revocations.pollOnce();
    revocations.start();
    await until('a poll held by accounts', () => feed!.heldCount() === 1);
    return { feed, revocations };
  };

  it('learns of a revocation as soon as accounts answers the held poll, and stays current while it is held', async () => {
    const { feed, revocations } = await startHeld({ waitMs: 20_000 });
    // Long past the last answer, yet accounts has promised to answer this poll by its wait: the view is current.
    clock += REVOCATIONS_STALE_AFTER_MS + 10_000;
    expect(revocations.isCurrent()).toBe(true);

    const issuedAt = (clock - 1000) / 1000;
    feed.revoke('maya');
    await until('the revocation to be known', () => revocations.isRevoked('maya', issuedAt));
    // The next poll is held again (nothing new since the answer's cursor).
    await until('the next poll held', () => feed.heldCount() === 1);

    // Held past its promise (the wait plus the stale bound): not current any more.
    clock += 20_000 + REVOCATIONS_STALE_AFTER_MS;
    expect(revocations.isCurrent()).toBe(false);
  });

  it('is not current once a held poll fails and its last answer is older than the stale bound', async () => {
    const { feed, revocations } = await startHeld({ intervalMs: 60_000 });
    clock += REVOCATIONS_STALE_AFTER_MS + 1;
    expect(revocations.isCurrent()).toBe(true);
    feed.drop();
    await until('the view to stop being current', () => !revocations.isCurrent());
  });
});
