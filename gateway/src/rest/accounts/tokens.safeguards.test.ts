/**
 * /api for what keeps personal access tokens in their owner's hands (docs/security.md, M1): the password again for an
 * old sign-in, "sign out everywhere" (POST /api/auth/logout-all), a password reset revoking every token, and an
 * admin's view of a member's tokens (/api/users/{id}/tokens) — each through the real gateway, its revocation poll
 * included.
 */
import { describe, expect, it } from 'vitest';
import { call, loginOwner, type Member, newestMailTo, queryRows, registerMember, subgraphDatabaseUrl } from '@momstride/testing';

const INVALID = { detail: 'Could not validate credentials' };

const createToken = async (owner: { accessToken: string }, json: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/tokens', { token: owner.accessToken, json: { name: `token ${Math.random()}`, scopes: ['read'], ...json } });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; token: string };
};

/** Polls until `path` answers `status` for `token` (the gateway learns revocations within about a second). */
const untilStatus = (token: string, status: number, path = '/api/users/me') =>
  expect.poll(async () => (await call('GET', path, { token })).status, { timeout: 5_000, interval: 100 }).toBe(status);

/** A session whose sign-in was an hour ago: its refresh family is backdated, then refreshed. */
const oldSession = async (member: Member): Promise<string> => {
  await queryRows(subgraphDatabaseUrl('accounts'), "update refresh_tokens set created_at = created_at - interval '1 hour' where user_id = $1", [member.user.id]);
  const refreshed = await call('POST', '/api/auth/refresh', { json: { refresh_token: member.refreshToken } });
  expect(refreshed.status, refreshed.text).toBe(200);
  return refreshed.body.access_token as string;
};

describe('POST /api/tokens asks for the password again after 5 minutes', () => {
  it('422 on current_password without it or with a wrong one; 201 with it; the owner is mailed', async () => {
    const member = await registerMember();
    const accessToken = await oldSession(member);
    const missing = await call('POST', '/api/tokens', { token: accessToken, json: { name: 'late', scopes: ['read'] } });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('Enter your password again: you signed in more than 5 minutes ago');
    expect(JSON.stringify(missing.body)).toContain('current_password');
    const wrong = await call('POST', '/api/tokens', { token: accessToken, json: { name: 'late', scopes: ['read'], current_password: 'not-it-at-all' } });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body)).toContain('That password is not right');
    const created = await createToken({ accessToken }, { name: 'late', current_password: member.password });
    const mail = await newestMailTo(member.email);
    expect(mail?.subject).toBe('A new personal access token was created for your MomStride account');
    expect(mail?.text).toContain('named “late”');
    expect(mail?.text).not.toContain(created.token.slice(4));
  });

  it('an admin-scope token needs an expiry of at most 90 days', async () => {
    const owner = await loginOwner();
    const never = await call('POST', '/api/tokens', { token: owner.accessToken, json: { name: `ops ${Date.now()}`, scopes: ['admin'] } });
    expect(never.status).toBe(422);
    expect(JSON.stringify(never.body)).toContain('A token with the admin scope must expire: choose 1 to 90 days');
    const { id } = await createToken(owner, { name: `ops ${Date.now()}`, scopes: ['admin'], expires_in_days: 90 });
    expect((await call('DELETE', `/api/tokens/${id}`, { token: owner.accessToken })).status).toBe(200);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session and revokes every token: all refused within a second or two', async () => {
    const member = await registerMember();
    const other = await call('POST', '/api/auth/login', { json: { email: member.email, password: member.password } });
    expect(other.status).toBe(200);
    const { token } = await createToken(member, { scopes: ['write'] });
    expect((await call('GET', '/api/users/me', { token })).status).toBe(200);

    const done = await call('POST', '/api/auth/logout-all', { token: member.accessToken });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({
      message: 'Signed out everywhere: every session has ended and every access token is revoked.',
      ended_sessions: 2,
      revoked_tokens: 1,
    });
    await untilStatus(member.accessToken, 401);
    await untilStatus(other.body.access_token as string, 401);
    await untilStatus(token, 401);
    expect((await call('GET', '/api/users/me', { token })).body).toEqual(INVALID);
    for (const refreshToken of [member.refreshToken, other.body.refresh_token as string]) {
      expect((await call('POST', '/api/auth/refresh', { json: { refresh_token: refreshToken } })).status).toBe(401);
    }
    // She signs in again as usual.
    expect((await call('POST', '/api/auth/login', { json: { email: member.email, password: member.password } })).status).toBe(200);
  });

  it('401 without a sign-in; 403 with a personal access token', async () => {
    expect((await call('POST', '/api/auth/logout-all')).status).toBe(401);
    const member = await registerMember();
    const { token } = await createToken(member, { scopes: ['write'] });
    const withToken = await call('POST', '/api/auth/logout-all', { token });
    expect(withToken.status).toBe(403);
    expect(withToken.body).toEqual({ detail: "Sign in to sign out everywhere — a personal access token can't do that" });
    expect((await call('GET', '/api/users/me', { token: member.accessToken })).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('revokes every personal access token she holds', async () => {
    const member = await registerMember();
    const { token } = await createToken(member);
    expect((await call('GET', '/api/users/me', { token })).status).toBe(200);
    // The creation notice first, so the newest mail is the reset link below.
    await expect.poll(async () => (await newestMailTo(member.email))?.subject, { timeout: 10_000 }).toMatch(/access token was created/);
    expect((await call('POST', '/api/auth/forgot-password', { json: { email: member.email } })).status).toBe(200);
    await expect.poll(async () => (await newestMailTo(member.email))?.subject, { timeout: 10_000 }).toBe('Reset your MomStride password');
    const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec((await newestMailTo(member.email))!.text)![1];
    const reset = await call('POST', '/api/auth/reset-password', { json: { token: resetToken, new_password: 'A-new-path-every-day' } });
    expect(reset.status, reset.text).toBe(200);
    await untilStatus(token, 401);
  });
});

describe('/api/users/{id}/tokens (admins)', () => {
  it("lists and revokes a member's tokens; members get 403, unknown members 404", async () => {
    const [member, other] = await Promise.all([registerMember(), registerMember()]);
    const first = await createToken(member, { name: 'first' });
    const second = await createToken(member, { name: 'second', scopes: ['write'], expires_in_days: 7 });
    const owner = await loginOwner();

    const listed = await call('GET', `/api/users/${member.user.id}/tokens`, { token: owner.accessToken });
    expect(listed.status, listed.text).toBe(200);
    expect((listed.body as Array<{ name: string }>).map((token) => token.name)).toEqual(['second', 'first']);
    expect(listed.text).not.toContain(first.token.slice(12));

    expect((await call('GET', `/api/users/${member.user.id}/tokens`, { token: other.accessToken })).status).toBe(403);
    expect((await call('DELETE', `/api/users/${member.user.id}/tokens/${first.id}`, { token: other.accessToken })).status).toBe(403);
    expect((await call('GET', '/api/users/0b6a4f1e-5d1c-4c1e-9a51-00000000dead/tokens', { token: owner.accessToken })).status).toBe(404);
    expect((await call('DELETE', `/api/users/${other.user.id}/tokens/${first.id}`, { token: owner.accessToken })).status).toBe(404);

    const revoked = await call('DELETE', `/api/users/${member.user.id}/tokens/${first.id}`, { token: owner.accessToken });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toEqual({ message: 'Token revoked' });
    await untilStatus(first.token, 401);
    expect((await call('GET', '/api/users/me', { token: second.token })).status).toBe(200);
  });
});
