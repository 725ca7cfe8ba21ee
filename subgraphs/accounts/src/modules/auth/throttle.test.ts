import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  type FreshAccounts,
  type GraphQLResult,
  loginAs,
  registerUser,
  startFreshAccounts,
  subgraph,
  type SubgraphClient,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueIp,
} from '@momstride/testing';

const MESSAGE = /^Too many login attempts\. Please try again in \d+ minutes?\.$/;
const accounts = subgraph('accounts');

const failWrongPassword = async (email: string, count: number, ip: () => string = uniqueIp) => {
  for (let attempt = 0; attempt < count; attempt += 1) {
    expect((await loginAs(email, `wrong-password-${attempt}`, { ip: ip() })).errors?.[0]?.message).toBe('Incorrect email or password');
  }
};

/** Ends the account's current wait, as if it had passed (the delays are minutes long). */
const endWait = (email: string) =>
  accounts.withDatabase((db) => db.query('update login_account_failures set blocked_until = now() where account_key = $1', [email]));

const expectRateLimited = (result: GraphQLResult<unknown>, message: RegExp = MESSAGE): number => {
  expect(result.data ?? null).toBeNull();
  expect(result.errors?.[0]?.message).toMatch(message);
  expect(result.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  return result.errors?.[0]?.extensions?.retryAfterSeconds ?? NaN;
};

describe('login throttling per account: a progressive delay, not a lockout', () => {
  it('after 5 failed attempts the next must wait a minute, refused before the password is checked', async () => {
    const { user, password } = await registerUser();
    await failWrongPassword(user.email!, 5);
    const wait = expectRateLimited(await loginAs(user.email!, password, { ip: uniqueIp() }));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    // Other accounts are not affected.
    expect((await loginAs('priya@momstride.example', DEMO_PASSWORD, { ip: uniqueIp() })).data?.login.user.firstName).toBe('Priya');
  });

  it('each further failure doubles the wait (1, 2, 4 minutes …), capped at 15 minutes; refused attempts do not count', async () => {
    const { user, password } = await registerUser();
    const email = user.email!;
    await failWrongPassword(email, 5);
    for (const expected of [120, 240, 480]) {
      // Refused attempts during the wait neither count nor lengthen it.
      for (let i = 0; i < 3; i += 1) expect(expectRateLimited(await loginAs(email, 'wrong-again', { ip: uniqueIp() }))).toBeLessThanOrEqual(expected / 2);
      await endWait(email);
      await failWrongPassword(email, 1);
      const wait = expectRateLimited(await loginAs(email, password, { ip: uniqueIp() }));
      expect(wait).toBeGreaterThan(expected - 10);
      expect(wait).toBeLessThanOrEqual(expected);
    }
    await accounts.withDatabase((db) => db.query('update login_account_failures set failures = 40, blocked_until = now() where account_key = $1', [email]));
    await failWrongPassword(email, 1);
    const capped = expectRateLimited(await loginAs(email, password, { ip: uniqueIp() }));
    expect(capped).toBeGreaterThan(890);
    expect(capped).toBeLessThanOrEqual(900);
    // Once the wait has passed, the right password signs in and clears the count.
    await endWait(email);
    expect((await loginAs(email, password, { ip: uniqueIp() })).data?.login.user.id).toBe(user.id);
    await failWrongPassword(email, 4);
    expect((await loginAs(email, password, { ip: uniqueIp() })).data?.login.user.id).toBe(user.id);
  });

  it('a stranger cannot keep a member out: her right password from an address she signed in from gets through the delay', async () => {
    const home = uniqueIp();
    const { user, password } = await registerUser();
    const email = user.email!;
    expect((await loginAs(email, password, { ip: home })).data?.login.user.id).toBe(user.id);
    await failWrongPassword(email, 5); // the stranger, from anywhere
    expectRateLimited(await loginAs(email, password, { ip: uniqueIp() })); // a new address waits, even with the password
    expect((await loginAs(email, password, { ip: home })).data?.login.user.id).toBe(user.id);

    // The home address's own wrong guesses are limited too (5 per 15 minutes) while the account is delayed.
    await failWrongPassword(email, 5);
    await failWrongPassword(email, 5, () => home);
    expectRateLimited(await loginAs(email, password, { ip: home }));
  });

  it('registering makes the address known to the new account', async () => {
    const ip = uniqueIp();
    const email = uniqueEmail();
    const registered = await accounts.gql<{ register: { user: { id: string } } }>(
      'mutation($input: RegisterInput!) { register(input: $input) { user { id } } }',
      { input: { firstName: 'New', lastName: 'Mom', email, password: TEST_PASSWORD } },
      { ip },
    );
    expect(registered.data?.register.user.id).toBeTruthy();
    await failWrongPassword(email, 5);
    expect((await loginAs(email, TEST_PASSWORD, { ip })).data?.login.user.id).toBe(registered.data!.register.user.id);
  });

  it('keys IPv6 clients by their /64 and IPv4-mapped addresses as IPv4', async () => {
    const { user, password } = await registerUser();
    const email = user.email!;
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    expect((await loginAs(email, password, { ip: `${prefix}::10` })).data?.login).toBeTruthy();
    const v4 = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    expect((await loginAs(email, password, { ip: v4 })).data?.login).toBeTruthy();
    await failWrongPassword(email, 5);
    // Same /64, another interface id: known.
    expect((await loginAs(email, password, { ip: `${prefix}:ffff:1:2:3` })).data?.login).toBeTruthy();
    await failWrongPassword(email, 5);
    expect((await loginAs(email, password, { ip: `::ffff:${v4}` })).data?.login).toBeTruthy();
    await failWrongPassword(email, 5);
    // The neighbouring /64 is another subscriber.
    expectRateLimited(await loginAs(email, password, { ip: `2001:db8:ffff:ffff::10` }));
  });
});

describe('per-address limits (a fresh accounts subgraph with small limits)', () => {
  let fresh: FreshAccounts;
  let freshAccounts: SubgraphClient;

  beforeAll(async () => {
    fresh = await startFreshAccounts({
      LOGIN_FAILURES_PER_ADDRESS: '3',
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3',
      PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '3',
    });
    freshAccounts = subgraph('accounts', { baseUrl: fresh.url });
  });
  afterAll(async () => fresh?.stop());

  const login = (email: string, secret: string, from: string) =>
    freshAccounts.gql<{ login: { accessToken: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      { input: { email, password: secret } },
      { ip: from },
    );
  const registerInput = (email = uniqueEmail()) => ({ firstName: 'Test', lastName: 'Mom', email, password: TEST_PASSWORD });

  it('a blocked address stops guessing, but a right password still signs in (one proxy, many members)', async () => {
    const proxy = uniqueIp();
    const { user, password } = await registerUser({}, fresh.url);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(uniqueEmail(), 'wrong-password', proxy)).errors?.[0]?.message).toBe('Incorrect email or password');
    }
    // Wrong passwords from the blocked address answer RATE_LIMITED, for any account …
    expectRateLimited(await login(uniqueEmail(), 'wrong-password', proxy));
    expectRateLimited(await login(user.email!, 'wrong-password', proxy));
    // … a member behind the same proxy, with her password, signs in (she never signed in from there before).
    expect((await login(user.email!, password, proxy)).data?.login.accessToken).toBeTruthy();
    expectRateLimited(await login(uniqueEmail(), 'wrong-password', proxy));
    // Other addresses are not affected.
    expect((await login(uniqueEmail(), 'wrong-password', uniqueIp())).errors?.[0]?.message).toBe('Incorrect email or password');
  });

  it('past 10 times its limit, a blocked address gets passwords checked only for accounts that signed in from it', async () => {
    const proxy = uniqueIp();
    const regular = await registerUser({}, fresh.url);
    expect((await login(regular.user.email!, regular.password, proxy)).data?.login.accessToken).toBeTruthy();
    const newcomer = await registerUser({}, fresh.url);
    for (let attempt = 0; attempt < 3; attempt += 1) await login(uniqueEmail(), 'wrong-password', proxy);
    // Blocked: 30 checks (10 × 3) answer RATE_LIMITED after the check …
    const flood = await Promise.all(Array.from({ length: 30 }, () => login(uniqueEmail(), 'wrong-password', proxy)));
    for (const result of flood) expectRateLimited(result);
    // … then even a right password is refused unchecked, unless the account knows the address.
    expectRateLimited(await login(newcomer.user.email!, newcomer.password, proxy));
    expect((await login(regular.user.email!, regular.password, proxy)).data?.login.accessToken).toBeTruthy();
    // The refused newcomer's account was not charged: five wrong passwords elsewhere still answer "incorrect".
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(newcomer.user.email!, 'wrong-password', uniqueIp())).errors?.[0]?.message).toBe('Incorrect email or password');
    }
  });

  it('throttles sign-ups per address, aliased ones each counted', async () => {
    const ip = uniqueIp();
    const aliased = await freshAccounts.gql(
      `mutation($a: RegisterInput!, $b: RegisterInput!, $c: RegisterInput!, $d: RegisterInput!) {
        a: register(input: $a) { accessToken } b: register(input: $b) { accessToken }
        c: register(input: $c) { accessToken } d: register(input: $d) { accessToken }
      }`,
      { a: registerInput(), b: registerInput(), c: registerInput(), d: registerInput() },
      { ip },
    );
    expect(aliased.errors).toHaveLength(1);
    expect(aliased.errors?.[0]?.path).toEqual(['d']);
    expectRateLimited(aliased, /^Too many sign-ups from your network\. Please try again in \d+ minutes?\.$/);
    const again = await freshAccounts.gql('mutation($input: RegisterInput!) { register(input: $input) { accessToken } }', { input: registerInput() }, { ip });
    expect(again.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(60 * 50);
    // Another address signs up.
    const elsewhere = await freshAccounts.gql<{ register: { accessToken: string } }>(
      'mutation($input: RegisterInput!) { register(input: $input) { accessToken } }',
      { input: registerInput() },
      { ip: uniqueIp() },
    );
    expect(elsewhere.data?.register.accessToken).toBeTruthy();
  });

  it('throttles forgot-password requests per address, aliased ones each counted', async () => {
    const ip = uniqueIp();
    const aliased = await freshAccounts.gql(
      `mutation { a: requestPasswordReset(email: "${uniqueEmail()}") b: requestPasswordReset(email: "${uniqueEmail()}")
        c: requestPasswordReset(email: "${uniqueEmail()}") d: requestPasswordReset(email: "${uniqueEmail()}") }`,
      {},
      { ip },
    );
    expect(aliased.errors?.[0]?.path).toEqual(['d']);
    expectRateLimited(aliased, /^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
    const elsewhere = await freshAccounts.gql<{ requestPasswordReset: boolean }>(
      'mutation($email: String!) { requestPasswordReset(email: $email) }',
      { email: uniqueEmail() },
      { ip: uniqueIp() },
    );
    expect(elsewhere.data?.requestPasswordReset).toBe(true);
  });

  it('aliased logins are attempts like any other: the first wrong one ends the operation, and it is counted', async () => {
    const proxy = uniqueIp();
    const { user, password } = await registerUser({}, fresh.url);
    const aliases = Array.from({ length: 6 }, (_, i) => `a${i}: login(input: { email: $email, password: "wrong-${i}" }) { accessToken }`);
    const first = await freshAccounts.gql(`mutation($email: String!) { ${aliases.join(' ')} }`, { email: user.email }, { ip: proxy });
    // Mutation fields run one after another; a failed non-null field ends the operation, so no guess runs unseen.
    expect(first.errors).toHaveLength(1);
    expect(first.errors?.[0]).toMatchObject({ message: 'Incorrect email or password', path: ['a0'] });
    const second = await freshAccounts.gql(`mutation($email: String!) { ${aliases.join(' ')} }`, { email: user.email }, { ip: proxy });
    expect(second.errors?.[0]?.path).toEqual(['a0']);
    const third = await freshAccounts.gql(`mutation($email: String!) { ${aliases.join(' ')} }`, { email: user.email }, { ip: proxy });
    expect(third.errors?.[0]?.path).toEqual(['a0']);
    // Three counted failures from the address (its limit): now blocked for guesses.
    expectRateLimited(await freshAccounts.gql(`mutation($email: String!) { ${aliases.join(' ')} }`, { email: user.email }, { ip: proxy }));
    expect((await login(user.email!, password, proxy)).data?.login.accessToken).toBeTruthy();
  });
});
