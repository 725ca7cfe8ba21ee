/**
 * The real rate limits on a gateway of their own: the test stack's gateway runs with limits nobody reaches
 * (LOAD_TEST_RATE_LIMITS), so a second gateway on the stack's subgraphs is started here with a small member limit —
 * 5 requests per 20 seconds, one more every 4 s — and driven through REST, GraphQL and the live stream.
 *
 * A personal access token (made with createAccessToken) is counted against a budget of its own and its owner's member
 * budget; anonymous mutations against their client address's (rate-limit.middleware.unit.test.ts checks the keying
 * with a fake verifier too).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  eventually,
  graphql,
  type HttpResult,
  type Member,
  registerMember,
  type ServiceProcess,
  startExtraGateway,
  stopService,
} from '@momstride/testing';

const LISTED_ORIGIN = 'https://app.momstride.example';
const POLICY = '"member";q=5;w=20';

/** `"member";r=3;t=16` → { r: 3, t: 16 }. */
const parseRateLimit = (res: HttpResult) => {
  const value = String(res.headers['ratelimit'] ?? '');
  const match = /^"member";r=(\d+);t=(\d+)$/.exec(value);
  if (!match) throw new Error(`RateLimit header not as expected: ${JSON.stringify(value)} (status ${res.status}: ${res.text.slice(0, 200)})`);
  return { r: Number(match[1]), t: Number(match[2]) };
};

/** A gateway process on the test stack's subgraphs with the small limits (RATE_LIMIT_MEMBER=5/20, RATE_LIMIT_TOKEN=3/20). */
const startLimitedGateway = (name: string) =>
  startExtraGateway(name, { CORS_ORIGINS: LISTED_ORIGIN, RATE_LIMIT_MEMBER: '5/20', RATE_LIMIT_TOKEN: '3/20' });

describe('rate limits per member (a gateway with RATE_LIMIT_MEMBER=5/20)', () => {
  let gateway: ServiceProcess | undefined;
  let baseUrl = '';
  let ann: Member;
  let bea: Member;

  beforeAll(async () => {
    // Members registered through the stack's own gateway: the limited one counts only what is sent to it.
    const [started, members] = await Promise.all([startLimitedGateway('gateway-rate-limited'), Promise.all([registerMember(), registerMember()])]);
    gateway = started.service;
    baseUrl = started.baseUrl;
    [ann, bea] = members;
  }, 60_000);

  afterAll(async () => {
    if (gateway) await stopService(gateway);
  });

  it('counts REST and GraphQL together, refuses the 6th request with 429, Retry-After and both headers, leaves others alone, and serves her again once one fits', async () => {
    const as = (member: Member) => ({ token: member.accessToken, baseUrl });
    const replies: HttpResult[] = [];
    // Five requests alternating between REST and GraphQL: one budget.
    for (let i = 0; i < 5; i += 1) {
      const res = i % 2 === 0 ? await call('GET', '/api/users/me', as(ann)) : await graphql('{ me { id } }', {}, as(ann));
      expect(res.status, res.text).toBe(200);
      if (i % 2 === 1) expect(res.body.data.me.id).toBe(ann.user.id);
      expect(res.headers['ratelimit-policy']).toBe(POLICY);
      replies.push(res);
    }
    // One request "costs" 4 s, so r falls by one each time (the five take far less than 4 s).
    expect(replies.map((res) => parseRateLimit(res).r)).toEqual([4, 3, 2, 1, 0]);
    expect(parseRateLimit(replies[4]!).t).toBeGreaterThan(16);
    expect(parseRateLimit(replies[4]!).t).toBeLessThanOrEqual(20);

    const refusalSentAt = Date.now();
    const refused = await graphql('{ me { id } }', {}, as(ann));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(4);
    expect(refused.headers['ratelimit-policy']).toBe(POLICY);
    expect(parseRateLimit(refused)).toEqual({ r: 0, t: retryAfter });
    const seconds = retryAfter === 1 ? '1 second' : `${retryAfter} seconds`;
    const message = `Rate limit exceeded: 5 requests per 20 seconds. Try again in ${seconds}.`;
    expect(refused.body).toEqual({ errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter } }] });

    const restRefused = await call('GET', '/api/users/me', as(ann));
    expect(restRefused.status).toBe(429);
    expect(restRefused.body).toEqual({ detail: expect.stringMatching(/^Rate limit exceeded: 5 requests per 20 seconds\. Try again in \d seconds?\.$/) });
    expect(restRefused.headers['retry-after']).toMatch(/^\d$/);
    // The live stream connection is a request like another.
    expect((await call('GET', '/api/stream', as(ann))).status).toBe(429);
    // Health, the API description and a CORS client's view are not held back; CORS clients may read the headers.
    expect((await call('GET', '/healthz', as(ann))).status).toBe(200);
    const description = await call('GET', '/api/openapi.json', as(ann));
    expect(description.status).not.toBe(429);
    expect(description.headers['ratelimit']).toBeUndefined();
    const cors = await call('GET', '/api/users/me', { ...as(ann), headers: { origin: LISTED_ORIGIN } });
    expect(cors.status).toBe(429);
    expect(String(cors.headers['access-control-expose-headers']).split(/,\s*/)).toEqual(expect.arrayContaining(['Retry-After', 'RateLimit', 'RateLimit-Policy']));

    // Another member has her own budget.
    const other = await call('GET', '/api/users/me', as(bea));
    expect(other.status).toBe(200);
    expect(other.body.id).toBe(bea.user.id);
    expect(parseRateLimit(other).r).toBe(4);

    // Refused requests cost nothing: she is served again about Retry-After seconds after the refusal (no sooner
    // than Retry-After - 1 s, as the header rounds up).
    const { again, sentAt } = await eventually(
      async () => {
        const asked = Date.now();
        const reply = await call('GET', '/api/users/me', as(ann));
        return reply.status === 429 ? undefined : { again: reply, sentAt: asked };
      },
      { timeoutMs: 15_000, intervalMs: 250 },
      'her budget to be served again',
    );
    expect(sentAt - refusalSentAt).toBeGreaterThan((retryAfter - 1) * 1000);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(ann.user.id);
    expect(parseRateLimit(again).r).toBe(0);
  });

  it('anonymous requests are not counted and carry no rate-limit headers', async () => {
    for (let i = 0; i < 8; i += 1) {
      const res = await graphql('{ __typename }', {}, { baseUrl });
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit']).toBeUndefined();
      expect(res.headers['ratelimit-policy']).toBeUndefined();
    }
  });
});

describe('a personal access token (a gateway with RATE_LIMIT_TOKEN=3/20)', () => {
  let gateway: ServiceProcess | undefined;
  afterAll(async () => {
    if (gateway) await stopService(gateway);
  });

  it("has a budget of its own, and its owner's member budget pays too (one budget per member across her tokens)", async () => {
    const [started, member] = await Promise.all([startLimitedGateway('gateway-rate-limited-tokens'), registerMember()]);
    gateway = started.service;
    const { baseUrl } = started;
    // Made through the stack's own gateway: the limited one counts only what is sent to it.
    const created = await graphql(
      'mutation CreateToken($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret token { id } } }',
      { input: { name: 'Rate-limited script', scopes: ['read'] } },
      { token: member.accessToken },
    );
    expect(created.body.errors, created.text).toBeUndefined();
    const secret: string = created.body.data.createAccessToken.secret;

    const replies: HttpResult[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = i === 1 ? await graphql('{ me { id } }', {}, { token: secret, baseUrl }) : await call('GET', '/api/users/me', { token: secret, baseUrl });
      expect(res.status, res.text).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe(`"token";q=3;w=20, ${POLICY}`);
      replies.push(res);
    }
    expect(replies.map((res) => String(res.headers['ratelimit']).replace(/;t=\d+/g, ''))).toEqual(['"token";r=2, "member";r=4', '"token";r=1, "member";r=3', '"token";r=0, "member";r=2']);
    const refused = await call('GET', '/api/users/me', { token: secret, baseUrl });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Rate limit exceeded: 3 requests per 20 seconds\. Try again in \d seconds?\.$/);
    expect(refused.headers['ratelimit-policy']).toBe(`"token";q=3;w=20, ${POLICY}`);
    expect(refused.headers['ratelimit']).toBe(`"token";r=0;t=${String(refused.headers['retry-after'])}`);

    // Her session shares the member budget her token spent 3 of (the refused request cost nothing).
    const session = await call('GET', '/api/users/me', { token: member.accessToken, baseUrl });
    expect(session.status).toBe(200);
    expect(session.headers['ratelimit-policy']).toBe(POLICY);
    expect(parseRateLimit(session).r).toBe(1);
    // A second token of hers is fresh, but her member budget is nearly spent: one more, then 429 on the member policy.
    const second = await graphql(
      'mutation CreateToken($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret } }',
      { input: { name: 'Second script', scopes: ['read'] } },
      { token: member.accessToken },
    );
    expect(second.body.errors, second.text).toBeUndefined();
    const other: string = second.body.data.createAccessToken.secret;
    expect((await call('GET', '/api/users/me', { token: other, baseUrl })).status).toBe(200);
    const memberRefused = await call('GET', '/api/users/me', { token: other, baseUrl });
    expect(memberRefused.status).toBe(429);
    expect(memberRefused.headers['ratelimit']).toBe(`"member";r=0;t=${String(memberRefused.headers['retry-after'])}`);
    expect(memberRefused.body.detail).toMatch(/^Rate limit exceeded: 5 requests per 20 seconds\. Try again in \d seconds?\.$/);
  }, 60_000);
});

describe('anonymous mutations (a gateway with RATE_LIMIT_ANONYMOUS_MUTATIONS=3/600)', () => {
  let gateway: ServiceProcess | undefined;
  afterAll(async () => {
    if (gateway) await stopService(gateway);
  });

  it('count per client address across GraphQL and REST writes; reads are free; a signed-in member is apart', async () => {
    const [started, member] = await Promise.all([
      // One write refills every 200 s: nothing comes back during the test, however slow the machine.
      startExtraGateway('gateway-rate-limited-anonymous', { RATE_LIMIT_ANONYMOUS_MUTATIONS: '3/600' }),
      registerMember(),
    ]);
    gateway = started.service;
    // Every request from one client address (the test client otherwise picks a loopback address per request).
    const from = '127.0.0.77';
    const baseUrl = started.baseUrl;
    const cart = randomUUID();
    const mutation = 'mutation Cart($sessionId: String!) { a: removeCartItem(sessionId: $sessionId, itemId: "5f0c1b8e-3a0b-4a5e-9a51-000000000001") { id } }';
    const first = await graphql(mutation, { sessionId: cart }, { baseUrl, from });
    expect(first.headers['ratelimit-policy']).toBe('"anonymous";q=3;w=600');
    expect(first.headers['ratelimit']).toBe('"anonymous";r=2;t=200');
    // The engine read the body the budget had read: the mutation ran (the line is not in that cart).
    expect(first.body.errors?.[0]?.message).toBe('Cart item not found');
    // Reads are not counted, on either side.
    for (let i = 0; i < 5; i += 1) {
      const read = await graphql('query Cart($sessionId: String!) { cart(sessionId: $sessionId) { id } }', { sessionId: cart }, { baseUrl, from });
      expect(read.status).toBe(200);
      expect(read.headers['ratelimit']).toBeUndefined();
      expect((await call('GET', `/api/cart/${cart}`, { baseUrl, from })).headers['ratelimit']).toBeUndefined();
    }
    // A REST write and a request with a forged token count too.
    expect((await call('POST', `/api/cart/${cart}/checkout`, { baseUrl, from, json: {} })).headers['ratelimit']).toMatch(/^"anonymous";r=1;t=\d+$/);
    expect((await graphql(mutation, { sessionId: cart }, { baseUrl, from, token: 'forged.token.value' })).headers['ratelimit']).toMatch(/^"anonymous";r=0;t=\d+$/);
    const refused = await graphql(mutation, { sessionId: cart }, { baseUrl, from });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.body).toEqual({ errors: [{ message: `Rate limit exceeded: 3 requests per 600 seconds. Try again in ${retryAfter} seconds.`, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter } }] });
    const restRefused = await call('POST', '/api/cart', { baseUrl, from });
    expect(restRefused.status).toBe(429);
    expect(restRefused.body).toEqual({ detail: expect.stringMatching(/^Rate limit exceeded: 3 requests per 600 seconds\./) });
    // Another address has its own budget.
    expect((await graphql(mutation, { sessionId: cart }, { baseUrl, from: '127.0.0.78' })).headers['ratelimit']).toBe('"anonymous";r=2;t=200');
    // Reading the catalogue goes on; a signed-in member on the same address is not held back.
    expect((await call('GET', '/api/products?limit=1', { baseUrl, from })).status).toBe(200);
    expect((await graphql(mutation, { sessionId: cart }, { baseUrl, from, token: member.accessToken })).status).toBe(200);
  }, 120_000);
});


describe("the test stack's gateway", () => {
  it('answers the rate-limit headers of its (unreachable) member limit on a normal reply', async () => {
    const member = await registerMember();
    const res = await call('GET', '/api/users/me', { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(res.headers['ratelimit-policy']).toBe('"member";q=1000000;w=1');
    expect(res.headers['ratelimit']).toMatch(/^"member";r=\d+;t=1$/);
  });
});
