/**
 * GATEWAY_ENGINE=hive on the test stack's own subgraphs: two more gateway processes, started and stopped here — one
 * in production mode on every subgraph, one in development mode whose shop (commerce) is a closed port and whose
 * messaging answers garbage. Each reply is checked against the stack's default gateway (the Apollo engine) where
 * the two should agree: GraphQL across subgraphs with the viewer token of each, a REST route per subgraph, the
 * error shapes (unauthenticated, validation, unknown operation), 503 + Retry-After for an unreachable subgraph,
 * error masking, introspection, CSRF prevention and batching.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../../scripts/lib/paths.js';
import { freePort } from '../../../scripts/lib/ports.js';
import { spawnService, stopService, waitUntilReady, type ServiceProcess } from '../../../scripts/lib/processes.js';
import { call, graphql, registerMember, type RegisteredUser } from '../testing/client.js';

interface HiveGateway {
  readonly baseUrl: string;
  readonly service: ServiceProcess & { tail(): string };
}

const startHiveGateway = async (name: string, nodeEnv: string, subgraphUrls: Record<string, string>): Promise<HiveGateway> => {
  const secrets = inject('stackSecrets');
  const port = await freePort();
  const service = spawnService({
    name,
    script: join(repoRoot, 'gateway', 'dist', 'index.js'),
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      GATEWAY_ENGINE: 'hive',
      NODE_ENV: nodeEnv,
      LOG_LEVEL: 'fatal',
      PORT: String(port),
      HOST: '127.0.0.1',
      ACCESS_TOKEN_PUBLIC_KEY: secrets.accessTokenPublicKey,
      VIEWER_TOKEN_PRIVATE_KEY: secrets.viewerTokenPrivateKey,
      INTERNAL_TOKEN_PRIVATE_KEY: secrets.internalTokenPrivateKey,
      SUBGRAPH_URLS: JSON.stringify(subgraphUrls),
      MEDIA_DIR: inject('mediaDir'),
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Not /readyz: the second gateway's shop is down on purpose; /healthz answers once the engine has started.
  await waitUntilReady(`${baseUrl}/healthz`, service);
  return { baseUrl, service };
};

/** GraphQL URLs of the test stack's subgraphs, with `changes` applied. */
const stackSubgraphs = (changes: Record<string, string> = {}): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(inject('subgraphUrls')).map(([name, url]) => [name, `${url}/graphql`])),
  ...changes,
});

/** A subgraph stand-in that answers every call with 200 and an HTML page naming an internal address. */
const garbageSubgraph = async (): Promise<{ url: string; port: number; server: Server }> => {
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>proxy error at http://10.1.2.3:4005/graphql</h1>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/graphql`, port, server };
};

/** A port nothing listens on (taken, then released). */
const closedPort = async (): Promise<number> => freePort();

/** Touches every subgraph, each through the viewer token minted for it: community, events-wellness, messaging, media-reviews, commerce. */
const ACROSS_SUBGRAPHS = `{
  me { id email firstName postsCount upcomingEventCount conversationCount unreadMessageCount isFeatured }
  feed(limit: 3) { id author { id firstName } }
  products(limit: 2) { id title }
}`;

describe('GATEWAY_ENGINE=hive', () => {
  let hive: HiveGateway;
  let broken: HiveGateway;
  let garbage: Awaited<ReturnType<typeof garbageSubgraph>>;
  let deadPort = 0;
  let member: RegisteredUser;

  beforeAll(async () => {
    garbage = await garbageSubgraph();
    deadPort = await closedPort();
    [hive, broken, member] = await Promise.all([
      startHiveGateway('gateway-hive', 'production', stackSubgraphs()),
      startHiveGateway('gateway-hive-broken', 'development', stackSubgraphs({ commerce: `http://127.0.0.1:${deadPort}/graphql`, messaging: garbage.url })),
      registerMember(),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([hive && stopService(hive.service), broken && stopService(broken.service)]);
    await new Promise<void>((done) => (garbage ? garbage.server.close(() => done()) : done()));
  });

  it('answers a query across every subgraph as the Apollo engine does, with each viewer token accepted', async () => {
    const options = { token: member.accessToken };
    const [apollo, onHive] = await Promise.all([graphql(ACROSS_SUBGRAPHS, {}, options), graphql(ACROSS_SUBGRAPHS, {}, { ...options, baseUrl: hive.baseUrl })]);
    expect(apollo.status).toBe(200);
    expect(apollo.body.errors).toBeUndefined();
    expect(onHive.status).toBe(200);
    expect(onHive.body).toEqual(apollo.body);
    expect(onHive.body.data.me).toMatchObject({ id: member.user.id, email: member.email, postsCount: 0, conversationCount: 0 });
  });

  it('refuses a mutation to a read-only personal access token (403 FORBIDDEN) as the Apollo engine does; a query works', async () => {
    const created = await call('POST', '/api/tokens', { token: member.accessToken, json: { name: `hive ${Date.now()}`, scopes: ['read'] } });
    expect(created.status, created.text).toBe(201);
    const options = { token: created.body.token as string };
    const mutation = 'mutation { createPost(content: "Not with a read token") { id } }';
    const [apollo, onHive] = await Promise.all([graphql(mutation, {}, options), graphql(mutation, {}, { ...options, baseUrl: hive.baseUrl })]);
    expect(apollo.status).toBe(403);
    expect(apollo.body.errors[0]).toMatchObject({ message: 'This token can only read (scope read)', extensions: { code: 'FORBIDDEN' } });
    expect(onHive.status).toBe(403);
    expect(onHive.body.errors[0]).toMatchObject({ message: 'This token can only read (scope read)', extensions: { code: 'FORBIDDEN' } });
    const me = await graphql('{ me { id } }', {}, { ...options, baseUrl: hive.baseUrl });
    expect(me.body.data.me.id).toBe(member.user.id);
  });

  it('serves a REST route of every subgraph with the same status and shape as the Apollo engine', async () => {
    const routes = [
      '/api/users/me',
      '/api/posts/feed?limit=5',
      '/api/events?status=upcoming&limit=3',
      '/api/wellness/goals',
      '/api/messages/conversations',
      '/api/gallery/photos?limit=5',
      '/api/reviews?limit=5',
      '/api/products?limit=3',
    ];
    for (const path of routes) {
      const [apollo, onHive] = await Promise.all([call('GET', path, { token: member.accessToken }), call('GET', path, { token: member.accessToken, baseUrl: hive.baseUrl })]);
      expect(apollo.status, path).toBe(200);
      expect(onHive.status, path).toBe(200);
      expect(onHive.headers['content-type'], path).toBe(apollo.headers['content-type']);
      const shape = (body: unknown) => (Array.isArray(body) ? ['array', ...Object.keys(body[0] ?? {}).sort()] : Object.keys(body as object).sort());
      expect(shape(onHive.body), path).toEqual(shape(apollo.body));
    }
    expect((await call('GET', '/api/users/me', { token: member.accessToken, baseUrl: hive.baseUrl })).body).toEqual(
      (await call('GET', '/api/users/me', { token: member.accessToken })).body,
    );
  });

  it('writes through REST and maps a subgraph BAD_USER_INPUT to the same 422 as the Apollo engine', async () => {
    const goal = { goal_type: 'steps', target_value: 10_000, target_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) };
    const created = await call('POST', '/api/wellness/goals', { token: member.accessToken, json: goal, baseUrl: hive.baseUrl });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ goal_type: 'steps', target_value: 10_000, completed: false });
    const listed = await call('GET', '/api/wellness/goals', { token: member.accessToken });
    expect(listed.body.map((g: { id: string }) => g.id)).toContain(created.body.id);

    const weak = { first_name: 'Weak', last_name: 'Password', email: `weak-${Date.now()}@test.example`, password: '123' };
    const [apollo, onHive] = await Promise.all([call('POST', '/api/auth/register', { json: weak }), call('POST', '/api/auth/register', { json: weak, baseUrl: hive.baseUrl })]);
    expect(apollo.status).toBe(422);
    expect(onHive.status).toBe(422);
    expect(onHive.body).toEqual(apollo.body);
  });

  it('refuses the unauthenticated and invalid tokens like the Apollo engine', async () => {
    const baseUrl = hive.baseUrl;
    expect(await call('GET', '/api/users/me', { baseUrl })).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    expect(await call('GET', '/api/users/me', { baseUrl, token: 'not-a-token' })).toMatchObject({ status: 401, body: { detail: 'Could not validate credentials' } });
    const [apollo, onHive] = await Promise.all([graphql('{ me { id } }'), graphql('{ me { id } }', {}, { baseUrl })]);
    expect(onHive.body.data ?? null).toBeNull();
    expect(onHive.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(onHive.body.errors[0].message).toBe(apollo.body.errors[0].message);
  });

  it('answers 400 to a validation error (no field suggestions), an unknown operation name and a batch', async () => {
    const baseUrl = hive.baseUrl;
    const [apolloInvalid, invalid] = await Promise.all([graphql('{ me { firstNam } }'), graphql('{ me { firstNam } }', {}, { baseUrl })]);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].message).toMatch(/^Cannot query field "firstNam" on type "User"\./);
    expect(invalid.text).not.toMatch(/Did you mean/i);
    // The same error but for armor's wording of the hidden suggestion (Apollo's build ends it with a "?").
    expect(invalid.body.errors.map(({ message: _m, ...rest }: { message: string }) => rest)).toEqual(apolloInvalid.body.errors.map(({ message: _m, ...rest }: { message: string }) => rest));

    const unknown = await call('POST', '/graphql', { baseUrl, json: { query: 'query A { __typename }', operationName: 'B' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toBe('Unknown operation named "B".');

    const tooDeep = `{ me { ${'id '.repeat(2100)} } }`;
    const tokens = await graphql(tooDeep, {}, { baseUrl });
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors[0].message).toMatch(/Token limit of 2000 exceeded/);

    const batch = await call('POST', '/graphql', { baseUrl, json: [{ query: '{ __typename }' }, { query: '{ __typename }' }] });
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect(batch.status).toBeLessThan(500);
  });

  it('keeps CSRF prevention: a simple GET is refused, one with a preflight header answered', async () => {
    const baseUrl = hive.baseUrl;
    const simple = await call('GET', '/graphql?query=%7B__typename%7D', { baseUrl });
    expect(simple.status).toBeGreaterThanOrEqual(400);
    expect(simple.text).not.toContain('"__typename":"Query"');
    const preflighted = await call('GET', '/graphql?query=%7B__typename%7D', { baseUrl, headers: { 'apollo-require-preflight': 'true' } });
    expect(preflighted.status).toBe(200);
    expect(preflighted.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses introspection in production and allows it in development', async () => {
    const refused = await graphql('{ __schema { queryType { name } } }', {}, { baseUrl: hive.baseUrl });
    expect(refused.body.data ?? null).toBeNull();
    expect(JSON.stringify(refused.body.errors)).toMatch(/introspection/i);
    const allowed = await graphql('{ __schema { queryType { name } } }', {}, { baseUrl: broken.baseUrl });
    expect(allowed.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('an unreachable subgraph: SERVICE_UNAVAILABLE naming its area in words, REST 503 + Retry-After, the others still answer', async () => {
    const baseUrl = broken.baseUrl;
    const rest = await call('GET', '/api/products?limit=3', { baseUrl });
    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toBe('5');
    expect(rest.body).toEqual({ detail: 'The shop is temporarily unavailable. Please try again in a moment.' });

    const gql = await graphql('{ me { id firstName } products(limit: 1) { id } }', {}, { baseUrl, token: member.accessToken });
    const error = gql.body.errors.find((e: { extensions?: { code?: string } }) => e.extensions?.code === 'SERVICE_UNAVAILABLE');
    expect(error.message).toBe('The shop is temporarily unavailable. Please try again in a moment.');
    expect(error.extensions.serviceName).toBe('commerce');
    expect(gql.text).not.toContain(String(deadPort));
    expect(gql.text).not.toContain('ECONNREFUSED');
    // The partial answer: accounts still answered.
    expect((await call('GET', '/api/users/me', { baseUrl, token: member.accessToken })).status).toBe(200);
  });

  it('masks an unexpected error even in development: no message, stack, URL or detail of the subgraph leaves', async () => {
    const baseUrl = broken.baseUrl;
    const gql = await graphql('{ me { id conversationCount } }', {}, { baseUrl, token: member.accessToken });
    const error = gql.body.errors[0];
    expect(error.message).toBe('Internal server error');
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    for (const leak of [String(garbage.port), '10.1.2.3', 'proxy error', 'JSON object', 'stack', 'originalError', 'messaging']) {
      expect(gql.text, leak).not.toContain(leak);
    }
    const rest = await call('GET', '/api/messages/conversations', { baseUrl, token: member.accessToken });
    expect(rest.status).toBe(500);
    expect(rest.body).toEqual({ detail: 'Internal Server Error' });
  });
});
