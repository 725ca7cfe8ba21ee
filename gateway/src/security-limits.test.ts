/**
 * Security properties of the running test stack's gateway beyond security.test.ts: access tokens signed with the
 * real key but meant for something else, body size limits, graphql-armor's cost and token limits, CORS closed by
 * default.
 */
import { SignJWT, importPKCS8 } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { call, graphql, registerMember } from '@momstride/testing';

interface Claims {
  iss?: string;
  aud?: string;
  typ?: string;
}

/** A token signed with the real access key; `claims` replaces the right iss/aud/typ (undefined leaves one out). */
const realKeyToken = async (sub: string, claims: Claims) => {
  const jwt = new SignJWT({ role: 'member', ...(claims.typ !== undefined ? { typ: claims.typ } : {}) })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('10m');
  if (claims.iss !== undefined) jwt.setIssuer(claims.iss);
  if (claims.aud !== undefined) jwt.setAudience(claims.aud);
  return jwt.sign(await importPKCS8(inject('accessTokenPrivateKey'), 'EdDSA'));
};

const RIGHT: Required<Claims> = { iss: 'momstride-accounts', aud: 'momstride', typ: 'access' };

describe('access tokens meant for something else', () => {
  it('wrong or missing iss, aud or typ → 401 on REST and UNAUTHENTICATED on GraphQL, though the signature is good', async () => {
    const member = await registerMember();
    const id = member.user.id;
    // Control: the right claims work.
    expect((await call('GET', '/api/users/me', { token: await realKeyToken(id, RIGHT) })).status).toBe(200);

    const wrong: Record<string, Claims> = {
      'iss of the gateway': { ...RIGHT, iss: 'momstride-gateway' },
      'no iss': { aud: RIGHT.aud, typ: RIGHT.typ },
      'aud of the subgraphs': { ...RIGHT, aud: 'momstride-subgraphs' },
      'aud of one subgraph': { ...RIGHT, aud: 'momstride:accounts' },
      'no aud': { iss: RIGHT.iss, typ: RIGHT.typ },
      'typ refresh': { ...RIGHT, typ: 'refresh' },
      'typ viewer': { ...RIGHT, typ: 'viewer' },
      'no typ': { iss: RIGHT.iss, aud: RIGHT.aud },
    };
    for (const [label, claims] of Object.entries(wrong)) {
      const token = await realKeyToken(id, claims);
      const rest = await call('GET', '/api/users/me', { token });
      expect(rest.status, label).toBe(401);
      expect(rest.body, label).toEqual({ detail: 'Could not validate credentials' });
      const gql = await graphql('{ me { id } }', {}, { token });
      expect(gql.body.data ?? null, label).toBeNull();
      expect(gql.body.errors?.[0]?.extensions?.code, label).toBe('UNAUTHENTICATED');
    }
  });
});

describe('request body limits', () => {
  it('the gateway answers 413 to a GraphQL or REST body over 1 MiB, and still serves the next request', async () => {
    const pad = 'x'.repeat(1024 * 1024 + 1);
    const gql = await call('POST', '/graphql', { json: { query: '{ __typename }', variables: { pad } } });
    expect(gql.status).toBe(413);
    const rest = await call('POST', '/api/auth/login', { json: { email: 'someone@test.example', password: pad } });
    expect(rest.status).toBe(413);
    expect(rest.body).toEqual({ detail: 'Request body too large' });
    // Just under the limit is fine.
    const fits = await call('POST', '/graphql', { json: { query: '{ __typename }', variables: { pad: 'x'.repeat(1000 * 1000) } } });
    expect(fits.status).toBe(200);
  });
});

describe('GraphQL cost and token limits (graphql-armor)', () => {
  it('refuses a document of more than 2000 tokens', async () => {
    const fields = Array.from({ length: 2100 }, () => 'id').join(' ');
    const res = await graphql(`{ me { ${fields} } }`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/Token limit of 2000 exceeded/);
    // Control: the same query with a few hundred tokens passes validation.
    const small = await graphql(`{ me { ${Array.from({ length: 300 }, () => 'id').join(' ')} } }`);
    expect(JSON.stringify(small.body.errors ?? [])).not.toMatch(/limit/i);
  });

  it('refuses a query whose cost is over 5000, even when it is short (fragments that double at each level)', async () => {
    const levels = 14;
    const fragments = [`fragment F0 on User { id firstName }`];
    for (let level = 1; level <= levels; level++) fragments.push(`fragment F${level} on User { ...F${level - 1} ...F${level - 1} }`);
    const query = `{ me { ...F${levels} } } ${fragments.join(' ')}`;
    expect(query.length).toBeLessThan(1000);
    const res = await graphql(query);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/Query Cost limit of 5000 exceeded/);
    // Control: three levels are cheap.
    const cheap = await graphql(`{ me { ...F3 } } ${fragments.slice(0, 4).join(' ')}`);
    expect(JSON.stringify(cheap.body.errors ?? [])).not.toMatch(/limit/i);
  });
});

describe('CORS', () => {
  it('is closed when CORS_ORIGINS lists nothing: no origin gets CORS headers, not even on a preflight', async () => {
    for (const origin of ['https://evil.example', inject('gatewayUrl')]) {
      const simple = await call('GET', '/healthz', { headers: { origin } });
      expect(simple.headers['access-control-allow-origin'], origin).toBeUndefined();
      const preflight = await call('OPTIONS', '/graphql', {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods'], origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
  });
});
