/**
 * Member accounts unreachable from a gateway: a personal access token that gateway verified in the last minute keeps
 * working; one it has not seen cannot be checked, and is answered 503 with Retry-After in accounts' words (REST and
 * GraphQL) — never 401, which would tell an integration its token is dead, and never served as anonymous. Once
 * accounts answers again, the same token works.
 *
 * A gateway of its own reaches accounts through a loopback TCP relay this test closes and reopens; the test stack's
 * gateway (and so the token's creation) reaches accounts directly.
 */
import { newAccessTokenSecret } from '@momstride/kit/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsRelay,
  call,
  graphql,
  type Member,
  registerMember,
  type ServiceProcess,
  startRelayedGateway,
  stopService,
} from '@momstride/testing';

const ACCOUNTS_UNAVAILABLE = 'Member accounts and sign-in are temporarily unavailable. Please try again in a moment.';

describe('personal access tokens while member accounts cannot be reached', () => {
  let gateway: ServiceProcess | undefined;
  let baseUrl = '';
  let relay: AccountsRelay;
  let member: Member;

  beforeAll(async () => {
    const [started, registered] = await Promise.all([startRelayedGateway('gateway-accounts-relayed'), registerMember()]);
    gateway = started.gateway.service;
    baseUrl = started.gateway.baseUrl;
    relay = started.relay;
    member = registered;
  }, 60_000);

  afterAll(async () => {
    await relay?.cut();
    if (gateway) await stopService(gateway);
  });

  const newToken = async (): Promise<string> => {
    const created = await call('POST', '/api/tokens', { token: member.accessToken, json: { name: `outage ${Math.random()}`, scopes: ['read'] } });
    expect(created.status, created.text).toBe(201);
    return created.body.token as string;
  };

  it('a token seen in the last minute still works; an unseen one gets 503 + Retry-After (REST and GraphQL), then works once accounts is back', async () => {
    const seen = await newToken();
    const unseen = await newToken();
    const goals = (token: string) => call('GET', '/api/wellness/goals', { token, baseUrl });
    expect((await goals(seen)).status).toBe(200);

    await relay.cut();
    // Her wellness goals need nothing of accounts: what the gateway knows of the token is enough.
    const cached = await goals(seen);
    expect(cached.status, cached.text).toBe(200);

    const rest = await goals(unseen);
    expect(rest.status, rest.text).toBe(503);
    expect(rest.body).toEqual({ detail: ACCOUNTS_UNAVAILABLE });
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.headers['www-authenticate']).toBeUndefined();

    const overGraphql = await graphql('{ wellnessGoals { id } }', {}, { token: unseen, baseUrl });
    expect(overGraphql.status).toBe(503);
    expect(overGraphql.headers['retry-after']).toBe('5');
    expect(overGraphql.body).toEqual({
      errors: [{ message: ACCOUNTS_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE', serviceName: 'accounts', retryAfterSeconds: 5 } }],
    });

    // Not a verdict on the token: it is asked again, and works, as soon as accounts answers.
    await relay.open();
    const back = await goals(unseen);
    expect(back.status, back.text).toBe(200);
    // A well-formed token accounts never issued is a 401 as before, accounts answering.
    const unknown = await goals(newAccessTokenSecret().secret);
    expect(unknown.status, unknown.text).toBe(401);
  });
});
