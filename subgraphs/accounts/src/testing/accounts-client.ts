/** Test helpers: talk HTTP to the running accounts subgraph with viewer tokens signed like the gateway does. */
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signViewerToken, type ViewerRole } from '@momstride/kit';
import pg from 'pg';
import { inject } from 'vitest';
import { subgraphs } from '../../../../subgraphs.config.js';

export const DEMO_PASSWORD = 'MomStride!2026';
export const TEST_PASSWORD = 'Walk-together-2026';

export interface ViewerOptions {
  userId?: string;
  role?: ViewerRole;
  ip?: string;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; fields?: Array<{ field: string; message: string }>; retryAfterSeconds?: number };
}

export interface GraphQLResponse<T> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

export const uniqueEmail = (): string => `x-${randomUUID()}@test.example`;
export const uniqueIp = (): string => `test-${randomUUID()}`;

export const accountsGraphqlUrl = (baseUrl: string = inject('subgraphUrls').accounts!): string => `${baseUrl}/graphql`;

export const viewerToken = (viewer: ViewerOptions = {}): Promise<string> =>
  signViewerToken(inject('viewerTokenPrivateKey'), {
    ...(viewer.userId ? { sub: viewer.userId, role: viewer.role ?? 'member' } : {}),
    ip: viewer.ip ?? uniqueIp(),
    rid: randomUUID(),
  });

export async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  viewer: ViewerOptions = {},
  baseUrl?: string,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(accountsGraphqlUrl(baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-viewer-token': await viewerToken(viewer) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLErrorBody[] };
  return { status: response.status, ...body };
}

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

export async function registerUser(
  input: Partial<{ firstName: string; lastName: string; email: string; password: string; role: 'admin' | 'member' }> = {},
  baseUrl?: string,
): Promise<AuthPayload & { password: string }> {
  const password = input.password ?? TEST_PASSWORD;
  const result = await gql<{ register: AuthPayload }>(
    REGISTER,
    { input: { firstName: 'Test', lastName: 'Mom', email: uniqueEmail(), ...input, password } },
    {},
    baseUrl,
  );
  if (!result.data?.register) throw new Error(`register failed: ${JSON.stringify(result.errors)}`);
  return { ...result.data.register, password };
}

export const loginAs = (email: string, password: string, viewer: ViewerOptions = {}) =>
  gql<{ login: AuthPayload }>(LOGIN, { input: { email, password } }, viewer);

export const refresh = (refreshToken: string) => gql<{ refreshSession: AuthPayload }>(REFRESH, { refreshToken });

export const errorCode = (result: GraphQLResponse<unknown>): string | undefined => result.errors?.[0]?.extensions?.code;

/** Connection URL of the accounts database used by the running stack. */
export function accountsDatabaseUrl(): string {
  const database = subgraphs.find((subgraph) => subgraph.name === 'accounts')!.database;
  const url = new URL(inject('serverDatabaseUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAccountsDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: accountsDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
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

/** All mails in the outbox addressed to `to`. */
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

/** Fixed id of the seeded organization owner (Olivia, admin). */
export const OWNER_ID = '0b6a4f1e-5d1c-4c1e-9a51-000000000001';
export const OWNER_VIEWER: ViewerOptions = { userId: OWNER_ID, role: 'admin' };

/** The viewer options of a registered test user. */
export const viewerOf = (payload: { user: { id: string; role?: 'admin' | 'member' } }, role?: ViewerRole): ViewerOptions => ({
  userId: payload.user.id,
  role: role ?? payload.user.role ?? 'member',
});

/** Registers `count` members in parallel. */
export const registerUsers = (count: number, input: Parameters<typeof registerUser>[0] = {}) =>
  Promise.all(Array.from({ length: count }, () => registerUser(input)));

/** Like `gql` but fails the test with the errors when the operation did not succeed. */
export async function gqlOk<T>(query: string, variables: Record<string, unknown> = {}, viewer: ViewerOptions = {}): Promise<T> {
  const result = await gql<T>(query, variables, viewer);
  if (result.errors || !result.data) throw new Error(`operation failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

export const errorOf = (result: GraphQLResponse<unknown>) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});
