import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { withAdminFailingClosed, type AuthResult } from './auth.js';
import { createSessionRevocations, REVOCATIONS_STALE_AFTER_MS } from './session-revocations.js';

/** A stand-in for accounts' revocation feed on a loopback port: answers while `up`, 503 otherwise. */
const feed = async (): Promise<{ url: string; setUp: (up: boolean) => void; server: Server }> => {
  let up = true;
  const server = createServer((_req, res) => {
    if (!up) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ now: new Date().toISOString(), revocations: [], tokenRevocations: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, setUp: (value) => (up = value), server };
};

describe('admin rights fail closed (docs/security.md, L1)', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('an admin claim counts as member while the view is not current; members, anonymous and invalid pass as they are', async () => {
    let current = true;
    const answers: AuthResult[] = [
      { state: 'valid', userId: 'u1', role: 'admin', authTime: 1 },
      { state: 'valid', userId: 'u2', role: 'member' },
      { state: 'valid', userId: 'u3', role: 'admin', token: { id: 't', scopes: ['read', 'admin'] } },
      { state: 'none' },
      { state: 'invalid' },
    ];
    let next = 0;
    const verify = withAdminFailingClosed(async () => answers[next++ % answers.length]!, () => current);
    const all = async () => Promise.all(answers.map(() => verify('Bearer x')));
    expect(await all()).toEqual(answers);
    current = false;
    expect(await all()).toEqual([
      { state: 'valid', userId: 'u1', role: 'member', authTime: 1 },
      answers[1],
      { state: 'valid', userId: 'u3', role: 'member', token: { id: 't', scopes: ['read', 'admin'] } },
      answers[3],
      answers[4],
    ]);
  });

  it('the revocation view is current only within a few seconds of a successful poll, and before none', async () => {
    const accounts = await feed();
    server = accounts.server;
    let clock = 1_000_000;
    const revocations = createSessionRevocations({
      accountsBaseUrl: accounts.url,
      signInternalToken: async () => 'internal-token',
      logger: pino({ level: 'silent' }),
      now: () => clock,
    });
    expect(revocations.isCurrent()).toBe(false);
    await revocations.pollOnce();
    expect(revocations.isCurrent()).toBe(true);
    clock += REVOCATIONS_STALE_AFTER_MS - 1;
    expect(revocations.isCurrent()).toBe(true);

    accounts.setUp(false);
    await revocations.pollOnce();
    clock += 1;
    expect(revocations.isCurrent()).toBe(false);
    accounts.setUp(true);
    await revocations.pollOnce();
    expect(revocations.isCurrent()).toBe(true);
  });
});
