/**
 * The rate-limit middleware in a small in-process express app with a fake token verifier: keying (a personal access
 * token's budget apart from its owner's session budget), who is not counted, the headers and both 429 shapes.
 * rate-limit.test.ts checks the same against a real gateway on the test stack.
 */
import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenVerifier, AuthResult } from '../auth.js';
import { createContextBuilder, requestAuth } from '../context.js';
import { createRateLimits, rateLimit, rateLimitMessage } from './rate-limit.middleware.js';

/** Bearer values the fake verifier knows. */
const tokens: Record<string, AuthResult> = {
  'ann-session': { state: 'valid', userId: 'ann', role: 'member' },
  'ann-session-2': { state: 'valid', userId: 'ann', role: 'member' },
  'bea-session': { state: 'valid', userId: 'bea', role: 'member' },
  'ann-pat': { state: 'valid', userId: 'ann', role: 'member', token: { id: 'pat-1', scopes: ['read'] } },
  'ann-pat-2': { state: 'valid', userId: 'ann', role: 'member', token: { id: 'pat-2', scopes: ['read', 'write'] } },
};
let verifications = 0;
const verify: AccessTokenVerifier = async (authorization) => {
  verifications += 1;
  if (authorization === undefined) return { state: 'none' };
  return tokens[authorization.replace(/^Bearer /, '')] ?? { state: 'invalid' };
};

let baseUrl = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const app = express();
  // A stopped clock: the seconds in the headers are exact (limiter.unit.test.ts moves the clock).
  const stopped = Date.now();
  const limits = createRateLimits(
    { RATE_LIMIT_MEMBER: { quota: 3, windowSeconds: 60 }, RATE_LIMIT_TOKEN: { quota: 2, windowSeconds: 30 } },
    { now: () => stopped },
  );
  app.use(['/graphql', '/api'], rateLimit({ limits, verifyAccessToken: verify }));
  const buildContext = createContextBuilder({ verifyAccessToken: verify, signViewerToken: async () => 'viewer' });
  app.use(async (req, res) => {
    const context = await buildContext(req);
    res.json({ auth: context.auth.state });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}${path}`, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('rate limit middleware', () => {
  it('counts a session per member across /api and /graphql, then answers 429 in the REST shape', async () => {
    const first = await get('/api/users/me', 'ann-session');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe('"member";q=3;w=60');
    expect(first.headers.get('ratelimit')).toBe('"member";r=2;t=20');
    // Another session of the same member shares her budget.
    expect((await get('/graphql', 'ann-session-2')).headers.get('ratelimit')).toBe('"member";r=1;t=40');
    expect((await get('/api/posts/feed', 'ann-session')).headers.get('ratelimit')).toBe('"member";r=0;t=60');
    const refused = await get('/api/users/me', 'ann-session');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(refused.headers.get('ratelimit')).toBe('"member";r=0;t=20');
    expect(refused.headers.get('ratelimit-policy')).toBe('"member";q=3;w=60');
    expect(await refused.json()).toEqual({ detail: 'Rate limit exceeded: 3 requests per 60 seconds. Try again in 20 seconds.' });
    // Another member is not affected.
    expect((await get('/api/users/me', 'bea-session')).headers.get('ratelimit')).toBe('"member";r=2;t=20');
  });

  it('on /graphql a refusal is a RATE_LIMITED GraphQL error, in the media type the client accepts', async () => {
    // Ann's budget is spent by the test above.
    const refused = await get('/graphql', 'ann-session', { accept: 'application/graphql-response+json,application/json;q=0.9' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(await refused.json()).toEqual({
      errors: [{ message: 'Rate limit exceeded: 3 requests per 60 seconds. Try again in 20 seconds.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 20 } }],
    });
    const plain = await get('/graphql', 'ann-session');
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it("a personal access token has its own budget, apart from its owner's session and her other tokens", async () => {
    const first = await get('/api/users/me', 'ann-pat');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-policy')).toBe('"token";q=2;w=30');
    expect(first.headers.get('ratelimit')).toBe('"token";r=1;t=15');
    expect((await get('/api/users/me', 'ann-pat')).status).toBe(200);
    const refused = await get('/api/users/me', 'ann-pat');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('15');
    expect((await get('/api/users/me', 'ann-pat-2')).headers.get('ratelimit')).toBe('"token";r=1;t=15');
  });

  it('anonymous requests, invalid tokens and /api/openapi.json are not counted, and carry no headers', async () => {
    for (const [path, token] of [['/api/users/me', undefined], ['/graphql', 'forged'], ['/api/openapi.json', 'bea-session']] as const) {
      const res = await get(path, token);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('ratelimit'), path).toBeNull();
      expect(res.headers.get('ratelimit-policy'), path).toBeNull();
    }
    // Bea's one counted request so far (in the first test) left her 2.
    expect((await get('/api/users/me', 'bea-session')).headers.get('ratelimit')).toBe('"member";r=1;t=40');
  });

  it('the token is verified once per request though both the limit and the context need it', async () => {
    const before = verifications;
    expect((await (await get('/api/x', 'bea-session')).json()) as unknown).toEqual({ auth: 'valid' });
    expect(verifications - before).toBe(1);
  });

  it('requestAuth answers a request once per verifier: a different verifier is never handed the first one\'s result', async () => {
    const req = { headers: { authorization: 'Bearer ann-pat' } } as unknown as Request;
    const jwtOnly: AccessTokenVerifier = async () => ({ state: 'invalid' });
    expect(await requestAuth(req, jwtOnly)).toEqual({ state: 'invalid' });
    expect(await requestAuth(req, verify)).toMatchObject({ state: 'valid', token: { id: 'pat-1' } });
    const before = verifications;
    await requestAuth(req, verify);
    expect(verifications).toBe(before);
  });

  it('switched off, nothing is counted', async () => {
    expect(createRateLimits({ RATE_LIMIT_MEMBER: 'off', RATE_LIMIT_TOKEN: 'off' })).toEqual({});
  });

  it('says seconds in plain English', () => {
    expect(rateLimitMessage(1200, 60, 42)).toBe('Rate limit exceeded: 1200 requests per 60 seconds. Try again in 42 seconds.');
    expect(rateLimitMessage(1, 1, 1)).toBe('Rate limit exceeded: 1 request per second. Try again in 1 second.');
  });
});
