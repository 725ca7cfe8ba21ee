import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashAccessTokenSecret, looksLikeAccessTokenSecret } from '@momstride/kit/http';
import { createPersonalAccessTokens } from './personal-access-tokens.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A token of the shape accounts issues: msp_ + 36 base62 characters + the 6-character base62 CRC32 of those 36. */
const tokenOf = (random: string): string => {
  let checksum = crc32(random);
  let digits = '';
  while (checksum > 0) {
    digits = BASE62[checksum % 62] + digits;
    checksum = Math.floor(checksum / 62);
  }
  return `msp_${random}${digits.padStart(6, '0')}`;
};
const TOKEN = tokenOf('Y7tQx0bS2kTq9mZfW4cLrN8pHjD1aV6eGu3o');
const TOKEN_ID = '6f1c1a52-3a55-4f0e-9d0a-0c6f3b1f0b11';
const USER_ID = '0b6a4f1e-5d1c-4c1e-9a51-0000000000aa';

/** A stand-in for accounts' internal endpoints, counting the calls. */
let server: Server;
let baseUrl: string;
let verifyCalls = 0;
let usedReports: string[][] = [];
let answer: () => { status: number; body: unknown };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { hash?: string; tokenIds?: string[] };
      if (req.url === '/internal/access-tokens/used') {
        usedReports.push(body.tokenIds ?? []);
        res.writeHead(204).end();
        return;
      }
      verifyCalls += 1;
      const { status, body: reply } = body.hash === hashAccessTokenSecret(TOKEN) ? answer() : { status: 404, body: { found: false, reason: 'unknown' } };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const found = (overrides: Record<string, unknown> = {}) => () => ({
  status: 200,
  body: { found: true, tokenId: TOKEN_ID, userId: USER_ID, role: 'admin', scopes: ['read', 'write'], expiresAt: null, ...overrides },
});

beforeEach(() => {
  verifyCalls = 0;
  usedReports = [];
  answer = found();
});

const make = (options: { now?: () => number; isUserRevoked?: (userId: string, atSeconds: number) => boolean } = {}) =>
  createPersonalAccessTokens({ accountsBaseUrl: baseUrl, signInternalToken: async () => 'internal', logger: pino({ level: 'silent' }), ...options });

describe('personal access token verifier (gateway)', () => {
  it('recognises the shape and checksum offline, without asking accounts', async () => {
    expect(looksLikeAccessTokenSecret(TOKEN)).toBe(true);
    const tokens = make();
    for (const bad of ['msp_', 'msp_short', `${TOKEN.slice(0, -1)}0`, TOKEN.replace('Y7', 'Y8')]) {
      expect(await tokens.verify(bad)).toEqual({ state: 'invalid' });
    }
    expect(verifyCalls).toBe(0);
  });

  it('asks accounts once, then answers from the cache; without the admin scope the request acts as a member', async () => {
    const tokens = make();
    const results = await Promise.all([tokens.verify(TOKEN), tokens.verify(TOKEN)]);
    expect(await tokens.verify(TOKEN)).toEqual(results[0]);
    expect(results[0]).toEqual({ state: 'valid', userId: USER_ID, role: 'member', token: { id: TOKEN_ID, scopes: ['read', 'write'] } });
    expect(verifyCalls).toBe(1);
    // Uses answered from the cache are reported to accounts.
    await tokens.reportUses();
    expect(usedReports).toEqual([[TOKEN_ID]]);
    await tokens.reportUses();
    expect(usedReports).toHaveLength(1);
  });

  it('keeps admin only for an admin owner with the admin scope', async () => {
    answer = found({ scopes: ['read', 'admin'] });
    expect(await make().verify(TOKEN)).toMatchObject({ state: 'valid', role: 'admin' });
    answer = found({ role: 'member', scopes: ['read', 'admin'] });
    expect(await make().verify(TOKEN)).toMatchObject({ state: 'valid', role: 'member' });
  });

  it('drops a revoked token at once and refuses it even when a verification answers later', async () => {
    const tokens = make();
    expect((await tokens.verify(TOKEN)).state).toBe('valid');
    tokens.revoke([{ tokenId: TOKEN_ID, revokedAt: new Date().toISOString() }]);
    expect(await tokens.verify(TOKEN)).toEqual({ state: 'invalid' });
  });

  it("asks again after the owner's session revocation (a role change), and after a minute", async () => {
    let now = 1_000_000;
    let revokedAtMs = 0;
    const tokens = make({ now: () => now, isUserRevoked: (_userId, atSeconds) => atSeconds * 1000 <= revokedAtMs });
    await tokens.verify(TOKEN);
    await tokens.verify(TOKEN);
    expect(verifyCalls).toBe(1);
    revokedAtMs = now + 1;
    now += 10;
    await tokens.verify(TOKEN);
    expect(verifyCalls).toBe(2);
    now += 60_000;
    await tokens.verify(TOKEN);
    expect(verifyCalls).toBe(3);
  });

  it('checks the cached expiry on every use', async () => {
    let now = Date.parse('2026-11-24T12:00:00Z');
    answer = found({ expiresAt: '2026-11-24T12:00:05.000Z' });
    const tokens = make({ now: () => now });
    expect((await tokens.verify(TOKEN)).state).toBe('valid');
    now += 5_000;
    expect(await tokens.verify(TOKEN)).toEqual({ state: 'invalid' });
  });

  it('remembers a refused token for a few seconds', async () => {
    answer = () => ({ status: 404, body: { found: false, reason: 'revoked' } });
    const tokens = make();
    expect(await tokens.verify(TOKEN)).toEqual({ state: 'invalid' });
    expect(await tokens.verify(TOKEN)).toEqual({ state: 'invalid' });
    expect(verifyCalls).toBe(1);
  });

  it('says unavailable, not invalid, when accounts cannot answer (an error status, a wrong shape, nobody listening), and asks again next time', async () => {
    answer = () => ({ status: 503, body: {} });
    const tokens = make();
    expect(await tokens.verify(TOKEN)).toEqual({ state: 'unavailable' });
    answer = () => ({ status: 200, body: { found: true } });
    expect(await tokens.verify(TOKEN)).toEqual({ state: 'unavailable' });
    expect(verifyCalls).toBe(2);
    answer = found();
    expect((await tokens.verify(TOKEN)).state).toBe('valid');
    const nobody = createPersonalAccessTokens({ accountsBaseUrl: 'http://127.0.0.1:9', signInternalToken: async () => 'internal', logger: pino({ level: 'silent' }) });
    expect(await nobody.verify(TOKEN)).toEqual({ state: 'unavailable' });
    // A secret of the wrong shape never reaches accounts: invalid whatever accounts' state.
    expect(await nobody.verify(`${TOKEN.slice(0, -1)}0`)).toEqual({ state: 'invalid' });
  });
});
