import { generateKeyPairSync, randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { signViewerToken } from '@momstride/kit';
import { describe, expect, inject, it } from 'vitest';
import {
  DEMO_PASSWORD,
  errorCode,
  loginAs,
  queryRows,
  refresh,
  REGISTER,
  registerUser,
  subgraph,
  TEST_PASSWORD,
  type TestUser,
  uniqueEmail,
  USER_FIELDS,
} from '@momstride/testing';

const accounts = subgraph('accounts');

const ME = `query { me { ${USER_FIELDS} } }`;

describe('register', () => {
  it('creates a member, returns tokens and the user with her e-mail (stored lower-cased)', async () => {
    const email = uniqueEmail();
    const payload = await registerUser({ email: `  ${email.toUpperCase()} `, firstName: ' Ada ', lastName: 'Lovelace' });
    expect(payload.accessToken.split('.')).toHaveLength(3);
    expect(payload.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(payload.user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', role: 'member', isOrganizationOwner: false });
    const me = await accounts.gql<{ me: TestUser }>(ME, {}, { userId: payload.user.id });
    expect(me.data?.me).toMatchObject({ id: payload.user.id, email });
  });

  it('reports every invalid field together with the product\'s messages', async () => {
    const result = await accounts.gql(REGISTER, { input: { firstName: '  ', lastName: '', email: ' ', password: '12345' } });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('rejects malformed addresses, overlong names and common passwords', async () => {
    const result = await accounts.gql(REGISTER, {
      input: { firstName: 'x'.repeat(101), lastName: 'Ok', email: 'not-an-email', password: 'password123' },
    });
    expect(result.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'firstName', message: 'First name must be at most 100 characters' },
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'password', message: 'This password is too common. Please choose a less common password.' },
    ]);
  });

  it('answers CONFLICT for an e-mail already registered, whatever its case', async () => {
    const email = uniqueEmail();
    await registerUser({ email });
    const again = await accounts.gql(REGISTER, { input: { firstName: 'A', lastName: 'B', email: email.toUpperCase(), password: TEST_PASSWORD } });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toBe('Email already registered');
  });

  it('turns a later "admin" sign-up into a member with a pending admin request', async () => {
    const payload = await registerUser({ role: 'admin' });
    expect(payload.user).toMatchObject({ role: 'member', hasPendingAdminRequest: true, isOrganizationOwner: false });
  });

  it('rejects extra input fields (no self-promotion)', async () => {
    const result = await accounts.gql(
      `mutation { register(input: { firstName: "Eve", lastName: "X", email: "${uniqueEmail()}", password: "${TEST_PASSWORD}", isOrganizationOwner: true }) { accessToken } }`,
    );
    expect(result.status).toBe(400);
    expect(errorCode(result)).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('login and me', () => {
  it('signs in a seeded member and returns her profile', async () => {
    const result = await loginAs('Maya@MomStride.example', DEMO_PASSWORD);
    expect(result.data?.login.user).toMatchObject({ email: 'maya@momstride.example', firstName: 'Maya', role: 'member' });
  });

  it('signs in the seeded owner as admin', async () => {
    const result = await loginAs('olivia@momstride.example', DEMO_PASSWORD);
    expect(result.data?.login.user).toMatchObject({ role: 'admin', isOrganizationOwner: true });
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { user } = await registerUser();
    const wrong = await loginAs(user.email!, 'not-the-password');
    const unknown = await loginAs(uniqueEmail(), 'not-the-password');
    for (const result of [wrong, unknown]) {
      expect(result.data).toBeNull();
      expect(result.errors?.[0]).toMatchObject({ message: 'Incorrect email or password', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('replaces an older scrypt hash with Argon2id at the next sign-in, and the password keeps working', async () => {
    const { user } = await registerUser();
    const database = accounts.databaseUrl();
    const salt = randomBytes(16);
    const key = scryptSync(TEST_PASSWORD, salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const legacy = `scrypt$N=16384,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await queryRows(database, 'update users set password_hash = $1 where id = $2', [legacy, user.id]);
    const storedHash = async () => (await queryRows<{ password_hash: string }>(database, 'select password_hash from users where id = $1', [user.id]))[0]!.password_hash;

    expect((await loginAs(user.email!, 'not-the-password')).errors?.[0]?.message).toBe('Incorrect email or password');
    expect(await storedHash()).toBe(legacy);
    expect((await loginAs(user.email!, TEST_PASSWORD)).data?.login.user.id).toBe(user.id);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await loginAs(user.email!, TEST_PASSWORD)).data?.login.user.id).toBe(user.id);
  });

  it('me: UNAUTHENTICATED when anonymous or when the user does not exist', async () => {
    const anonymous = await accounts.gql(ME);
    expect(anonymous.errors?.[0]).toMatchObject({ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
    const ghost = await accounts.gql(ME, {}, { userId: randomUUID() });
    expect(errorCode(ghost)).toBe('UNAUTHENTICATED');
  });
});

describe('refresh tokens', () => {
  it('rotates: a refresh returns a new pair and the old token stops working', async () => {
    const { refreshToken, user } = await registerUser();
    const first = await refresh(refreshToken);
    expect(first.data?.refreshSession.user.id).toBe(user.id);
    const next = first.data!.refreshSession.refreshToken;
    expect(next).not.toBe(refreshToken);
    const second = await refresh(next);
    expect(second.data?.refreshSession.refreshToken).toBeTruthy();
  });

  it('reuse of a rotated token revokes the whole family', async () => {
    const { refreshToken } = await registerUser();
    const rotated = (await refresh(refreshToken)).data!.refreshSession.refreshToken;
    const reuse = await refresh(refreshToken);
    expect(reuse.errors?.[0]).toMatchObject({ message: 'Invalid refresh token', extensions: { code: 'UNAUTHENTICATED' } });
    const afterReuse = await refresh(rotated);
    expect(afterReuse.errors?.[0]?.message).toBe('Invalid refresh token');
  });

  it('of two concurrent refreshes of one token exactly one succeeds', async () => {
    const { refreshToken } = await registerUser();
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken), refresh(refreshToken)]);
    const winners = results.filter((result) => result.data?.refreshSession);
    expect(winners).toHaveLength(1);
    for (const loser of results.filter((result) => !result.data?.refreshSession)) {
      expect(loser.errors?.[0]?.message).toBe('Invalid refresh token');
    }
  });

  it('rejects unknown and malformed tokens', async () => {
    for (const token of ['', 'nope', 'A'.repeat(43)]) {
      const result = await refresh(token);
      expect(result.errors?.[0]).toMatchObject({ message: 'Invalid refresh token', extensions: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('logout revokes the session of that refresh token', async () => {
    const { refreshToken } = await registerUser();
    const rotated = (await refresh(refreshToken)).data!.refreshSession.refreshToken;
    const out = await accounts.gql<{ logout: boolean }>('mutation($t: String!) { logout(refreshToken: $t) }', { t: rotated });
    expect(out.data?.logout).toBe(true);
    expect((await refresh(rotated)).errors?.[0]?.message).toBe('Invalid refresh token');
  });
});

describe('visibility of private fields', () => {
  it('hides e-mail and the pending flag from other members, shows them to admins and herself', async () => {
    const alice = await registerUser({ role: 'admin' });
    const bob = await registerUser();
    const query = `query($id: ID!) { user(id: $id) { id email hasPendingAdminRequest firstName } }`;
    const asBob = await accounts.gql<{ user: TestUser }>(query, { id: alice.user.id }, { userId: bob.user.id, role: 'member' });
    expect(asBob.data?.user).toMatchObject({ id: alice.user.id, email: null, hasPendingAdminRequest: false, firstName: 'Test' });
    const asAdmin = await accounts.gql<{ user: TestUser }>(query, { id: alice.user.id }, { userId: randomUUID(), role: 'admin' });
    expect(asAdmin.data?.user).toMatchObject({ email: alice.user.email, hasPendingAdminRequest: true });
    const asHerself = await accounts.gql<{ user: TestUser }>(query, { id: alice.user.id }, { userId: alice.user.id, role: 'member' });
    expect(asHerself.data?.user.email).toBe(alice.user.email);
  });

  it('user(id) is null for unknown or malformed ids', async () => {
    const viewer = { userId: randomUUID(), role: 'member' as const };
    const query = `query($id: ID!) { user(id: $id) { id } }`;
    expect((await accounts.gql<{ user: null }>(query, { id: randomUUID() }, viewer)).data?.user).toBeNull();
    expect((await accounts.gql<{ user: null }>(query, { id: 'not-a-uuid' }, viewer)).data?.user).toBeNull();
  });
});

describe('viewer token', () => {
  const post = (headers: Record<string, string>) =>
    fetch(accounts.graphqlUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ __typename }' }),
    });

  it('answers 401 without a viewer token', async () => {
    const response = await post({});
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a token signed with another key', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const forged = await signViewerToken(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), {
      subgraph: 'accounts',
      sub: randomUUID(),
      role: 'admin',
      ip: '1.2.3.4',
      rid: 'r',
    });
    expect((await post({ 'x-viewer-token': forged })).status).toBe(401);
    expect((await post({ 'x-viewer-token': 'garbage' })).status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await signViewerToken(inject('viewerTokenPrivateKey'), { subgraph: 'accounts', ip: '1.2.3.4', rid: 'r' }, -10);
    expect((await post({ 'x-viewer-token': expired })).status).toBe(401);
  });

  it('health and readiness need no token', async () => {
    const base = inject('subgraphUrls').accounts!;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });
});
