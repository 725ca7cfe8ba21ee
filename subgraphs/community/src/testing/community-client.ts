/**
 * Test helpers (excluded from the build): talk to the real running stack — the gateway's GraphQL endpoint and
 * REST auth routes, and the community/accounts subgraphs directly with viewer tokens signed like the gateway's.
 * Every HTTP request leaves from its own random loopback address so per-address throttles never couple tests.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { signViewerToken, type RequestStats, type ViewerRole } from '@momstride/kit';
import pg from 'pg';
import { inject } from 'vitest';
import { domainEventsDatabase, subgraphs } from '../../../../subgraphs.config.js';

export const DEMO_PASSWORD = 'MomStride!2026';
export const TEST_PASSWORD = 'Walk-together-2026';

export interface HttpResult<T = unknown> {
  status: number;
  headers: IncomingHttpHeaders;
  body: T;
}

const randomLoopback = (): string => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** A JSON request (node:http, so it can leave from a chosen loopback address). */
export function requestJson<T = unknown>(
  method: string,
  url: string,
  options: { json?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpResult<T>> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress: randomLoopback(), agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: (text === '' ? undefined : JSON.parse(text)) as T });
        } catch {
          reject(new Error(`${method} ${url}: ${res.statusCode} non-JSON body: ${text.slice(0, 200)}`));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export interface GraphQLErrorBody {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string; fields?: Array<{ field: string; message: string }> };
}

export interface GraphQLResult<T> {
  status: number;
  headers: IncomingHttpHeaders;
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

export const errorCode = (result: GraphQLResult<unknown>): string | undefined => result.errors?.[0]?.extensions?.code;

/** A GraphQL operation through the gateway, as a signed-in member (access token) or anonymously. */
export async function gatewayGql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; requestId?: string } = {},
): Promise<GraphQLResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  const res = await requestJson<{ data?: T | null; errors?: GraphQLErrorBody[] }>('POST', `${inject('gatewayUrl')}/graphql`, {
    json: { query, variables },
    headers,
  });
  return { status: res.status, headers: res.headers, ...res.body };
}

/** Like gatewayGql, but fails loudly on any GraphQL error and returns the data. */
export async function gatewayData<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const result = await gatewayGql<T>(query, variables, { token });
  if (result.errors || !result.data) throw new Error(`GraphQL failed: ${result.status} ${JSON.stringify(result.errors)}`);
  return result.data;
}

export interface Session {
  accessToken: string;
  user: { id: string; first_name: string; last_name: string; email: string };
}

export async function login(email: string, password: string = DEMO_PASSWORD): Promise<Session> {
  const res = await requestJson<{ access_token: string; user: Session['user'] }>('POST', `${inject('gatewayUrl')}/api/auth/login`, {
    json: { email, password },
  });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { accessToken: res.body.access_token, user: res.body.user };
}

export const uniqueEmail = (): string => `x-${randomUUID()}@test.example`;

/** Registers a fresh member through the REST layer. */
export async function registerMember(firstName = 'Test', lastName = 'Member'): Promise<Session & { email: string }> {
  const email = uniqueEmail();
  const res = await requestJson<{ access_token: string; user: Session['user'] }>('POST', `${inject('gatewayUrl')}/api/auth/register`, {
    json: { first_name: firstName, last_name: lastName, email, password: TEST_PASSWORD, role: 'member' },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { accessToken: res.body.access_token, user: res.body.user, email };
}

export const viewerToken = (viewer: { userId?: string; role?: ViewerRole; requestId?: string } = {}): Promise<string> =>
  signViewerToken(inject('viewerTokenPrivateKey'), {
    ...(viewer.userId ? { sub: viewer.userId, role: viewer.role ?? 'member' } : {}),
    ip: `test-${randomUUID()}`,
    rid: viewer.requestId ?? randomUUID(),
  });

export const subgraphUrl = (name: string): string => {
  const url = inject('subgraphUrls')[name];
  if (!url) throw new Error(`subgraph ${name} is not running`);
  return url;
};

/** A GraphQL operation sent straight to a subgraph (as the gateway would), with the viewer token. */
export async function subgraphGql<T>(
  name: string,
  query: string,
  variables: Record<string, unknown>,
  viewer: { userId?: string; role?: ViewerRole; requestId?: string } = {},
): Promise<GraphQLResult<T>> {
  const res = await requestJson<{ data?: T | null; errors?: GraphQLErrorBody[] }>('POST', `${subgraphUrl(name)}/graphql`, {
    json: { query, variables },
    headers: { 'x-viewer-token': await viewerToken(viewer) },
  });
  return { status: res.status, headers: res.headers, ...res.body };
}

/** What a subgraph recorded for one request id (test-time request stats of the kit server). */
export async function requestStats(name: string, requestId: string): Promise<RequestStats> {
  const res = await requestJson<RequestStats>('GET', `${subgraphUrl(name)}/internal/request-stats/${encodeURIComponent(requestId)}`, {
    headers: { 'x-viewer-token': await viewerToken() },
  });
  if (res.status !== 200) throw new Error(`request stats of ${name}: ${res.status}`);
  return res.body;
}

/** Connection URL of a database on the test stack's PostgreSQL server. */
export function databaseUrl(database: string): string {
  const url = new URL(inject('serverDatabaseUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

export const communityDatabaseUrl = (): string => databaseUrl(subgraphs.find((subgraph) => subgraph.name === 'community')!.database);
export const domainEventsDatabaseUrl = (): string => databaseUrl(domainEventsDatabase);

export async function withCommunityDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: communityDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Polls `check` until it returns a value other than undefined (events are handled asynchronously). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
