/**
 * Members, sessions and mails for any subgraph's tests: sign-ups and sign-ins through accounts (straight to the
 * subgraph or through the gateway's REST layer), the seeded owner, and the development mail outbox.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViewerRole } from '@momstride/kit';
import { inject } from 'vitest';
import { requestJson, subgraphGql, uniqueEmail, type ViewerOptions } from './subgraph-client.js';

export const DEMO_PASSWORD = 'MomStride!2026';
export const TEST_PASSWORD = 'Walk-together-2026';

/** Fixed id of the seeded organization owner (Olivia, admin). */
export const OWNER_ID = '0b6a4f1e-5d1c-4c1e-9a51-000000000001';
export const OWNER_VIEWER: ViewerOptions = { userId: OWNER_ID, role: 'admin' };

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
    { input: { firstName: 'Test', lastName: 'Mom', email: uniqueEmail(), ...input, password } },
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

/** A session through the gateway's REST layer (snake_case user, as older clients see it). */
export interface Session {
  accessToken: string;
  user: { id: string; first_name: string; last_name: string; email: string };
}

/** Signs in through the gateway's REST layer. */
export async function login(email: string, password: string = DEMO_PASSWORD): Promise<Session> {
  const res = await requestJson<{ access_token: string; user: Session['user'] }>('POST', `${inject('gatewayUrl')}/api/auth/login`, {
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { accessToken: res.body.access_token, user: res.body.user };
}

/** Registers a fresh member through the gateway's REST layer. */
export async function registerMember(firstName = 'Test', lastName = 'Member'): Promise<Session & { email: string }> {
  const email = uniqueEmail();
  const res = await requestJson<{ access_token: string; user: Session['user'] }>('POST', `${inject('gatewayUrl')}/api/auth/register`, {
    json: { first_name: firstName, last_name: lastName, email, password: TEST_PASSWORD, role: 'member' },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { accessToken: res.body.access_token, user: res.body.user, email };
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** All mails in the development mail outbox addressed to `to`. */
export async function mailsTo(to: string, outboxDir: string = inject('outboxDir')): Promise<OutboxMail[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to === to);
}

/** Waits (mail goes out in the background) until `count` mails to `to` are in the outbox. */
export async function waitForMails(to: string, count = 1, timeoutMs = 10_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function resetTokenFrom(mail: OutboxMail): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail: ${mail.text}`);
  return match[1]!;
}
