import { describe, expect, inject, it } from 'vitest';
import { internalToken, OWNER_VIEWER, registerUser, resetTokenFrom, subgraph, waitForMails } from '@momstride/testing';

const accounts = subgraph('accounts');

interface Feed {
  now: string;
  revocations: Array<{ userId: string; revokedAt: string }>;
}

const endpoint = (since?: string) => {
  const url = new URL('/internal/session-revocations', inject('subgraphUrls').accounts!);
  if (since !== undefined) url.searchParams.set('since', since);
  return url;
};

const feed = async (since?: string): Promise<Feed> => {
  const response = await fetch(endpoint(since), { headers: { 'x-internal-token': await internalToken('accounts') } });
  expect(response.status).toBe(200);
  return (await response.json()) as Feed;
};

describe('GET /internal/session-revocations', () => {
  it('lists role changes and deletions since a time; `now` is a watermark to pass back', async () => {
    const start = await feed();
    const [promoted, deleted] = await Promise.all([registerUser(), registerUser()]);
    const before = Date.now();
    await accounts.gqlOk('mutation($id: ID!) { setUserRole(userId: $id, role: admin) { id } }', { id: promoted.user.id }, OWNER_VIEWER);
    await accounts.gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: deleted.user.id }, OWNER_VIEWER);
    const after = Date.now();

    const next = await feed(start.now);
    const byUser = new Map(next.revocations.map((entry) => [entry.userId, Date.parse(entry.revokedAt)]));
    for (const id of [promoted.user.id, deleted.user.id]) {
      expect(byUser.get(id)).toBeGreaterThanOrEqual(before - 1000);
      expect(byUser.get(id)).toBeLessThanOrEqual(after + 1000);
    }
    expect(Date.parse(next.now)).toBeLessThanOrEqual(Date.now());
    // A later `since` leaves them out.
    const later = await feed(new Date(after + 60_000).toISOString());
    expect(later.revocations.some((entry) => entry.userId === promoted.user.id)).toBe(false);
  });

  it('is not recorded for a no-op role change', async () => {
    const user = await registerUser();
    const since = new Date(Date.now() - 1000).toISOString();
    await accounts.gqlOk('mutation($id: ID!) { setUserRole(userId: $id, role: member) { id } }', { id: user.user.id }, OWNER_VIEWER);
    expect((await feed(since)).revocations.some((entry) => entry.userId === user.user.id)).toBe(false);
  });

  it('records a password reset', async () => {
    const user = await registerUser();
    const since = new Date(Date.now() - 1000).toISOString();
    await accounts.gqlOk('mutation($email: String!) { requestPasswordReset(email: $email) }', { email: user.user.email });
    const [mail] = await waitForMails(user.user.email!);
    const reset = await accounts.gql('mutation($token: String!) { resetPassword(token: $token, newPassword: "Brand-new-walk-2026") }', {
      token: resetTokenFrom(mail!),
    });
    expect(reset.errors).toBeUndefined();
    expect((await feed(since)).revocations.some((entry) => entry.userId === user.user.id)).toBe(true);
  });

  it('needs a valid since', async () => {
    expect((await fetch(endpoint())).status).toBe(401);
    const bad = await fetch(endpoint('yesterday'), { headers: { 'x-internal-token': await internalToken('accounts') } });
    expect(bad.status).toBe(400);
  });
});
