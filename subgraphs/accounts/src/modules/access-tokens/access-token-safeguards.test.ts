import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import {
  eventually,
  internalToken,
  type OutboxMail,
  OWNER_VIEWER,
  refresh,
  registerUser,
  resetTokenFrom,
  subgraph,
  viewerOf,
  type ViewerOptions,
  waitForMails,
} from '@momstride/testing';

/**
 * What keeps a personal access token from outliving its owner's control (docs/security.md, M1): creating one needs
 * proof that she is at the keyboard and mails her; a password reset and "sign out everywhere" revoke them all;
 * admin-scope tokens expire; an admin can list and revoke any member's tokens.
 */
const accounts = subgraph('accounts');

const TOKEN_FIELDS = 'id name scopes expiresAt expired';
const CREATE = `mutation($input: CreateAccessTokenInput!) { createAccessToken(input: $input) { secret token { ${TOKEN_FIELDS} } } }`;
const LIST = `{ accessTokens { ${TOKEN_FIELDS} } }`;
const SIGN_OUT_EVERYWHERE = 'mutation { signOutEverywhere { endedSessions revokedTokens } }';
const MEMBER_TOKENS = `query($userId: ID!) { memberAccessTokens(userId: $userId) { ${TOKEN_FIELDS} } }`;
const REVOKE_MEMBER_TOKEN = `mutation($userId: ID!, $id: ID!) { revokeMemberAccessToken(userId: $userId, id: $id) { ${TOKEN_FIELDS} } }`;
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken refreshToken } }';

interface Created {
  createAccessToken: { secret: string; token: { id: string; name: string; scopes: string[]; expiresAt: string | null } };
}

const now = () => Math.floor(Date.now() / 1000);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What accounts tells the gateway about a token (`found: false` once revoked). */
const verify = async (secret: string): Promise<{ found: boolean; reason?: string }> => {
  const response = await fetch(new URL('/internal/access-tokens/verify', inject('subgraphUrls').accounts!), {
    method: 'POST',
    headers: { 'x-internal-token': await internalToken('accounts'), 'content-type': 'application/json' },
    body: JSON.stringify({ hash: sha256(secret) }),
  });
  return (await response.json()) as { found: boolean; reason?: string };
};

/** The token revocations the gateway's poll would read since `since`. */
const tokenRevocationsSince = async (since: Date): Promise<string[]> => {
  const url = new URL('/internal/session-revocations', inject('subgraphUrls').accounts!);
  url.searchParams.set('since', since.toISOString());
  const feed = (await (await fetch(url, { headers: { 'x-internal-token': await internalToken('accounts') } })).json()) as { tokenRevocations: Array<{ tokenId: string }> };
  return feed.tokenRevocations.map((entry) => entry.tokenId);
};

const newMember = async () => {
  const registered = await registerUser();
  return { ...registered, viewer: { ...viewerOf(registered), authTime: now() } satisfies ViewerOptions };
};

const create = (viewer: ViewerOptions, input: Record<string, unknown>) => accounts.gqlOk<Created>(CREATE, { input: { scopes: ['read'], ...input } }, viewer);

const mailsWithSubject = async (to: string, subject: RegExp, count = 1): Promise<OutboxMail[]> =>
  eventually(async () => {
    const mails = (await waitForMails(to, 1)).filter((mail) => subject.test(mail.subject));
    return mails.length >= count ? mails : undefined;
  }, 10_000, `${count} mail(s) "${subject.source}" to ${to}`);

describe('creating a personal access token needs proof she is there', () => {
  it('takes a sign-in from the last 5 minutes; an older one (or none known) needs the password, checked', async () => {
    const { viewer, password } = await newMember();
    const fresh = await create({ ...viewer, authTime: now() - 4 * 60 }, { name: 'fresh' });
    expect(fresh.createAccessToken.token.name).toBe('fresh');

    for (const stale of [{ ...viewer, authTime: now() - 6 * 60 }, { userId: viewer.userId, role: viewer.role }]) {
      const refused = await accounts.gql(CREATE, { input: { name: 'stale', scopes: ['read'] } }, stale);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Enter your password again: you signed in more than 5 minutes ago',
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'currentPassword' }] },
      });
      const wrong = await accounts.gql(CREATE, { input: { name: 'stale', scopes: ['read'], currentPassword: `${password}x` } }, stale);
      expect(wrong.errors?.[0]).toMatchObject({ message: 'That password is not right', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'currentPassword' }] } });
    }
    const withPassword = await create({ ...viewer, authTime: now() - 60 * 60 }, { name: 'with password', currentPassword: password });
    expect(withPassword.createAccessToken.token.name).toBe('with password');
    expect((await accounts.gqlOk<{ accessTokens: unknown[] }>(LIST, {}, viewer)).accessTokens).toHaveLength(2);
  });

  it('wrong passwords are throttled like sign-ins', async () => {
    const { viewer } = await newMember();
    const stale = { ...viewer, authTime: now() - 60 * 60 };
    const codes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const result = await accounts.gql(CREATE, { input: { name: 'guess', scopes: ['read'], currentPassword: `guess-${attempt}` } }, stale);
      codes.push(String(result.errors?.[0]?.extensions?.code));
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('BAD_USER_INPUT'));
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });

  it('the access JWT carries the sign-in time (auth_time), kept through refreshes', async () => {
    const registered = await registerUser();
    const first = decodeJwt(registered.accessToken);
    expect(first.auth_time).toBe(Math.floor(first.iat!));
    // Her sign-in was an hour ago: a refresh now keeps that time (the family's first token), not the refresh's.
    await accounts.withDatabase((client) =>
      client.query("update refresh_tokens set created_at = created_at - interval '1 hour' where user_id = $1", [registered.user.id]),
    );
    const refreshed = await refresh(registered.refreshToken);
    const claims = decodeJwt(refreshed.data!.refreshSession.accessToken);
    expect(Number(claims.auth_time)).toBeCloseTo(Number(first.auth_time) - 3600, -1);
    expect(Number(claims.iat) - Number(claims.auth_time)).toBeGreaterThanOrEqual(3600 - 5);
  });

  it('mails the owner what was created, never the secret', async () => {
    const { viewer, user } = await newMember();
    const { createAccessToken: created } = await create(viewer, { name: 'Zapier <b>sync</b>', scopes: ['write'], expiresInDays: 30 });
    const [mail] = await mailsWithSubject(user.email!, /personal access token was created/);
    expect(mail!.text).toContain('named “Zapier <b>sync</b>”');
    expect(mail!.text).toContain('read and change');
    expect(mail!.text).toMatch(/\/settings\/tokens/);
    expect(mail!.html).toContain('Zapier &#60;b&#62;sync&#60;/b&#62;');
    expect(`${mail!.text}${mail!.html}`).not.toContain(created.secret.slice(4));
  });
});

describe('admin-scope tokens expire', () => {
  it('needs an expiry of 1 to 90 days with the admin scope; other scopes may still choose none', async () => {
    const owner = { ...OWNER_VIEWER, authTime: now() };
    for (const expiresInDays of [null, 91, 365]) {
      const refused = await accounts.gql(CREATE, { input: { name: `admin ${expiresInDays}`, scopes: ['admin'], expiresInDays } }, owner);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'A token with the admin scope must expire: choose 1 to 90 days',
        extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'expiresInDays' }] },
      });
    }
    const admin = await create(owner, { name: `admin 90 ${Date.now()}`, scopes: ['admin'], expiresInDays: 90 });
    expect(admin.createAccessToken.token.expiresAt).not.toBeNull();
    const plain = await create(owner, { name: `plain ${Date.now()}`, scopes: ['write'] });
    expect(plain.createAccessToken.token.expiresAt).toBeNull();
    for (const { token } of [admin.createAccessToken, plain.createAccessToken]) {
      await accounts.gqlOk(REVOKE_MEMBER_TOKEN, { userId: OWNER_VIEWER.userId, id: token.id }, owner);
    }
  });
});

describe('her tokens end with her sessions', () => {
  it('a password reset revokes every token she holds, and the gateway feed says so', async () => {
    const { viewer, user } = await newMember();
    const tokens = [(await create(viewer, { name: 'one' })).createAccessToken, (await create(viewer, { name: 'two', scopes: ['write'] })).createAccessToken];
    const since = new Date(Date.now() - 2000);
    await accounts.gqlOk('mutation($email: String!) { requestPasswordReset(email: $email) }', { email: user.email });
    const [mail] = await mailsWithSubject(user.email!, /Reset your MomStride password/);
    await accounts.gqlOk('mutation($token: String!) { resetPassword(token: $token, newPassword: "A-new-path-every-day") }', { token: resetTokenFrom(mail!) });

    for (const { secret } of tokens) expect(await verify(secret)).toEqual({ found: false, reason: 'revoked' });
    expect((await accounts.gqlOk<{ accessTokens: unknown[] }>(LIST, {}, viewer)).accessTokens).toEqual([]);
    expect(await tokenRevocationsSince(since)).toEqual(expect.arrayContaining(tokens.map(({ token }) => token.id)));
  });

  it('"sign out everywhere" ends every session and revokes every token', async () => {
    const { viewer, user, password, refreshToken } = await newMember();
    const other = await accounts.gqlOk<{ login: { refreshToken: string } }>(LOGIN, { input: { email: user.email, password } });
    const tokens = [(await create(viewer, { name: 'one' })).createAccessToken, (await create(viewer, { name: 'two' })).createAccessToken];
    const bystander = await newMember();
    const kept = (await create(bystander.viewer, { name: 'kept' })).createAccessToken;
    const since = new Date(Date.now() - 2000);

    const done = await accounts.gqlOk<{ signOutEverywhere: { endedSessions: number; revokedTokens: number } }>(SIGN_OUT_EVERYWHERE, {}, viewer);
    expect(done.signOutEverywhere).toEqual({ endedSessions: 2, revokedTokens: 2 });
    for (const token of [refreshToken, other.login.refreshToken]) expect((await refresh(token)).errors?.[0]?.message).toBe('Invalid refresh token');
    for (const { secret } of tokens) expect(await verify(secret)).toEqual({ found: false, reason: 'revoked' });
    expect(await tokenRevocationsSince(since)).toEqual(expect.arrayContaining(tokens.map(({ token }) => token.id)));
    const revocations = await accounts.withDatabase(
      async (client) => (await client.query('select 1 from session_revocations where user_id = $1 and revoked_at >= $2', [viewer.userId, since])).rowCount,
    );
    expect(revocations).toBeGreaterThanOrEqual(1);
    // Another member's token is untouched; a second call finds nothing left to end.
    expect(await verify(kept.secret)).toMatchObject({ found: true });
    expect((await accounts.gqlOk<{ signOutEverywhere: unknown }>(SIGN_OUT_EVERYWHERE, {}, viewer)).signOutEverywhere).toEqual({ endedSessions: 0, revokedTokens: 0 });
  });

  it('"sign out everywhere" racing a refresh of the same session leaves no session that can refresh', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { viewer, refreshToken } = await newMember();
      const [refreshed] = await Promise.all([refresh(refreshToken), accounts.gqlOk(SIGN_OUT_EVERYWHERE, {}, viewer)]);
      const next = refreshed.data?.refreshSession.refreshToken;
      if (next) expect((await refresh(next)).errors?.[0]?.message, `round ${round}`).toBe('Invalid refresh token');
      const live = await accounts.withDatabase(
        async (client) => (await client.query('select 1 from refresh_tokens where user_id = $1 and revoked_at is null', [viewer.userId])).rowCount,
      );
      expect(live, `round ${round}`).toBe(0);
    }
  });

  it('"sign out everywhere" needs a sign-in session: a token cannot, nor can a visitor', async () => {
    const { viewer } = await newMember();
    const { createAccessToken: created } = await create(viewer, { name: 'mine', scopes: ['write'] });
    const asToken = await accounts.gql(SIGN_OUT_EVERYWHERE, {}, { ...viewer, scopes: ['read', 'write'] });
    expect(asToken.errors?.[0]).toMatchObject({ message: "Sign in to sign out everywhere — a personal access token can't do that", extensions: { code: 'FORBIDDEN' } });
    expect((await accounts.gql(SIGN_OUT_EVERYWHERE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await verify(created.secret)).toMatchObject({ found: true });
  });
});

describe("an admin manages any member's tokens", () => {
  it('lists and revokes a member’s tokens; members, tokens and unknown ids are refused', async () => {
    const { viewer } = await newMember();
    const owner = { ...OWNER_VIEWER, authTime: now() };
    const first = (await create(viewer, { name: 'first' })).createAccessToken;
    const second = (await create(viewer, { name: 'second', scopes: ['write'], expiresInDays: 7 })).createAccessToken;

    const listed = await accounts.gqlOk<{ memberAccessTokens: Array<{ id: string; name: string }> }>(MEMBER_TOKENS, { userId: viewer.userId }, owner);
    expect(listed.memberAccessTokens.map((token) => token.name)).toEqual(['second', 'first']);
    expect(JSON.stringify(listed)).not.toContain(first.secret.slice(12));

    const revoked = await accounts.gqlOk<{ revokeMemberAccessToken: { id: string } }>(REVOKE_MEMBER_TOKEN, { userId: viewer.userId, id: first.token.id }, owner);
    expect(revoked.revokeMemberAccessToken.id).toBe(first.token.id);
    expect(await verify(first.secret)).toEqual({ found: false, reason: 'revoked' });
    expect(await verify(second.secret)).toMatchObject({ found: true });

    const other = await newMember();
    const notHers = await accounts.gql(REVOKE_MEMBER_TOKEN, { userId: other.viewer.userId, id: second.token.id }, owner);
    expect(notHers.errors?.[0]).toMatchObject({ message: 'Token not found', extensions: { code: 'NOT_FOUND' } });
    for (const userId of ['0b6a4f1e-5d1c-4c1e-9a51-00000000dead', 'nope']) {
      const unknown = await accounts.gql(MEMBER_TOKENS, { userId }, owner);
      expect(unknown.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    }
    const asMember = await accounts.gql(MEMBER_TOKENS, { userId: viewer.userId }, other.viewer);
    expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const forged = await accounts.gql(REVOKE_MEMBER_TOKEN, { userId: viewer.userId, id: second.token.id }, { ...other.viewer, role: 'admin' });
    expect(forged.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asToken = await accounts.gql(MEMBER_TOKENS, { userId: viewer.userId }, { ...owner, scopes: ['read', 'admin'] });
    expect(asToken.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await verify(second.secret)).toMatchObject({ found: true });
  });
});
