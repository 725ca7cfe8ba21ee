/**
 * How a session ends: logging out voids the access token too (at the gateway, through the session-revocation
 * feed a deletion uses), a refresh-token family lives at most 90 days from its sign-in however often it is
 * rotated, and access-token `iat` and revocation times come from one clock (the database's), so a sign-in right
 * after a revocation is judged against it to the millisecond.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  type AuthPayload,
  eventually,
  gatewayGql,
  LOGIN,
  queryRows,
  refresh,
  registerUser,
  subgraph,
  subgraphGql,
} from '@momstride/testing';

const accounts = subgraph('accounts');
const ME = '{ me { id } }';

const meCode = async (token: string) => (await gatewayGql<{ me: { id: string } }>(ME, {}, { token })).errors?.[0]?.extensions?.code;

/** Waits until the gateway refuses `token` (it polls revocations every second). */
const refusedWithin = (timeoutMs: number, token: string) =>
  eventually(async () => ((await meCode(token)) === 'UNAUTHENTICATED' ? true : undefined), timeoutMs, 'the gateway to refuse the revoked token');

const signIn = async (email: string, password: string): Promise<AuthPayload> => {
  const result = await subgraphGql<{ login: AuthPayload }>('accounts', LOGIN, { input: { email, password } });
  if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login;
};

describe('logout', () => {
  it('voids the access token at the gateway (UNAUTHENTICATED), not only the refresh token', async () => {
    const member = await registerUser();
    expect(await meCode(member.accessToken)).toBeUndefined();
    const out = await gatewayGql<{ logout: boolean }>('mutation($t: String!) { logout(refreshToken: $t) }', { t: member.refreshToken }, { token: member.accessToken });
    expect(out.data?.logout).toBe(true);
    expect(await refusedWithin(3_000, member.accessToken)).toBe(true);
    expect((await refresh(member.refreshToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('refresh-token family lifetime', () => {
  const ageFamily = (userId: string, days: number) =>
    queryRows(accounts.databaseUrl(), `update refresh_tokens set created_at = created_at - $2 * interval '1 day' where user_id = $1`, [userId, days]);

  it('rotates on day 89 of a sign-in and refuses a refresh on day 91', async () => {
    const member = await registerUser();
    await ageFamily(member.user.id, 89);
    const day89 = await refresh(member.refreshToken);
    expect(day89.errors).toBeUndefined();
    const rotated = day89.data!.refreshSession.refreshToken;
    // The family's first sign-in is now 91 days old; the token itself was issued a moment ago.
    await ageFamily(member.user.id, 2);
    const day91 = await refresh(rotated);
    expect(day91.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A new sign-in starts a new family.
    const again = await signIn(member.user.email!, member.password);
    expect((await refresh(again.refreshToken)).errors).toBeUndefined();
  });
});

describe('iat and revocations on one clock', () => {
  it('a token issued before a revocation is void and one issued right after it (same second) is valid', async () => {
    const member = await registerUser();
    const before = await signIn(member.user.email!, member.password);
    await gatewayGql('mutation($t: String!) { logout(refreshToken: $t) }', { t: before.refreshToken }, { token: before.accessToken });
    const after = await signIn(member.user.email!, member.password);

    const [revocation] = await queryRows<{ revoked_at: Date }>(
      accounts.databaseUrl(),
      'select max(revoked_at) as revoked_at from session_revocations where user_id = $1',
      [member.user.id],
    );
    const revokedAtMs = new Date(revocation!.revoked_at).getTime();
    const iatBefore = decodeJwt(before.accessToken).iat! * 1000;
    const iatAfter = decodeJwt(after.accessToken).iat! * 1000;
    // Both stamped by the database: ordered as the statements ran, to the millisecond.
    expect(iatBefore).toBeLessThanOrEqual(revokedAtMs);
    expect(iatAfter).toBeGreaterThanOrEqual(revokedAtMs);
    // The access token's iat is the database time its refresh token was created at.
    const [created] = await queryRows<{ created_at: Date }>(
      accounts.databaseUrl(),
      'select created_at from refresh_tokens where user_id = $1 order by created_at desc limit 1',
      [member.user.id],
    );
    expect(iatAfter).toBe(new Date(created!.created_at).getTime());

    expect(await refusedWithin(3_000, before.accessToken)).toBe(true);
    // Unless signed in within the very millisecond of the logout (then refused, the safe side), the new token works.
    if (iatAfter > revokedAtMs) expect(await meCode(after.accessToken)).toBeUndefined();
  });
});
