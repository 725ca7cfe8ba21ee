import { describe, expect, it } from 'vitest';
import { call, eventually, graphql, loginOwner, registerMember } from '@momstride/testing';

/** Waits until `check` holds (at most `timeoutMs`); answers how long it took (ms). */
const timeUntil = async (check: () => Promise<boolean>, timeoutMs: number): Promise<number> => {
  const started = Date.now();
  await eventually(async () => ((await check()) ? true : undefined), timeoutMs, 'the revocation to reach the gateway');
  return Date.now() - started;
};

describe('session revocations', () => {
  it("refuses a deleted user's access token within about two seconds (401 on REST, anonymous on GraphQL)", async () => {
    const member = await registerMember();
    expect((await call('GET', '/api/users/me', { token: member.accessToken })).status).toBe(200);
    const owner = await loginOwner();
    const deleted = await call('DELETE', `/api/users/${member.user.id}`, { token: owner.accessToken });
    expect(deleted.status).toBe(200);

    // The gateway itself refuses the token (accounts alone would answer "Not authenticated" for a missing user).
    const refusedByGateway = async () => {
      const res = await call('GET', '/api/users/me', { token: member.accessToken });
      return res.status === 401 && res.body.detail === 'Could not validate credentials';
    };
    expect(await timeUntil(refusedByGateway, 2_500)).toBeLessThan(2_500);

    // On GraphQL the token counts as no sign-in: the operation runs anonymously and `me` is refused.
    const gql = await graphql('query { me { id } }', {}, { token: member.accessToken });
    expect(gql.status).toBe(200);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // Other users' sessions are untouched.
    expect((await call('GET', '/api/users/me', { token: owner.accessToken })).status).toBe(200);
  });

  it('ends the sessions of a user whose role changed; a sign-in right after the change works', async () => {
    const member = await registerMember();
    const owner = await loginOwner();
    expect((await call('PUT', `/api/users/${member.user.id}`, { token: owner.accessToken, json: { role: 'admin' } })).status).toBe(200);
    // She signs in again at once, most likely within the second of the revocation: `iat` carries milliseconds,
    // so the new token is newer than the revocation.
    const again = await call('POST', '/api/auth/login', { json: { email: member.email, password: member.password } });
    expect(again.status).toBe(200);
    // Evidence that the gateway now holds the revocation: her old token is refused. The new one is judged
    // against it from then on.
    await timeUntil(async () => (await call('GET', '/api/users/me', { token: member.accessToken })).status === 401, 2_500);
    const me = await call('GET', '/api/users/me', { token: again.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('admin');
  });
});
