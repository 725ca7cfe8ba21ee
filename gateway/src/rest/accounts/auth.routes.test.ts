import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newestMailTo, post, registerMember, resetTokenFor, TEST_PASSWORD, uniqueEmail } from '@momstride/testing';
import { USER_JSON_KEYS } from '../../testing/rest-user.js';

const FORGOT_REPLY = { message: 'If an account exists for that email, a password reset link has been sent.' };
const RESET_REPLY = { message: 'Password has been reset successfully.' };

const expectAuthPayload = (body: Record<string, unknown>) => {
  expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token', 'user']);
  expect(typeof body['access_token']).toBe('string');
  expect(typeof body['refresh_token']).toBe('string');
  expect(Object.keys(body['user'] as object).sort()).toEqual(USER_JSON_KEYS);
};

describe('POST /api/auth/register', () => {
  it('creates a member and answers {access_token, refresh_token, user} with every spec field', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/register', { first_name: 'Ada', last_name: 'Stride', email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expectAuthPayload(res.body);
    expect(res.body.user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Stride',
      email,
      role: 'member',
      interests: [],
      followers_count: 0,
      following_count: 0,
      is_organization_owner: false,
      has_pending_admin_request: false,
    });
    expect(Number.isNaN(Date.parse(res.body.user.created_at))).toBe(false);
  });

  it('answers 422 FastAPI items for every missing field', async () => {
    const res = await post('/api/auth/register', { email: uniqueEmail() });
    expect(res.status).toBe(422);
    const missing = res.body.detail.map((item: { loc: unknown[] }) => item.loc[1]).sort();
    expect(missing).toEqual(['first_name', 'last_name', 'password']);
    for (const item of res.body.detail) expect(item).toMatchObject({ type: 'missing', msg: 'Field required', loc: ['body', expect.any(String)] });
  });

  it('answers 422 for a body of the wrong type and for a missing body', async () => {
    const wrongType = await post('/api/auth/register', { first_name: 1, last_name: 'X', email: uniqueEmail(), password: TEST_PASSWORD });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.detail[0]).toMatchObject({ type: 'string_type', loc: ['body', 'first_name'], input: 1 });
    const noBody = await post('/api/auth/register', undefined);
    expect(noBody.status).toBe(422);
    expect(noBody.body.detail).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
  });

  it('rejects a malformed email with 422 on the email field', async () => {
    const res = await post('/api/auth/register', { first_name: 'A', last_name: 'B', email: 'not-an-email', password: TEST_PASSWORD });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'email'], type: 'value_error' })]);
  });

  it('rejects a short password with the product\'s message', async () => {
    const res = await post('/api/auth/register', { first_name: 'A', last_name: 'B', email: uniqueEmail(), password: '12345' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { type: 'value_error', loc: ['body', 'password'], msg: 'Password must be at least 6 characters', input: '12345' },
    ]);
  });

  it('reports blank names with the product\'s messages, all together', async () => {
    const res = await post('/api/auth/register', { first_name: '  ', last_name: '', email: uniqueEmail(), password: TEST_PASSWORD });
    expect(res.status).toBe(422);
    const byField = Object.fromEntries(res.body.detail.map((item: { loc: string[]; msg: string }) => [item.loc[1], item.msg]));
    expect(byField).toMatchObject({ first_name: 'First name is required', last_name: 'Last name is required' });
  });

  it('answers 409 for an email that is already registered', async () => {
    const { email } = await registerMember();
    const res = await post('/api/auth/register', { first_name: 'A', last_name: 'B', email, password: TEST_PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: expect.any(String) });
    expect(res.body.detail.length).toBeGreaterThan(0);
  });

  it('does not let anyone self-promote: role admin becomes a member with a pending admin request', async () => {
    const res = await post('/api/auth/register', {
      first_name: 'Eve',
      last_name: 'Climber',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      role: 'admin',
      is_organization_owner: true,
      has_pending_admin_request: false,
      followers_count: 1000,
      _id: '00000000-0000-0000-0000-000000000001',
      id: '00000000-0000-0000-0000-000000000001',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'member', is_organization_owner: false, has_pending_admin_request: true, followers_count: 0 });
    expect(res.body.user.id).not.toBe('00000000-0000-0000-0000-000000000001');
  });

  it('rejects roles the product does not offer (owner) instead of creating anything', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/register', { first_name: 'A', last_name: 'B', email, password: TEST_PASSWORD, role: 'owner' });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'role'], input: 'owner' });
    const login = await post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(login.status).toBe(401);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in a seeded demo member', async () => {
    const res = await post('/api/auth/login', { email: 'maya@momstride.example', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expectAuthPayload(res.body);
    expect(res.body.user).toMatchObject({ email: 'maya@momstride.example', role: 'member' });
  });

  it('signs in the organization owner as admin', async () => {
    const res = await post('/api/auth/login', { email: 'olivia@momstride.example', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'admin', is_organization_owner: true, first_name: 'Olivia', last_name: 'Bennett' });
  });

  it('answers 401 "Incorrect email or password" for a wrong password and for an unknown email alike', async () => {
    const { email } = await registerMember();
    const wrong = await post('/api/auth/login', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'whatever-password' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ detail: 'Incorrect email or password' });
  });

  it('answers 422 for missing fields', async () => {
    const res = await post('/api/auth/login', { password: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ type: 'missing', loc: ['body', 'email'], msg: 'Field required', input: { password: 'x' } }]);
  });

  it('still works with a stale Authorization header (the viewer is anonymous then)', async () => {
    const { email, password } = await registerMember();
    const res = await post('/api/auth/login', { email, password }, { token: 'stale.invalid.token' });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token', async () => {
    const member = await registerMember();
    const res = await post('/api/auth/refresh', { refresh_token: member.refreshToken });
    expect(res.status).toBe(200);
    expectAuthPayload(res.body);
    expect(res.body.refresh_token).not.toBe(member.refreshToken);
    expect(res.body.user.email).toBe(member.email);
  });

  it('answers 401 for an unknown refresh token', async () => {
    const res = await post('/api/auth/refresh', { refresh_token: 'definitely-not-a-refresh-token' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: expect.any(String) });
  });

  it('answers 422 when refresh_token is missing', async () => {
    const res = await post('/api/auth/refresh', {});
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'refresh_token'] });
  });

  it('reusing a rotated token revokes the whole family, newer tokens included', async () => {
    const member = await registerMember();
    const first = await post('/api/auth/refresh', { refresh_token: member.refreshToken });
    expect(first.status).toBe(200);
    const reuse = await post('/api/auth/refresh', { refresh_token: member.refreshToken });
    expect(reuse.status).toBe(401);
    const newer = await post('/api/auth/refresh', { refresh_token: first.body.refresh_token });
    expect(newer.status).toBe(401);
  });

  it('concurrent refreshes of one token: exactly one succeeds', async () => {
    const member = await registerMember();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/auth/refresh', { refresh_token: member.refreshToken })),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 401, 401, 401, 401]);
  });
});

describe('password reset', () => {
  it('forgot-password gives the same reply for known and unknown emails', async () => {
    const { email } = await registerMember();
    const known = await post('/api/auth/forgot-password', { email });
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(FORGOT_REPLY);
    expect(unknown.body).toEqual(FORGOT_REPLY);
  });

  it('resets the password with the mailed token, ends old sessions, and the token works once', async () => {
    const member = await registerMember();
    expect((await post('/api/auth/forgot-password', { email: member.email })).status).toBe(200);
    const mail = await newestMailTo(member.email);
    expect(mail?.text).toMatch(/\/reset-password\?token=/);
    const token = await resetTokenFor(member.email);
    const newPassword = 'Brand-new-route-2026';

    const reset = await post('/api/auth/reset-password', { token, new_password: newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual(RESET_REPLY);

    expect((await post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(401);
    expect((await post('/api/auth/login', { email: member.email, password: newPassword })).status).toBe(200);
    expect((await post('/api/auth/refresh', { refresh_token: member.refreshToken })).status).toBe(401);

    const again = await post('/api/auth/reset-password', { token, new_password: 'Another-new-one-2026' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: expect.any(String) });
  });

  it('a reset token is single use under concurrency', async () => {
    const member = await registerMember();
    await post('/api/auth/forgot-password', { email: member.email });
    const token = await resetTokenFor(member.email);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => post('/api/auth/reset-password', { token, new_password: `Parallel-reset-${i}-2026` })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('rejects an invalid reset token with 400', async () => {
    const res = await post('/api/auth/reset-password', { token: 'bogus-token', new_password: 'Long-enough-2026' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: expect.any(String) });
  });

  it('rejects an expired reset token with 400', async () => {
    const member = await registerMember();
    await post('/api/auth/forgot-password', { email: member.email });
    const token = await resetTokenFor(member.email);
    const url = new URL(inject('serverDatabaseUrl'));
    url.pathname = '/momstride_accounts';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const updated = await client.query(
        `update password_reset_tokens set expires_at = now() - interval '1 minute'
          where user_id = (select id from users where email = $1)`,
        [member.email],
      );
      expect(updated.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    const res = await post('/api/auth/reset-password', { token, new_password: 'Long-enough-2026' });
    expect(res.status).toBe(400);
  });

  it('rejects a short new password with the product\'s message on new_password', async () => {
    const res = await post('/api/auth/reset-password', { token: 'whatever', new_password: '1234567' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { type: 'value_error', loc: ['body', 'new_password'], msg: 'Password must be at least 8 characters long', input: '1234567' },
    ]);
  });

  it('answers 422 for missing reset fields', async () => {
    const res = await post('/api/auth/reset-password', {});
    expect(res.status).toBe(422);
    expect(res.body.detail.map((item: { loc: string[] }) => item.loc[1]).sort()).toEqual(['new_password', 'token']);
  });
});
