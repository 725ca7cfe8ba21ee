/**
 * The gateway and its subgraphs as production runs them (NODE_ENV=production, CORS_ORIGINS set): a second small
 * stack on fresh databases of the test server, started and stopped here. Also what the gateway refuses at start-up.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  eventually,
  extraGatewayEnv,
  freePort,
  type FreshSubgraphs,
  graphql,
  type ServiceProcess,
  spawnGateway,
  startFreshSubgraphs,
  stopService,
  subgraphs,
  subgraphUrlsEnv,
  waitUntilReady,
} from '@momstride/testing';

const LISTED_ORIGIN = 'https://app.momstride.example';

const gatewayEnv = (subgraphUrls: Record<string, string>, port: number): NodeJS.ProcessEnv =>
  extraGatewayEnv(port, { NODE_ENV: 'production', SUBGRAPH_URLS: subgraphUrlsEnv(subgraphUrls), CORS_ORIGINS: LISTED_ORIGIN });

const spawnProductionGateway = (env: NodeJS.ProcessEnv) => spawnGateway('gateway-production', env);

/** Asks the gateway's /readyz until it answers `status`. */
const readyzAnswering = (baseUrl: string, status: number) =>
  eventually(
    async () => {
      const res = await call('GET', '/readyz', { baseUrl });
      return res.status === status ? res : undefined;
    },
    20_000,
    `/readyz to answer ${status}`,
  );

describe('production gateway', () => {
  let fresh: FreshSubgraphs;
  let gateway: ServiceProcess | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    // Every subgraph of the supergraph: the gateway is ready only when each answers.
    fresh = await startFreshSubgraphs(subgraphs.map((subgraph) => subgraph.name), {}, { nodeEnv: 'production' });
    const port = await freePort();
    const service = spawnProductionGateway(gatewayEnv(fresh.urls, port));
    gateway = service;
    baseUrl = `http://127.0.0.1:${port}`;
    await waitUntilReady(`${baseUrl}/readyz`, service);
  });

  afterAll(async () => {
    if (gateway) await stopService(gateway);
    await fresh?.stop();
  });

  it('refuses introspection', async () => {
    const res = await graphql('{ __schema { queryType { name } } }', {}, { baseUrl });
    expect(res.body.data ?? null).toBeNull();
    expect(JSON.stringify(res.body.errors)).toMatch(/introspection/i);
    const typeQuery = await graphql('{ __type(name: "User") { fields { name } } }', {}, { baseUrl });
    expect(typeQuery.body.data?.__type ?? null).toBeNull();
    // Control: the schema still answers ordinary queries.
    expect((await graphql('{ __typename }', {}, { baseUrl })).body).toEqual({ data: { __typename: 'Query' } });
  });

  it('hides field suggestions in validation errors', async () => {
    const res = await graphql('{ me { firstNam } }', {}, { baseUrl });
    expect(res.status).toBe(400);
    const message: string = res.body.errors[0].message;
    expect(message).toMatch(/^Cannot query field "firstNam" on type "User"\./);
    expect(message).not.toMatch(/Did you mean/i);
    expect(JSON.stringify(res.body.errors)).not.toContain('firstName');
  });

  it('CORS: a listed origin gets the CORS headers, any other origin none', async () => {
    const listed = await call('GET', '/healthz', { baseUrl, headers: { origin: LISTED_ORIGIN } });
    expect(listed.headers['access-control-allow-origin']).toBe(LISTED_ORIGIN);
    const preflight = await call('OPTIONS', '/graphql', {
      baseUrl,
      headers: { origin: LISTED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(LISTED_ORIGIN);

    for (const origin of ['https://evil.example', 'https://app.momstride.example.evil.example', 'null', 'http://app.momstride.example']) {
      const simple = await call('GET', '/healthz', { baseUrl, headers: { origin } });
      expect(simple.headers['access-control-allow-origin'], origin).toBeUndefined();
      const refused = await call('OPTIONS', '/graphql', {
        baseUrl,
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(refused.headers['access-control-allow-methods'], origin).toBeUndefined();
      expect(refused.headers['access-control-allow-headers'], origin).toBeUndefined();
    }
  });

  it('/readyz answers 503 while a subgraph cannot reach its database, 200 again once it can', async () => {
    expect((await call('GET', '/readyz', { baseUrl })).status).toBe(200);
    const database = new URL(fresh.databases['community']!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject('serverDatabaseUrl') });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
      const down = await readyzAnswering(baseUrl, 503);
      expect(down.status).toBe(503);
      const readyExcept = (name: string, state: string) => Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, subgraph.name === name ? state : 'ready']));
      expect(down.body).toEqual({ status: 'unavailable', subgraphs: readyExcept('community', 'unavailable') });
      expect(down.headers['cache-control']).toBe('no-store');
      // The subgraph itself says why.
      expect((await call('GET', `${fresh.urls['community']}/readyz`)).status).toBe(503);
    } finally {
      await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    const back = await readyzAnswering(baseUrl, 200);
    expect(back.body).toEqual({ status: 'ready', subgraphs: Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, 'ready'])) });
  });
});

describe('gateway start-up', () => {
  const exitOf = async (changes: Record<string, string>) => {
    const service = spawnProductionGateway({ ...gatewayEnv(inject('subgraphUrls'), await freePort()), ...changes });
    const timer = setTimeout(() => void stopService(service), 20_000);
    const code = await service.exited;
    clearTimeout(timer);
    return { code, output: service.tail() };
  };

  it('a malformed ACCESS_TOKEN_PUBLIC_KEY or VIEWER_TOKEN_PRIVATE_KEY stops it with a message naming the variable', async () => {
    const garbage = '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5IGF0IGFsbA==\n-----END PUBLIC KEY-----';
    const access = await exitOf({ ACCESS_TOKEN_PUBLIC_KEY: garbage });
    expect(access.code).toBe(1);
    expect(access.output).toContain('Invalid gateway environment');
    expect(access.output).toContain('ACCESS_TOKEN_PUBLIC_KEY is not a readable Ed25519 public key (PEM)');
    const viewer = await exitOf({ VIEWER_TOKEN_PRIVATE_KEY: garbage.replace(/PUBLIC/g, 'PRIVATE') });
    expect(viewer.code).toBe(1);
    expect(viewer.output).toContain('VIEWER_TOKEN_PRIVATE_KEY is not a readable Ed25519 private key (PEM)');
  });
});
