import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { call, eventually, graphql, post, randomLoopback, registerMember, uniqueEmail } from '@momstride/testing';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const accessClaims = (sub: string) => ({ sub, role: 'admin', typ: 'access', iss: 'momstride-accounts', aud: 'momstride' });

/** A token signed with the real access key, with the given expiry (seconds since epoch). */
const realKeyToken = async (sub: string, exp: number) =>
  new SignJWT({ role: 'member', typ: 'access' })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(sub)
    .setIssuer('momstride-accounts')
    .setAudience('momstride')
    .setIssuedAt(exp - 900)
    .setExpirationTime(exp)
    .sign(await importPKCS8(inject('accessTokenPrivateKey'), 'EdDSA'));

const badTokens = async (sub: string): Promise<Record<string, string>> => {
  const now = Math.floor(Date.now() / 1000);
  const stranger = generateKeyPairSync('ed25519').privateKey;
  const forged = await new SignJWT({ role: 'admin', typ: 'access' })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(sub)
    .setIssuer('momstride-accounts')
    .setAudience('momstride')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(stranger);
  const hs256 = await new SignJWT({ role: 'admin', typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('momstride-accounts')
    .setAudience('momstride')
    .setExpirationTime('15m')
    // An attacker's guess at a shared secret: the public key text itself.
    .sign(new TextEncoder().encode('momstride-guessable-secret'));
  return {
    forged,
    expired: await realKeyToken(sub, now - 60),
    algNone: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...accessClaims(sub), exp: now + 900 })}.`,
    hs256,
  };
};

describe('access token verification', () => {
  it('a freshly signed token with the real key works (control for the cases below)', async () => {
    const member = await registerMember();
    const token = await realKeyToken(member.user.id, Math.floor(Date.now() / 1000) + 300);
    const rest = await call('GET', '/api/users/me', { token });
    expect(rest.status).toBe(200);
    const gql = await graphql('{ me { id } }', {}, { token });
    expect(gql.body.data.me.id).toBe(member.user.id);
  });

  it('a token accepted before is refused once it has expired (the gateway remembers verified tokens)', async () => {
    const member = await registerMember();
    const token = await realKeyToken(member.user.id, Math.floor(Date.now() / 1000) + 2);
    expect((await call('GET', '/api/users/me', { token })).status).toBe(200);
    const status = await eventually(
      async () => {
        const answer = (await call('GET', '/api/users/me', { token })).status;
        return answer === 200 ? undefined : answer;
      },
      { timeoutMs: 10_000, intervalMs: 250 },
      'the expired token to be refused',
    );
    expect(status).toBe(401);
  });

  it('forged, expired, alg:none and HS256 tokens → 401 on REST and anonymous on GraphQL', async () => {
    const member = await registerMember();
    const tokens = await badTokens(member.user.id);
    for (const [kind, token] of Object.entries(tokens)) {
      const rest = await call('GET', '/api/users/me', { token });
      expect(rest.status, kind).toBe(401);
      expect(rest.body, kind).toEqual({ detail: 'Could not validate credentials' });
      const gql = await graphql('{ me { id email } }', {}, { token });
      expect(gql.body.data ?? null, kind).toBeNull();
      expect(gql.body.errors?.[0]?.extensions?.code, kind).toBe('UNAUTHENTICATED');
    }
  });
});

describe('subgraphs reached directly', () => {
  const subgraphGraphql = () => `${inject('subgraphUrls')['accounts']}/graphql`;

  const viewerToken = (key: Parameters<SignJWT['sign']>[0]) =>
    new SignJWT({ typ: 'viewer', ip: '127.0.0.1', rid: randomUUID() })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setIssuer('momstride-gateway')
      .setAudience('momstride:accounts')
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(key);

  it('answers 401 without a viewer token', async () => {
    const res = await call('POST', subgraphGraphql(), { json: { query: '{ __typename }' } });
    expect(res.status).toBe(401);
  });

  it('answers 401 with a viewer token signed by a wrong key, 200 with the gateway key', async () => {
    const wrong = await viewerToken(generateKeyPairSync('ed25519').privateKey);
    const rejected = await call('POST', subgraphGraphql(), { json: { query: '{ __typename }' }, headers: { 'x-viewer-token': wrong } });
    expect(rejected.status).toBe(401);
    const right = await viewerToken(await importPKCS8(inject('viewerTokenPrivateKey'), 'EdDSA'));
    const accepted = await call('POST', subgraphGraphql(), { json: { query: '{ __typename }' }, headers: { 'x-viewer-token': right } });
    expect(accepted.status).toBe(200);
  });
});

describe('client address and login throttling', () => {
  it('per account: the 6th wrong login is 429 whatever X-Forwarded-For says', async () => {
    const { email } = await registerMember();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const res = await post(
        '/api/auth/login',
        { email, password: `wrong-password-${attempt}` },
        { from: randomLoopback(), headers: { 'x-forwarded-for': `203.0.113.${attempt}` } },
      );
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.body.detail).toMatch(/Too many login attempts/);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('per address: X-Forwarded-For neither escapes nor frames the real address', async () => {
    const attacker = randomLoopback();
    const bystander = randomLoopback();
    // More guesses than the per-address budget (20 failures per 15 minutes by default), all at once, each
    // claiming to come from a different address.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/api/auth/login',
          { email: uniqueEmail('guess'), password: 'guessing-password' },
          { from: attacker, headers: { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` } },
        ),
      ),
    );
    const statuses = guesses.map((res) => res.status);
    // Had the gateway believed the header, every guess would have come from a new address: no 429 at all.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 429 && status !== 401)).toEqual([]);

    // The attacker's address is blocked for guesses (a right password would still sign in: accounts' throttle.test.ts);
    // the bystander it named is not.
    const member = await registerMember();
    const guess = { email: member.email, password: 'still-guessing' };
    const fromAttacker = await post('/api/auth/login', guess, { from: attacker, headers: { 'x-forwarded-for': bystander } });
    expect(fromAttacker.status).toBe(429);
    const fromBystander = await post('/api/auth/login', guess, { from: bystander, headers: { 'x-forwarded-for': attacker } });
    expect(fromBystander.status).toBe(401);
    const credentials = { email: member.email, password: member.password };
    expect((await post('/api/auth/login', credentials, { from: bystander, headers: { 'x-forwarded-for': attacker } })).status).toBe(200);
  });
});

describe('GraphQL limits', () => {
  it('rejects an over-aliased query', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: me { id }`).join(' ');
    const res = await graphql(`{ ${aliases} }`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/Aliases limit/);
  });

  it('rejects an over-deep query', async () => {
    const deep = `{ me { ${'a { '.repeat(14)}id${' }'.repeat(14)} } }`;
    const res = await graphql(deep);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/depth limit/);
  });

  it('refuses batched HTTP requests and keeps CSRF prevention on', async () => {
    const batch = await call('POST', '/graphql', { json: [{ query: '{ __typename }' }, { query: '{ __typename }' }] });
    expect(batch.status).toBe(400);
    const simpleGet = await call('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect(simpleGet.status).toBe(400);
    expect(JSON.stringify(simpleGet.body)).toMatch(/CSRF/);
  });

  it('answers 400, not 500, to an operation name the document lacks or several operations without one (found by the fuzz test)', async () => {
    const unknown = await call('POST', '/graphql', { json: { query: '{ __typename }', operationName: 'Nope' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Unknown operation named "Nope".', extensions: { code: 'BAD_REQUEST' } });
    const two = await call('POST', '/graphql', { json: { query: 'query A { __typename } query B { __typename }' } });
    expect(two.status).toBe(400);
    const named = await call('POST', '/graphql', { json: { query: 'query A { __typename } query B { __typename }', operationName: 'B' } });
    expect(named.status).toBe(200);
    expect(named.body.data).toEqual({ __typename: 'Query' });
  });

  it('passes subgraph errors through with their code and message', async () => {
    const res = await graphql('mutation ($input: LoginInput!) { login(input: $input) { accessToken } }', {
      input: { email: uniqueEmail(), password: 'nope-nope-nope' },
    });
    expect(res.body.errors[0]).toMatchObject({ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED' } });
    expect(res.body.errors[0].extensions.stacktrace).toBeUndefined();
  });
});

describe('HTTP surface', () => {
  it('sends security headers with a CSP that fits the SPA', async () => {
    const res = await call('GET', '/', { headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const api = await call('GET', '/api/users/me');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the prerendered landing page at /, index.html for client routes like /dashboard, never for API paths', async () => {
    const root = await call('GET', '/', { headers: { accept: 'text/html' } });
    expect(root.status).toBe(200);
    expect(root.headers['content-type']).toContain('text/html');
    expect(root.text).toContain('Put yourself first.');
    const login = await call('GET', '/login', { headers: { accept: 'text/html' } });
    const dashboard = await call('GET', '/dashboard', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers['content-type']).toContain('text/html');
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    expect(dashboard.text).toBe(login.text);
    expect(dashboard.text.toLowerCase()).toContain('<!doctype html>');
    expect(dashboard.text).toContain('<div id="root"></div>');
    const api = await call('GET', '/api/nothing-here', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ detail: 'Not Found' });
  });

  it('GET /api/storefront/config is public: the built-in storefront by default, and the CSP reaches no other origin', async () => {
    const res = await call('GET', '/api/storefront/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ provider: 'momstride', collectionHandle: 'featured' });
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('does not list /media', async () => {
    const res = await call('GET', '/media/');
    expect(res.status).toBe(404);
  });

  it('reports health and readiness of every subgraph', async () => {
    expect((await call('GET', '/healthz')).status).toBe(200);
    const ready = await call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', subgraphs: { accounts: 'ready' } });
  });

  it('echoes a sane x-request-id and replaces an unsafe one', async () => {
    const id = `test-${randomUUID()}`;
    expect((await call('GET', '/healthz', { headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id);
    const unsafe = await call('GET', '/healthz', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(unsafe.headers['x-request-id']).not.toContain(' ');
  });
});
