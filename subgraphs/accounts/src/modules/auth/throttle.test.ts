import { describe, expect, it } from 'vitest';
import { startFreshAccounts } from '../../../../../scripts/testing/fresh-accounts.js';
import { DEMO_PASSWORD, loginAs, registerUser } from '../../../../../scripts/testing/members.js';
import { subgraph, uniqueEmail, uniqueIp } from '../../../../../scripts/testing/subgraph-client.js';

const MESSAGE = /^Too many login attempts\. Please try again in \d+ minutes?\.$/;

describe('login throttling', () => {
  it('blocks an account after 5 failed attempts, before checking the password', async () => {
    const { user, password } = await registerUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await loginAs(user.email!, 'wrong-password', { ip: uniqueIp() });
      expect(result.errors?.[0]?.message).toBe('Incorrect email or password');
    }
    const blocked = await loginAs(user.email!, password, { ip: uniqueIp() });
    expect(blocked.data).toBeNull();
    expect(blocked.errors?.[0]?.message).toMatch(MESSAGE);
    expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(blocked.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(60);
    // Other accounts are not affected.
    expect((await loginAs('priya@momstride.example', DEMO_PASSWORD, { ip: uniqueIp() })).data?.login.user.firstName).toBe('Priya');
  });

  it('a successful login clears the account counter', async () => {
    const { user, password } = await registerUser();
    for (let attempt = 0; attempt < 4; attempt += 1) await loginAs(user.email!, 'wrong-password', { ip: uniqueIp() });
    expect((await loginAs(user.email!, password, { ip: uniqueIp() })).data?.login).toBeTruthy();
    for (let attempt = 0; attempt < 4; attempt += 1) await loginAs(user.email!, 'wrong-password', { ip: uniqueIp() });
    expect((await loginAs(user.email!, password, { ip: uniqueIp() })).data?.login).toBeTruthy();
  });

  it('blocks a client address after N failed attempts on any accounts', async () => {
    const fresh = await startFreshAccounts({ LOGIN_FAILURES_PER_ADDRESS: '3' });
    try {
      const ip = uniqueIp();
      const { user, password } = await registerUser({}, fresh.url);
      const freshAccounts = subgraph('accounts', { baseUrl: fresh.url });
      const login = (email: string, secret: string, from: string) =>
        freshAccounts.gql<{ login: { accessToken: string } }>(
          'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
          { input: { email, password: secret } },
          { ip: from },
        );
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const failed = await login(uniqueEmail(), 'wrong-password', ip);
        expect(failed.errors?.[0]?.message).toBe('Incorrect email or password');
      }
      const blocked = await login(user.email!, password, ip);
      expect(blocked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(blocked.errors?.[0]?.message).toMatch(MESSAGE);
      // The same account from another address is fine.
      const elsewhere = await login(user.email!, password, uniqueIp());
      expect(elsewhere.data?.login.accessToken).toBeTruthy();
    } finally {
      await fresh.stop();
    }
  });
});
