/**
 * Members and sessions for every layer's tests: the demo accounts, one way to register a fresh member (through the
 * gateway's REST layer, as an app would) and to sign in, a member made admin, and sign-ups straight to the accounts
 * subgraph for its own tests.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { ViewerRole } from '@momstride/kit';
import { call } from './http.js';
import { subgraphGql, type ViewerOptions } from './stack.js';

/** The password of every seeded demo account. */
export const DEMO_PASSWORD = 'MomStride!2026';
/** The password of the members tests register. */
export const TEST_PASSWORD = 'Walk-together-2026';

/** Fixed id of the seeded organization owner (Olivia, admin). */
export const OWNER_ID = '0b6a4f1e-5d1c-4c1e-9a51-000000000001';
export const OWNER_VIEWER: ViewerOptions = { userId: OWNER_ID, role: 'admin' };
/** The seeded organization owner (admin). */
export const DEMO_OWNER = { id: OWNER_ID, email: 'olivia@momstride.example', password: DEMO_PASSWORD, firstName: 'Olivia', lastName: 'Bennett' } as const;
/** A seeded member. */
export const DEMO_MEMBER = { email: 'maya@momstride.example', password: DEMO_PASSWORD, firstName: 'Maya' } as const;

/** An address no other test uses (`label-<uuid>@test.example`). */
export const uniqueEmail = (label = 'test'): string => `${label}-${randomUUID()}@test.example`;

/** A unique surname, so a directory or admin search finds exactly this member. */
export const uniqueSurname = (prefix = 'Quill'): string => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;

export const USER_FIELDS = 'id firstName lastName email role isOrganizationOwner hasPendingAdminRequest';

export interface TestUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  role: 'admin' | 'member';
  isOrganizationOwner: boolean;
  hasPendingAdminRequest: boolean;
}

export interface AuthPayload {
  accessToken: string;
  refreshToken: string;
  user: TestUser;
}

export const REGISTER = `mutation Register($input: RegisterInput!) {
  register(input: $input) { accessToken refreshToken user { ${USER_FIELDS} } }
}`;
export const LOGIN = `mutation Login($input: LoginInput!) {
  login(input: $input) { accessToken refreshToken user { ${USER_FIELDS} } }
}`;
export const REFRESH = `mutation Refresh($refreshToken: String!) {
  refreshSession(refreshToken: $refreshToken) { accessToken refreshToken user { id } }
}`;

/** Registers a member straight through the accounts subgraph (of the stack, or the one at `baseUrl`). */
export async function registerUser(
  input: Partial<{ firstName: string; lastName: string; email: string; password: string; role: 'admin' | 'member' }> = {},
  baseUrl?: string,
): Promise<AuthPayload & { password: string }> {
  const password = input.password ?? TEST_PASSWORD;
  const result = await subgraphGql<{ register: AuthPayload }>(
    'accounts',
    REGISTER,
    { input: { firstName: 'Test', lastName: 'Mom', email: uniqueEmail('user'), ...input, password } },
    {},
    baseUrl,
  );
  if (!result.data?.register) throw new Error(`register failed: ${JSON.stringify(result.errors)}`);
  return { ...result.data.register, password };
}

/** Registers `count` members in parallel. */
export const registerUsers = (count: number, input: Parameters<typeof registerUser>[0] = {}) =>
  Promise.all(Array.from({ length: count }, () => registerUser(input)));

export const loginAs = (email: string, password: string, viewer: ViewerOptions = {}) =>
  subgraphGql<{ login: AuthPayload }>('accounts', LOGIN, { input: { email, password } }, viewer);

export const refresh = (refreshToken: string) => subgraphGql<{ refreshSession: AuthPayload }>('accounts', REFRESH, { refreshToken });

/** The viewer options of a registered test user. */
export const viewerOf = (payload: { user: { id: string; role?: 'admin' | 'member' } }, role?: ViewerRole): ViewerOptions => ({
  userId: payload.user.id,
  role: role ?? payload.user.role ?? 'member',
});

/** The user as the gateway's REST layer answers it (snake_case; tests read further fields by name). */
export interface RestUser {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'admin' | 'member';
  [field: string]: unknown;
}

/** A signed-in account through the REST layer. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  user: RestUser;
}

/** A member a test registered: her account, password and session. */
export interface Member extends Session {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface MemberProfile {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  /** `admin` signs up as "Organization Admin": a member with a pending admin request. */
  role?: 'member' | 'admin';
  /** Filled in on her profile after sign-up. */
  businessName?: string;
}

/** Registers a fresh member through the gateway's REST layer (POST /api/auth/register); Test Member unless named. */
export async function registerMember(profile: MemberProfile = {}): Promise<Member> {
  const member = {
    firstName: profile.firstName ?? 'Test',
    lastName: profile.lastName ?? 'Member',
    email: profile.email ?? uniqueEmail('member'),
    password: profile.password ?? TEST_PASSWORD,
  };
  const res = await call('POST', '/api/auth/register', {
    json: { first_name: member.firstName, last_name: member.lastName, email: member.email, password: member.password, role: profile.role ?? 'member' },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
  const session: Session = { accessToken: res.body.access_token, refreshToken: res.body.refresh_token, user: res.body.user };
  if (profile.businessName) {
    const update = await call('PUT', '/api/users/me', {
      token: session.accessToken,
      json: { first_name: member.firstName, last_name: member.lastName, business_name: profile.businessName },
    });
    if (update.status !== 200) throw new Error(`profile update failed: ${update.status} ${update.text}`);
    session.user = update.body;
  }
  return { ...member, ...session, id: session.user.id };
}

/** Signs in through the gateway's REST layer (POST /api/auth/login); a demo account's password unless given. */
export async function login(email: string, password: string = DEMO_PASSWORD): Promise<Session> {
  const res = await call('POST', '/api/auth/login', { json: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
  return { accessToken: res.body.access_token, refreshToken: res.body.refresh_token, user: res.body.user };
}

/** The seeded organization owner, signed in. */
export const loginOwner = (): Promise<Session> => login(DEMO_OWNER.email, DEMO_OWNER.password);

/**
 * Registers a fresh member and makes her an admin (the owner grants the role). A role change ends her sessions, so
 * she signs in again at once: access tokens carry `iat` in milliseconds, so the new token is issued after the
 * revocation and stays valid once the gateway learns of it.
 */
export async function registerAdmin(profile: MemberProfile = {}): Promise<Member> {
  const member = await registerMember({ firstName: 'Second', lastName: 'Admin', ...profile });
  const owner = await loginOwner();
  const res = await call('PUT', `/api/users/${member.id}`, { token: owner.accessToken, json: { role: 'admin' } });
  if (res.status !== 200) throw new Error(`promote failed: ${res.status} ${res.text}`);
  return { ...member, ...(await login(member.email, member.password)) };
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
