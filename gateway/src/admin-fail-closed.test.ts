/**
 * Admin rights fail closed (docs/security.md, L1): a demotion reaches the other subgraphs only through the gateway's
 * revocation poll, so while that gateway cannot poll accounts (its last successful poll older than a few seconds) an
 * admin's role claim counts as member — for a session's access token and for an admin-scope personal access token —
 * and admin-only operations of other subgraphs answer FORBIDDEN; once polls succeed again, admin rights are back.
 *
 * A gateway of its own reaches accounts through a loopback TCP relay this test closes and reopens; the stack's
 * gateway (sign-in, token creation) reaches accounts directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsRelay,
  call,
  type ExtraGateway,
  graphql,
  loginOwner,
  registerMember,
  startRelayedGateway,
  stopService,
} from '@momstride/testing';

/** An admin-only query of commerce (no accounts field in it): its first error code, or 'ok'. */
const ORDERS = '{ orders(limit: 1) { id } }';

describe('admin rights while the revocation view is stale', () => {
  let gateway: ExtraGateway | undefined;
  let relay: AccountsRelay | undefined;

  beforeAll(async () => {
    ({ gateway, relay } = await startRelayedGateway('gateway-admin-fail-closed'));
  }, 60_000);

  afterAll(async () => {
    await relay?.cut();
    if (gateway) await stopService(gateway.service);
  });

  it("an admin's session and admin-scope token act as member until the poll succeeds again", async () => {
    const baseUrl = gateway!.baseUrl;
    const owner = await loginOwner();
    const created = await call('POST', '/api/tokens', { token: owner.accessToken, json: { name: `fail closed ${Date.now()}`, scopes: ['admin'], expires_in_days: 1 } });
    expect(created.status, created.text).toBe(201);
    const adminToken = created.body.token as string;
    const member = await registerMember();
    const outcome = async (token: string) => {
      const reply = await graphql(ORDERS, {}, { token, baseUrl });
      return (reply.body.errors?.[0]?.extensions?.code as string | undefined) ?? (reply.body.data?.orders ? 'ok' : JSON.stringify(reply.body));
    };

    // Accounts reachable: admins are admins (the token is verified now, and cached by this gateway).
    await expect.poll(() => outcome(owner.accessToken), { timeout: 10_000 }).toBe('ok');
    expect(await outcome(adminToken)).toBe('ok');
    expect(await outcome(member.accessToken)).toBe('FORBIDDEN');

    await relay!.cut();
    // Polls now fail: within a few seconds the view is stale and admin claims count as member.
    await expect.poll(() => outcome(owner.accessToken), { timeout: 15_000, interval: 250 }).toBe('FORBIDDEN');
    expect(await outcome(adminToken)).toBe('FORBIDDEN');
    const rest = await call('GET', '/api/orders', { token: owner.accessToken, baseUrl });
    expect(rest.status, rest.text).toBe(403);
    // Still signed in as herself, only without admin rights: her own wellness goals (no accounts call) answer.
    expect((await call('GET', '/api/wellness/goals', { token: owner.accessToken, baseUrl })).status).toBe(200);

    await relay!.open();
    await expect.poll(() => outcome(owner.accessToken), { timeout: 15_000, interval: 250 }).toBe('ok');
    expect(await outcome(adminToken)).toBe('ok');
  });
});
