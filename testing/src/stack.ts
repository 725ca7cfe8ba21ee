/**
 * The running test stack: GraphQL straight to any subgraph by name with a viewer token signed like the gateway's,
 * GraphQL through the gateway, each subgraph's database by name, internal tokens and request stats. HTTP goes
 * through http.ts (a fresh loopback address per request).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createInternalTokenSigner, signViewerToken, type RequestStats, type ViewerRole } from '@momstride/kit';
import pg from 'pg';
import { inject } from 'vitest';
import { call } from './http.js';
import './provided-context.js';
import { domainEventsDatabase, subgraphs } from './subgraph-config.js';

export interface GraphQLErrorBody {
  message: string;
  path?: Array<string | number>;
  extensions?: { code?: string; fields?: Array<{ field: string; message: string }>; retryAfterSeconds?: number };
}

export interface GraphQLResult<T> {
  status: number;
  headers: IncomingHttpHeaders;
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

export const errorCode = (result: GraphQLResult<unknown>): string | undefined => result.errors?.[0]?.extensions?.code;

export const errorOf = (result: GraphQLResult<unknown>) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});

export const uniqueIp = (): string => `test-${randomUUID()}`;

/** Who a request to a subgraph comes from, as the gateway would say in the viewer token. */
export interface ViewerOptions {
  userId?: string;
  role?: ViewerRole;
  /** Scopes of the personal access token the request carried (`scp` claim); absent for a sign-in session. */
  scopes?: ReadonlyArray<'read' | 'write' | 'admin'>;
  /** When she signed in with her password (`auth_time` claim, seconds), as a session's access token carries it. */
  authTime?: number;
  /** Client address (`ip` claim); a unique one by default, so per-address throttles never couple tests. */
  ip?: string;
  requestId?: string;
}

/**
 * A viewer token as the gateway would mint it for a call to `subgraph` (its audience; another subgraph refuses
 * it). Accounts unless given: the one subgraph with extra internal routes.
 */
export const viewerToken = (viewer: ViewerOptions = {}, subgraph = 'accounts'): Promise<string> =>
  signViewerToken(inject('viewerTokenPrivateKey'), {
    subgraph,
    ...(viewer.userId ? { sub: viewer.userId, role: viewer.role ?? 'member' } : {}),
    ...(viewer.scopes ? { scopes: viewer.scopes } : {}),
    ...(viewer.authTime !== undefined ? { authTime: viewer.authTime } : {}),
    ip: viewer.ip ?? uniqueIp(),
    rid: viewer.requestId ?? randomUUID(),
  });

/** An internal token from `caller` for `target` (http/internal-calls.ts), as that service would sign it. */
export const internalToken = (target: string, caller = 'gateway'): Promise<string> =>
  createInternalTokenSigner(inject('stackSecrets').internalTokenPrivateKey, caller)(target);

/** Base URL of subgraph `name` in the test stack. */
export const subgraphUrl = (name: string): string => {
  const url = inject('subgraphUrls')[name];
  if (!url) throw new Error(`subgraph ${name} is not running`);
  return url;
};

const definitionOf = (name: string) => {
  const definition = subgraphs.find((subgraph) => subgraph.name === name);
  if (!definition) throw new Error(`${name} is not in subgraphs.config.ts`);
  return definition;
};

/** Connection URL of a database on the test stack's PostgreSQL server. */
export function databaseUrl(database: string): string {
  const url = new URL(inject('serverDatabaseUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

/** The database of subgraph `name` in the test stack. */
export const subgraphDatabaseUrl = (name: string): string => databaseUrl(definitionOf(name).database);
/** The domain-event queue's database (pg-boss) of the test stack. */
export const domainEventsDatabaseUrl = (): string => databaseUrl(domainEventsDatabase);

/** Runs `work` with a connection to the database at `url`. */
export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Rows of one query against the database at `url`. */
export const queryRows = <T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> =>
  withDatabase(url, async (client) => (await client.query<T>(sql, params)).rows);

/** A GraphQL operation sent straight to a subgraph (as the gateway would), with the viewer token. */
export async function subgraphGql<T>(
  name: string,
  query: string,
  variables: Record<string, unknown> = {},
  viewer: ViewerOptions = {},
  baseUrl: string = subgraphUrl(name),
): Promise<GraphQLResult<T>> {
  const res = await call<{ data?: T | null; errors?: GraphQLErrorBody[] }>('POST', `${baseUrl}/graphql`, {
    json: { query, variables },
    headers: { 'x-viewer-token': await viewerToken(viewer, name) },
  });
  return { status: res.status, headers: res.headers, ...res.body };
}

export interface SubgraphClient {
  readonly name: string;
  /** Base URL (GraphQL at `${url()}/graphql`). */
  url(): string;
  graphqlUrl(): string;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, viewer?: ViewerOptions): Promise<GraphQLResult<T>>;
  /** Like gql, but fails the test with the errors when the operation did not succeed; returns the data. */
  gqlOk<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, viewer?: ViewerOptions): Promise<T>;
  databaseUrl(): string;
  withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T>;
}

/**
 * One subgraph of the test stack by name — or, with `baseUrl` and `database` (a URL), one started on databases of
 * its own (fresh-subgraphs.ts). Resolves its URL lazily, so it can be created at module level.
 */
export function subgraph(name: string, where: { baseUrl?: string; databaseUrl?: string } = {}): SubgraphClient {
  definitionOf(name);
  const url = () => where.baseUrl ?? subgraphUrl(name);
  const dbUrl = () => where.databaseUrl ?? subgraphDatabaseUrl(name);
  const gql = <T>(query: string, variables: Record<string, unknown> = {}, viewer: ViewerOptions = {}) =>
    subgraphGql<T>(name, query, variables, viewer, url());
  return {
    name,
    url,
    graphqlUrl: () => `${url()}/graphql`,
    gql,
    async gqlOk<T>(query: string, variables: Record<string, unknown> = {}, viewer: ViewerOptions = {}) {
      const result = await gql<T>(query, variables, viewer);
      if (result.errors || !result.data) throw new Error(`${name}: operation failed: ${result.status} ${JSON.stringify(result.errors)}`);
      return result.data;
    },
    databaseUrl: dbUrl,
    withDatabase: (work) => withDatabase(dbUrl(), work),
  };
}

/** A GraphQL operation through the gateway, as a signed-in member (access token) or anonymously. */
export async function gatewayGql<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; requestId?: string } = {},
): Promise<GraphQLResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.requestId) headers['x-request-id'] = options.requestId;
  const res = await call<{ data?: T | null; errors?: GraphQLErrorBody[] }>('POST', '/graphql', { json: { query, variables }, headers });
  return { status: res.status, headers: res.headers, ...res.body };
}

/** Like gatewayGql, but fails loudly on any GraphQL error and returns the data. */
export async function gatewayData<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const result = await gatewayGql<T>(query, variables, { token });
  if (result.errors || !result.data) throw new Error(`GraphQL failed: ${result.status} ${JSON.stringify(result.errors)}`);
  return result.data;
}

/**
 * What a subgraph recorded for one request id (test-time request stats of the kit server). Each process keeps its own,
 * so with replicas (the `replicas` project provides `replicaUrls`) every replica is asked and their operations joined.
 */
export async function requestStats(name: string, requestId: string): Promise<RequestStats> {
  const replicas: readonly string[] = inject('replicaUrls')?.[name] ?? [subgraphUrl(name)];
  const operations: RequestStats['operations'] = [];
  for (const baseUrl of replicas) {
    const res = await call<RequestStats>('GET', `${baseUrl}/internal/request-stats/${encodeURIComponent(requestId)}`, {
      headers: { 'x-viewer-token': await viewerToken({}, name) },
    });
    if (res.status !== 200) throw new Error(`request stats of ${name}: ${res.status}`);
    operations.push(...res.body.operations);
  }
  return { requestId, operations };
}
