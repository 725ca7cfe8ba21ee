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
    { RATE_LIMIT_MEMBER: { quota: 3, windowSeconds: 60 }, RATE_LIMIT_TOKEN: { quota: 2, windowSeconds: 30 }, RATE_LIMIT_ANONYMOUS_MUTATIONS: { quota: 2, windowSeconds: 60 } },
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
const send = (method: string, path: string, body: unknown, token?: string) =>
  fetch(`${baseUrl}${path}`, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

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

  it("a personal access token has its own budget, and its owner's member budget pays too: her tokens share one", async () => {
    // Ann's member budget was spent by the first test: her token is refused on it.
    const spent = await get('/api/users/me', 'ann-pat');
    expect(spent.status).toBe(429);
    expect(spent.headers.get('ratelimit-policy')).toBe('"token";q=2;w=30, "member";q=3;w=60');
    expect(spent.headers.get('ratelimit')).toBe('"member";r=0;t=20');
    const bea = { state: 'valid', userId: 'bea-2', role: 'member' } as const;
    tokens['bea2-pat'] = { ...bea, token: { id: 'pat-3', scopes: ['read'] } };
    tokens['bea2-pat-2'] = { ...bea, token: { id: 'pat-4', scopes: ['read'] } };
    tokens['bea2-session'] = bea;
    const one = await get('/api/users/me', 'bea2-pat');
    expect(one.status).toBe(200);
    expect(one.headers.get('ratelimit')).toBe('"token";r=1;t=15, "member";r=2;t=20');
    expect((await get('/api/users/me', 'bea2-pat')).headers.get('ratelimit')).toBe('"token";r=0;t=30, "member";r=1;t=40');
    const tokenRefused = await get('/api/users/me', 'bea2-pat');
    expect(tokenRefused.status).toBe(429);
    expect(tokenRefused.headers.get('retry-after')).toBe('15');
    expect(tokenRefused.headers.get('ratelimit')).toBe('"token";r=0;t=15');
    // A refused request costs neither budget: her member budget still has one, which her second token takes.
    expect((await get('/api/users/me', 'bea2-pat-2')).headers.get('ratelimit')).toBe('"token";r=1;t=15, "member";r=0;t=60');
    // Now every token of hers is refused on her member budget, however fresh the token, and so is her session.
    const memberRefused = await get('/api/users/me', 'bea2-pat-2');
    expect(memberRefused.status).toBe(429);
    expect(memberRefused.headers.get('ratelimit')).toBe('"member";r=0;t=20');
    expect(await memberRefused.json()).toEqual({ detail: 'Rate limit exceeded: 3 requests per 60 seconds. Try again in 20 seconds.' });
    expect((await get('/api/users/me', 'bea2-session')).status).toBe(429);
  });

  it('anonymous reads, /api/openapi.json and invalid tokens reading are not counted, and carry no headers', async () => {
    for (const [path, token] of [['/api/users/me', undefined], ['/graphql', 'forged'], ['/api/openapi.json', 'bea-session']] as const) {
      const res = await get(path, token);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('ratelimit'), path).toBeNull();
      expect(res.headers.get('ratelimit-policy'), path).toBeNull();
    }
    const query = await send('POST', '/graphql', { query: 'query Products { products { id } }' });
    expect(query.headers.get('ratelimit')).toBeNull();
    // Bea's one counted request so far (in the first test) left her 2.
    expect((await get('/api/users/me', 'bea-session')).headers.get('ratelimit')).toBe('"member";r=1;t=40');
  });

  it('anonymous mutations (GraphQL mutations, non-GET /api requests, invalid tokens too) share one budget per client address', async () => {
    const document = 'query A { a } mutation B { addToCart { id } }';
    const mutation = await send('POST', '/graphql', { query: document, operationName: 'B' });
    expect(mutation.status).toBe(200);
    expect(mutation.headers.get('ratelimit-policy')).toBe('"anonymous";q=2;w=60');
    expect(mutation.headers.get('ratelimit')).toBe('"anonymous";r=1;t=30');
    expect(await mutation.json()).toEqual({ auth: 'none' });
    // The query of the same document is not counted.
    expect((await send('POST', '/graphql', { query: document, operationName: 'A' })).headers.get('ratelimit')).toBeNull();
    expect((await send('POST', '/api/cart/x/items', { quantity: 1 }, 'forged')).headers.get('ratelimit')).toBe('"anonymous";r=0;t=60');
    const refused = await send('POST', '/graphql', { query: 'mutation { checkout { orderId } }' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({
      errors: [{ message: 'Rate limit exceeded: 2 requests per 60 seconds. Try again in 30 seconds.', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 } }],
    });
    // A persisted query by a hash never seen with its text counts as a mutation; an anonymous read is still served.
    expect((await send('POST', '/graphql', { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } })).status).toBe(429);
    expect((await get('/api/products')).status).toBe(200);
    // A signed-in member is not held back by her network's anonymous budget.
    tokens['cai-session'] = { state: 'valid', userId: 'cai', role: 'member' };
    expect((await send('POST', '/graphql', { query: 'mutation { checkout { orderId } }' }, 'cai-session')).status).toBe(200);
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
    expect(createRateLimits({ RATE_LIMIT_MEMBER: 'off', RATE_LIMIT_TOKEN: 'off', RATE_LIMIT_ANONYMOUS_MUTATIONS: 'off' })).toEqual({});
  });

  it('says seconds in plain English', () => {
    expect(rateLimitMessage(1200, 60, 42)).toBe('Rate limit exceeded: 1200 requests per 60 seconds. Try again in 42 seconds.');
    expect(rateLimitMessage(1, 1, 1)).toBe('Rate limit exceeded: 1 request per second. Try again in 1 second.');
  });
});
