import { createHash } from 'node:crypto';
import { createOrmConfig, initOrm } from '@momstride/kit';
import { describe, expect, inject, it } from 'vitest';
import { internalToken, OWNER_VIEWER, registerUser, subgraph, viewerOf } from '@momstride/testing';
import { entities } from '../../entities.js';
import { pruneStaleRows } from '../housekeeping/prune-stale-rows.js';

const accounts = subgraph('accounts');

const TOKEN_FIELDS = 'id name scopes prefix createdAt expiresAt lastUsedAt expired';
const CREATE = `mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret token { ${TOKEN_FIELDS} } } }`;
const LIST = `{ accessTokens { ${TOKEN_FIELDS} } }`;
const REVOKE = `mutation($id: ID!) { revokeAccessToken(id: $id) { ${TOKEN_FIELDS} } }`;

interface Token {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  expired: boolean;
}
interface Created {
  createAccessToken: { secret: string; token: Token };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const internal = async (path: string, body: unknown) =>
  fetch(new URL(path, inject('subgraphUrls').accounts!), {
    method: 'POST',
    headers: { 'x-internal-token': await internalToken('accounts'), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Seconds since the epoch: a sign-in session's `auth_time` (token creation needs a recent one or the password). */
const signedInNow = () => Math.floor(Date.now() / 1000);
const member = async () => ({ ...viewerOf(await registerUser()), authTime: signedInNow() });
const ownerSession = () => ({ ...OWNER_VIEWER, authTime: signedInNow() });

describe('personal access tokens (accounts)', () => {
  it('creates a token: the secret is shown once, only its SHA-256 is stored', async () => {
    const viewer = await member();
    const { createAccessToken: created } = await accounts.gqlOk<Created>(CREATE, { input: { name: '  CI deploys  ', scopes: ['write'], expiresInDays: 30 } }, viewer);
    expect(created.secret).toMatch(/^msp_[0-9A-Za-z]{42}$/);
    expect(created.token).toMatchObject({ name: 'CI deploys', scopes: ['read', 'write'], lastUsedAt: null, expired: false });
    expect(created.secret.startsWith(created.token.prefix)).toBe(true);
    const days = (Date.parse(created.token.expiresAt!) - Date.parse(created.token.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const rows = await accounts.withDatabase(async (client) => (await client.query('select * from personal_access_tokens where id = $1', [created.token.id])).rows);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256(created.secret));
    expect(JSON.stringify(rows)).not.toContain(created.secret);
    expect(JSON.stringify(rows)).not.toContain(created.secret.slice(12));

    const { accessTokens } = await accounts.gqlOk<{ accessTokens: Token[] }>(LIST, {}, viewer);
    expect(accessTokens).toEqual([created.token]);
    expect(JSON.stringify(accessTokens)).not.toContain(created.secret.slice(12));
  });

  it('lists her own active tokens newest first, never anyone else’s', async () => {
    const [maya, other] = await Promise.all([member(), member()]);
    const first = await accounts.gqlOk<Created>(CREATE, { input: { name: 'one', scopes: ['read'] } }, maya);
    const second = await accounts.gqlOk<Created>(CREATE, { input: { name: 'two', scopes: ['read'] } }, maya);
    await accounts.gqlOk<Created>(CREATE, { input: { name: 'theirs', scopes: ['read'] } }, other);
    const { accessTokens } = await accounts.gqlOk<{ accessTokens: Token[] }>(LIST, {}, maya);
    expect(accessTokens.map((token) => token.id)).toEqual([second.createAccessToken.token.id, first.createAccessToken.token.id]);
    expect(first.createAccessToken.token.expiresAt).toBeNull();
  });

  it('checks names: required, at most 100 characters, unique among her active tokens (any case)', async () => {
    const viewer = await member();
    const blank = await accounts.gql(CREATE, { input: { name: '   ', scopes: ['read'] } }, viewer);
    expect(blank.errors?.[0]).toMatchObject({ message: 'Give the token a name', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'name' }] } });
    const long = await accounts.gql(CREATE, { input: { name: 'x'.repeat(101), scopes: ['read'] } }, viewer);
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'name' }] });
    await accounts.gqlOk(CREATE, { input: { name: 'x'.repeat(100), scopes: ['read'] } }, viewer);

    const { createAccessToken: kept } = await accounts.gqlOk<Created>(CREATE, { input: { name: 'Zapier', scopes: ['read'] } }, viewer);
    const again = await accounts.gql(CREATE, { input: { name: 'zapier ', scopes: ['read'] } }, viewer);
    expect(again.errors?.[0]).toMatchObject({ message: 'You already have a token named “zapier”', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'name' }] } });
    // Another member may use the name; and once revoked, she may reuse it.
    await accounts.gqlOk(CREATE, { input: { name: 'Zapier', scopes: ['read'] } }, await member());
    await accounts.gqlOk(REVOKE, { id: kept.token.id }, viewer);
    await accounts.gqlOk(CREATE, { input: { name: 'Zapier', scopes: ['read'] } }, viewer);
  });

  it('checks scopes and expiry: at least one scope, write implies read, 1..365 days', async () => {
    const viewer = await member();
    const none = await accounts.gql(CREATE, { input: { name: 'none', scopes: [] } }, viewer);
    expect(none.errors?.[0]).toMatchObject({ message: 'Choose at least one scope', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'scopes' }] } });
    for (const expiresInDays of [0, 366, -1]) {
      const bad = await accounts.gql(CREATE, { input: { name: `bad ${expiresInDays}`, scopes: ['read'], expiresInDays } }, viewer);
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'expiresInDays' }] });
    }
    const year = await accounts.gqlOk<Created>(CREATE, { input: { name: 'year', scopes: ['write', 'write'], expiresInDays: 365 } }, viewer);
    expect(year.createAccessToken.token.scopes).toEqual(['read', 'write']);
  });

  it('gives the admin scope to admins only, by their current role', async () => {
    const viewer = await member();
    const refused = await accounts.gql(CREATE, { input: { name: 'admin', scopes: ['read', 'admin'] } }, viewer);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Only admins can create tokens with the admin scope',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'scopes' }] },
    });
    // A viewer token still claiming admin for a member does not help: the role is read from the database.
    const forged = await accounts.gql(CREATE, { input: { name: 'admin', scopes: ['admin'] } }, { ...viewer, role: 'admin' });
    expect(forged.errors?.[0]?.message).toBe('Only admins can create tokens with the admin scope');
    const owner = await accounts.gqlOk<Created>(CREATE, { input: { name: `owner ${Date.now()}`, scopes: ['admin'], expiresInDays: 1 } }, ownerSession());
    expect(owner.createAccessToken.token.scopes).toEqual(['read', 'admin']);
    await accounts.gqlOk(REVOKE, { id: owner.createAccessToken.token.id }, OWNER_VIEWER);
  });

  it('refuses token management to a request authenticated by a personal access token', async () => {
    const viewer = await member();
    const asToken = { ...viewer, scopes: ['read', 'write'] as const };
    const { createAccessToken: created } = await accounts.gqlOk<Created>(CREATE, { input: { name: 'mine', scopes: ['write'] } }, viewer);
    for (const [query, variables] of [
      [LIST, {}],
      [CREATE, { input: { name: 'minted', scopes: ['write'] } }],
      [REVOKE, { id: created.token.id }],
    ] as const) {
      const result = await accounts.gql(query, variables, asToken);
      expect(result.errors?.[0]).toMatchObject({
        message: "Sign in to manage access tokens — a personal access token can't manage tokens",
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const anonymous = await accounts.gql(LIST);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await accounts.gqlOk<{ accessTokens: Token[] }>(LIST, {}, viewer)).accessTokens).toHaveLength(1);
  });

  it('revokes only her own active tokens (NOT_FOUND otherwise)', async () => {
    const [viewer, other] = await Promise.all([member(), member()]);
    const { createAccessToken: created } = await accounts.gqlOk<Created>(CREATE, { input: { name: 'mine', scopes: ['read'] } }, viewer);
    const stranger = await accounts.gql(REVOKE, { id: created.token.id }, other);
    expect(stranger.errors?.[0]).toMatchObject({ message: 'Token not found', extensions: { code: 'NOT_FOUND' } });
    const admin = await accounts.gql(REVOKE, { id: created.token.id }, OWNER_VIEWER);
    expect(admin.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const revoked = await accounts.gqlOk<{ revokeAccessToken: Token }>(REVOKE, { id: created.token.id }, viewer);
    expect(revoked.revokeAccessToken.id).toBe(created.token.id);
    const twice = await accounts.gql(REVOKE, { id: created.token.id }, viewer);
    expect(twice.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await accounts.gql(REVOKE, { id: 'nope' }, viewer);
    expect(malformed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await accounts.gqlOk<{ accessTokens: Token[] }>(LIST, {}, viewer)).accessTokens).toEqual([]);
  });

  it('bounds the active tokens per member at 50', async () => {
    const viewer = await member();
    for (let index = 0; index < 50; index += 1) await accounts.gqlOk(CREATE, { input: { name: `t${index}`, scopes: ['read'] } }, viewer);
    const over = await accounts.gql(CREATE, { input: { name: 't50', scopes: ['read'] } }, viewer);
    expect(over.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(over.errors?.[0]?.message).toMatch(/revoke one first/);
  });

  it('answers the gateway: a token by its hash with the owner’s current role, its use recorded; revocations in the feed', async () => {
    const viewer = await member();
    const { createAccessToken: created } = await accounts.gqlOk<Created>(CREATE, { input: { name: 'gateway', scopes: ['write'], expiresInDays: 7 } }, viewer);
    const since = new Date(Date.now() - 1000).toISOString();

    const found = await internal('/internal/access-tokens/verify', { hash: sha256(created.secret) });
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({
      found: true,
      tokenId: created.token.id,
      userId: viewer.userId,
      role: 'member',
      scopes: ['read', 'write'],
      expiresAt: created.token.expiresAt,
    });
    const [listed] = (await accounts.gqlOk<{ accessTokens: Token[] }>(LIST, {}, viewer)).accessTokens;
    expect(Date.parse(listed!.lastUsedAt!)).toBeGreaterThanOrEqual(Date.parse(created.token.createdAt));

    const unknown = await internal('/internal/access-tokens/verify', { hash: sha256('msp_nothing') });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ found: false, reason: 'unknown' });
    expect((await internal('/internal/access-tokens/verify', { hash: 'not a hash' })).status).toBe(400);
    expect((await fetch(new URL('/internal/access-tokens/verify', inject('subgraphUrls').accounts!), { method: 'POST' })).status).toBe(401);

    await accounts.gqlOk(REVOKE, { id: created.token.id }, viewer);
    const revoked = await internal('/internal/access-tokens/verify', { hash: sha256(created.secret) });
    expect(await revoked.json()).toEqual({ found: false, reason: 'revoked' });
    const feedUrl = new URL('/internal/session-revocations', inject('subgraphUrls').accounts!);
    feedUrl.searchParams.set('since', since);
    const feed = (await (await fetch(feedUrl, { headers: { 'x-internal-token': await internalToken('accounts') } })).json()) as { tokenRevocations: Array<{ tokenId: string }> };
    expect(feed.tokenRevocations.map((entry) => entry.tokenId)).toContain(created.token.id);
  });

  it('refuses an expired token and records uses the gateway reports', async () => {
    const viewer = await member();
    const { createAccessToken: created } = await accounts.gqlOk<Created>(CREATE, { input: { name: 'short', scopes: ['read'], expiresInDays: 1 } }, viewer);
    expect((await internal('/internal/access-tokens/used', { tokenIds: [created.token.id] })).status).toBe(204);
    const [used] = (await accounts.gqlOk<{ accessTokens: Token[] }>(LIST, {}, viewer)).accessTokens;
    expect(used!.lastUsedAt).not.toBeNull();

    await accounts.withDatabase((client) => client.query("update personal_access_tokens set expires_at = now() - interval '1 second' where id = $1", [created.token.id]));
    const expired = await internal('/internal/access-tokens/verify', { hash: sha256(created.secret) });
    expect(await expired.json()).toEqual({ found: false, reason: 'expired' });
    const [listed] = (await accounts.gqlOk<{ accessTokens: Token[] }>(LIST, {}, viewer)).accessTokens;
    expect(listed!.expired).toBe(true);
    expect((await internal('/internal/access-tokens/used', { tokenIds: ['x'] })).status).toBe(400);
  });

  it('answers the owner’s current role: a token outlives a demotion but loses admin', async () => {
    const admin = await registerUser();
    await accounts.gqlOk('mutation($id: ID!) { setUserRole(userId: $id, role: admin) { id } }', { id: admin.user.id }, OWNER_VIEWER);
    const viewer = { userId: admin.user.id, role: 'admin' as const, authTime: signedInNow() };
    const { createAccessToken: created } = await accounts.gqlOk<Created>(CREATE, { input: { name: 'ops', scopes: ['admin', 'write'], expiresInDays: 30 } }, viewer);
    const before = (await (await internal('/internal/access-tokens/verify', { hash: sha256(created.secret) })).json()) as { role: string; scopes: string[] };
    expect(before).toMatchObject({ role: 'admin', scopes: ['read', 'write', 'admin'] });
    await accounts.gqlOk('mutation($id: ID!) { setUserRole(userId: $id, role: member) { id } }', { id: admin.user.id }, OWNER_VIEWER);
    const after = (await (await internal('/internal/access-tokens/verify', { hash: sha256(created.secret) })).json()) as { role: string };
    expect(after.role).toBe('member');
  });
});

describe('personal access tokens housekeeping', () => {
  it('deletes tokens revoked over a day ago and tokens expired over 30 days ago, and keeps the rest', async () => {
    const viewer = await member();
    const names = ['revokedLongAgo', 'revokedRecently', 'expiredLongAgo', 'expiredRecently', 'active'] as const;
    const ids: Record<string, string> = {};
    for (const name of names) {
      ids[name] = (await accounts.gqlOk<Created>(CREATE, { input: { name, scopes: ['read'], expiresInDays: 7 } }, viewer)).createAccessToken.token.id;
    }
    await accounts.withDatabase(async (client) => {
      const set = (sql: string, name: string) => client.query(`update personal_access_tokens set ${sql} where id = $1`, [ids[name]]);
      await set("revoked_at = now() - interval '25 hours'", 'revokedLongAgo');
      await set("revoked_at = now() - interval '23 hours'", 'revokedRecently');
      await set("expires_at = now() - interval '31 days'", 'expiredLongAgo');
      await set("expires_at = now() - interval '29 days'", 'expiredRecently');
    });
    const orm = await initOrm(createOrmConfig({ clientUrl: accounts.databaseUrl(), entities, migrationsPath: '/nonexistent', poolMax: 1 }));
    try {
      // Another file's housekeeping test may prune the same database at the same moment (and take these rows first):
      // what must hold is which of this member's tokens are left, not which pass deleted them.
      await pruneStaleRows(orm.em.fork());
    } finally {
      await orm.close(true);
    }
    const left = await accounts.withDatabase(
      async (client) => (await client.query<{ name: string }>('select name from personal_access_tokens where user_id = $1 order by name', [viewer.userId])).rows,
    );
    expect(left.map((row) => row.name)).toEqual(['active', 'expiredRecently', 'revokedRecently']);
  });
});
