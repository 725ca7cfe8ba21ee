import { describe, expect, it } from 'vitest';
import {
  call,
  eventually,
  graphql,
  loginOwner,
  type Member,
  queryRows,
  registerAdmin,
  registerMember,
  subgraphDatabaseUrl,
} from '@momstride/testing';

const READ_ONLY = 'This token can only read (scope read)';
const SESSION_REQUIRED = "Sign in to manage access tokens — a personal access token can't manage tokens";
const INVALID = { detail: 'Could not validate credentials' };
const TOKEN_KEYS = ['created_at', 'expired', 'expires_at', 'id', 'last_used_at', 'name', 'prefix', 'scopes'];

interface CreatedToken {
  id: string;
  token: string;
  scopes: string[];
}

const createToken = async (owner: Member, scopes: string[], extra: Record<string, unknown> = {}): Promise<CreatedToken> => {
  const res = await call('POST', '/api/tokens', { token: owner.accessToken, json: { name: `token ${Math.random()}`, scopes, ...extra } });
  if (res.status !== 201) throw new Error(`create token failed: ${res.status} ${res.text}`);
  return res.body as CreatedToken;
};

const accountsDb = () => subgraphDatabaseUrl('accounts');

/** Consecutive answers that must agree: with several gateways behind a round-robin (replicas), each is asked twice. */
const STEADY = 4;

/**
 * Calls `attempt` until it answers `status` STEADY times in a row (at most `timeoutMs`); the time until the first of
 * those answers.
 */
const untilStatus = (attempt: () => Promise<{ status: number }>, status: number, timeoutMs = 5_000): Promise<number> => {
  const start = performance.now();
  let steadySince: number | undefined;
  let run = 0;
  return eventually(
    async () => {
      const askedAt = performance.now();
      const res = await attempt();
      if (res.status !== status) {
        steadySince = undefined;
        run = 0;
        return undefined;
      }
      steadySince ??= askedAt;
      run += 1;
      return run >= STEADY ? steadySince - start : undefined;
    },
    { timeoutMs, intervalMs: 20 },
    `${STEADY} answers of ${status} in a row`,
  );
};

/** Uses a token STEADY times, so every gateway has it in its cache. */
const warmUp = async (token: string, path = '/api/users/me') => {
  for (let index = 0; index < STEADY; index += 1) expect((await call('GET', path, { token })).status).toBe(200);
};

describe('/api/tokens', () => {
  it('creates (201, the secret once), lists and revokes her tokens', async () => {
    const member = await registerMember();
    const created = await call('POST', '/api/tokens', { token: member.accessToken, json: { name: 'Zapier', scopes: ['read'], expires_in_days: 30 } });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual([...TOKEN_KEYS, 'token'].sort());
    expect(created.body).toMatchObject({ name: 'Zapier', scopes: ['read'], last_used_at: null, expired: false });
    expect(created.body.token).toMatch(/^msp_[0-9A-Za-z]{42}$/);
    expect(created.body.token.startsWith(created.body.prefix)).toBe(true);

    const list = await call('GET', '/api/tokens', { token: member.accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(Object.keys(list.body[0]).sort()).toEqual(TOKEN_KEYS);
    expect(list.text).not.toContain(created.body.token);

    const revoked = await call('DELETE', `/api/tokens/${created.body.id}`, { token: member.accessToken });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: 'Token revoked' });
    expect((await call('GET', '/api/tokens', { token: member.accessToken })).body).toEqual([]);
    const again = await call('DELETE', `/api/tokens/${created.body.id}`, { token: member.accessToken });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: 'Token not found' });
  });

  it('answers 422 with clear messages; a member can never get the admin scope', async () => {
    const member = await registerMember();
    const admin = await call('POST', '/api/tokens', { token: member.accessToken, json: { name: 'ops', scopes: ['admin'] } });
    expect(admin.status).toBe(422);
    expect(JSON.stringify(admin.body)).toContain('Only admins can create tokens with the admin scope');
    const noName = await call('POST', '/api/tokens', { token: member.accessToken, json: { name: ' ', scopes: ['read'] } });
    expect(noName.status).toBe(422);
    expect(JSON.stringify(noName.body)).toContain('Give the token a name');
    const badScope = await call('POST', '/api/tokens', { token: member.accessToken, json: { name: 'x', scopes: ['root'] } });
    expect(badScope.status).toBe(422);
    expect((await call('GET', '/api/tokens', { token: member.accessToken })).body).toEqual([]);
    expect((await call('GET', '/api/tokens')).status).toBe(401);
  });

  it('refuses token management to a request made with a token (403)', async () => {
    const member = await registerMember();
    const { token, id } = await createToken(member, ['write']);
    for (const [method, path, json] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'minted', scopes: ['write'] }],
      ['DELETE', `/api/tokens/${id}`, undefined],
    ] as const) {
      const res = await call(method, path, { token, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ detail: SESSION_REQUIRED });
    }
    const gql = await graphql('mutation { createAccessToken(input: { name: "minted", scopes: [write] }) { secret } }', {}, { token });
    expect(gql.body.errors[0]).toMatchObject({ message: SESSION_REQUIRED, extensions: { code: 'FORBIDDEN' } });
  });
});

describe('personal access tokens as Bearer tokens', () => {
  it('a read token reads (GraphQL query, REST GET) but cannot write (GraphQL mutation 403, REST POST 403)', async () => {
    const [member, other] = await Promise.all([registerMember(), registerMember()]);
    const { token } = await createToken(member, ['read']);

    const me = await graphql('{ me { id } }', {}, { token });
    expect(me.status).toBe(200);
    expect(me.body.data.me.id).toBe(member.user.id);
    const restMe = await call('GET', '/api/users/me', { token });
    expect(restMe.status).toBe(200);
    expect(restMe.body.id).toBe(member.user.id);

    const mutation = await graphql('mutation($id: ID!) { follow(userId: $id) { isFollowing } }', { id: other.user.id }, { token });
    expect(mutation.status).toBe(403);
    expect(mutation.body).toEqual({ errors: [expect.objectContaining({ message: READ_ONLY, extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })] });
    const follow = await call('POST', `/api/users/${other.user.id}/follow`, { token });
    expect(follow.status).toBe(403);
    expect(follow.body).toEqual({ detail: READ_ONLY });
    const upload = await call('POST', '/api/users/me/profile-picture', { token, raw: 'x', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(upload.status).toBe(403);
    // Nothing was written.
    const following = await call('GET', `/api/users/${member.user.id}/following`, { token: member.accessToken });
    expect(following.body.following).toEqual([]);
  });

  it('a write token can post and follow', async () => {
    const [member, other] = await Promise.all([registerMember(), registerMember()]);
    const { token } = await createToken(member, ['write']);
    const follow = await call('POST', `/api/users/${other.user.id}/follow`, { token });
    expect(follow.status).toBe(200);
    const post = await graphql('mutation { createPost(content: "Walked 5 km with the stroller") { id } }', {}, { token });
    expect(post.body.errors).toBeUndefined();
    expect(post.body.data.createPost.id).toBeTruthy();
  });

  it("an admin's token without the admin scope is refused admin operations; with it, allowed; a demotion ends it", async () => {
    const admin = await registerAdmin();
    const plain = await createToken(admin, ['write']);
    const adminScoped = await createToken(admin, ['read', 'admin'], { expires_in_days: 30 });

    const refusedGql = await graphql('{ adminUsers { total } }', {}, { token: plain.token });
    expect(refusedGql.body.errors[0]).toMatchObject({ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } });
    const refusedRest = await call('GET', '/api/admin/reports', { token: plain.token });
    expect(refusedRest.status).toBe(403);
    expect(refusedRest.body).toEqual({ detail: 'Admin access required' });

    const allowedGql = await graphql('{ adminUsers { total } }', {}, { token: adminScoped.token });
    expect(allowedGql.body.errors).toBeUndefined();
    expect(allowedGql.body.data.adminUsers.total).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/reports', { token: adminScoped.token })).status).toBe(200);
    // An admin-scoped token that lacks write still cannot write.
    const demoteByToken = await call('PUT', `/api/users/${plain.id}`, { token: adminScoped.token, json: { role: 'member' } });
    expect(demoteByToken.status).toBe(403);

    await warmUp(adminScoped.token, '/api/admin/reports');
    const owner = await loginOwner();
    expect((await call('PUT', `/api/users/${admin.user.id}`, { token: owner.accessToken, json: { role: 'member' } })).status).toBe(200);
    const took = await untilStatus(() => call('GET', '/api/admin/reports', { token: adminScoped.token }), 403);
    expect(took).toBeLessThan(1_000);
    // Still her token: it reads as a member.
    expect((await call('GET', '/api/users/me', { token: adminScoped.token })).status).toBe(200);
  });

  it('a revoked token is refused within a second of the revoke reply', async () => {
    const member = await registerMember();
    const { token, id } = await createToken(member, ['read']);
    await warmUp(token);
    const revoked = await call('DELETE', `/api/tokens/${id}`, { token: member.accessToken });
    expect(revoked.status).toBe(200);
    const took = await untilStatus(() => call('GET', '/api/users/me', { token }), 401);
    expect(took).toBeLessThan(1_000);
    const refused = await call('GET', '/api/users/me', { token });
    expect(refused.body).toEqual(INVALID);
  });

  it('an expired token is refused (the cached expiry is checked on every use)', async () => {
    const member = await registerMember();
    const { token, id } = await createToken(member, ['read'], { expires_in_days: 1 });
    await queryRows(accountsDb(), "update personal_access_tokens set expires_at = clock_timestamp() + interval '1500 milliseconds' where id = $1", [id]);
    expect((await call('GET', '/api/users/me', { token })).status).toBe(200);
    await untilStatus(() => call('GET', '/api/users/me', { token }), 401, 4_000);
    const [row] = await queryRows<{ expired: boolean }>(accountsDb(), 'select expires_at <= clock_timestamp() as expired from personal_access_tokens where id = $1', [id]);
    expect(row!.expired).toBe(true);
    const list = await call('GET', '/api/tokens', { token: member.accessToken });
    expect(list.body[0]).toMatchObject({ id, expired: true });
  });

  it('records the last use, also of uses answered from the cache', async () => {
    const member = await registerMember();
    const { token, id } = await createToken(member, ['read']);
    expect((await call('GET', '/api/users/me', { token })).status).toBe(200);
    const [first] = (await call('GET', '/api/tokens', { token: member.accessToken })).body as Array<{ last_used_at: string | null }>;
    expect(first!.last_used_at).not.toBeNull();

    await queryRows(accountsDb(), "update personal_access_tokens set last_used_at = clock_timestamp() - interval '10 minutes' where id = $1", [id]);
    const before = Date.now();
    expect((await call('GET', '/api/users/me', { token })).status).toBe(200);
    const lastUsed = await eventually(
      async () => {
        const [entry] = (await call('GET', '/api/tokens', { token: member.accessToken })).body as Array<{ last_used_at: string }>;
        const at = Date.parse(entry!.last_used_at);
        return at >= before - 1_000 ? at : undefined;
      },
      5_000,
      'last_used_at to move',
    );
    expect(lastUsed).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('answers 401 "Could not validate credentials" to an unknown or malformed msp_ token', async () => {
    const member = await registerMember();
    const { token } = await createToken(member, ['read']);
    const flipped = token.slice(0, 10) + (token[10] === 'a' ? 'b' : 'a') + token.slice(11);
    for (const bad of ['msp_', 'msp_nope', flipped, `${token}x`]) {
      const res = await call('GET', '/api/users/me', { token: bad });
      expect(res.status, bad).toBe(401);
      expect(res.body).toEqual(INVALID);
    }
  });
});
