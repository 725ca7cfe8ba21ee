/**
 * How the gateway calls subgraphs (subgraph-data-source.ts), against fake subgraphs on loopback where a real one
 * cannot misbehave on demand: every call has a deadline (SUBGRAPH_TIMEOUT_MS), a client that disconnects aborts
 * the calls made for it, an `_entities` call of 20 000 references is split under the subgraph body limit (a real
 * community subgraph on a fresh database), a subgraph's HTTP error never shows the client its internal URL or body,
 * and each subgraph receives a viewer token minted for it alone.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, type FreshSubgraphs, startFreshSubgraphs, withDatabase } from '@momstride/testing';
import { createContextBuilder, type GatewayContext } from './context.js';
import { parseEnv } from './env.js';
import { createApolloEngine } from './engine/apollo-engine.js';
import { createHttpLogger } from './logger.js';
import { MAX_REQUEST_BYTES, SubgraphDataSource } from './subgraph-data-source.js';
import { loadSupergraph } from './supergraph.js';
import { createViewerTokenSigner } from './viewer-token.js';

const SUPERGRAPH_PATH = resolve(import.meta.dirname, '..', '..', 'schema', 'supergraph.graphql');
const logger = pino({ level: 'silent' });

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });

/** A fake subgraph: `answer` handles each request (or leaves it hanging); every request is recorded. */
interface FakeSubgraph {
  readonly url: string;
  readonly requests: Array<{ token: string | undefined; closedAt: Promise<number> }>;
  readonly received: Promise<void>;
  stop(): Promise<void>;
}

const fakeSubgraph = async (answer: (req: IncomingMessage, res: ServerResponse) => void): Promise<FakeSubgraph> => {
  const requests: FakeSubgraph['requests'] = [];
  let signalReceived: () => void = () => undefined;
  const received = new Promise<void>((done) => (signalReceived = done));
  const server = createServer((req, res) => {
    const closedAt = new Promise<number>((done) => res.once('close', () => done(Date.now())));
    requests.push({ token: req.headers['x-viewer-token'] as string | undefined, closedAt });
    req.resume();
    req.once('end', () => {
      signalReceived();
      answer(req, res);
    });
  });
  const url = await listen(server);
  return { url: `${url}/graphql`, requests, received, stop: () => close(server) };
};

/**
 * A gateway of its own (Apollo Gateway on the committed supergraph, the real context builder and data source),
 * whose subgraphs are the given URLs; viewer tokens are fake (`token-for-<subgraph>`), so a test sees which
 * subgraph each token was minted for.
 */
const miniGateway = async (urls: Record<string, string>, subgraphTimeoutMs?: number) => {
  const supergraph = loadSupergraph(SUPERGRAPH_PATH, urls);
  const engine = createApolloEngine({ supergraph, introspection: false, logger, ...(subgraphTimeoutMs ? { subgraphTimeoutMs } : {}) });
  await engine.start();
  const buildContext = createContextBuilder({
    verifyAccessToken: async () => ({ state: 'none' }),
    signViewerToken: async ({ subgraph }) => `token-for-${subgraph}`,
  });
  const app = express();
  app.use(createHttpLogger(logger));
  app.use('/graphql', engine.httpHandler(buildContext));
  const server = createServer(app);
  const url = await listen(server);
  return {
    url: `${url}/graphql`,
    stop: async () => {
      await close(server);
      await engine.stop();
    },
  };
};

/** POSTs a GraphQL query; `abortAfter` resolves when the client should hang up (the request is then destroyed). */
const postQuery = (url: string, query: string, abortAfter?: Promise<unknown>): Promise<{ status: number; text: string }> =>
  new Promise((done, fail) => {
    const body = JSON.stringify({ query });
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (error) => (abortAfter ? done({ status: 0, text: error.message }) : fail(error)));
    req.end(body);
    void abortAfter?.then(() => req.destroy());
  });

const ME = '{ me { id firstName } }';

describe('subgraph calls: deadline and client abort', () => {
  it('ends a call the subgraph does not answer within SUBGRAPH_TIMEOUT_MS', async () => {
    const hanging = await fakeSubgraph(() => undefined);
    const gateway = await miniGateway({ accounts: hanging.url }, 400);
    try {
      const started = Date.now();
      const reply = await postQuery(gateway.url, ME);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(350);
      expect(elapsed).toBeLessThan(3_000);
      expect(reply.status).toBe(200);
      const body = JSON.parse(reply.text) as { data: unknown; errors: Array<{ message: string }> };
      expect(body.data).toBeNull();
      expect(body.errors.length).toBeGreaterThan(0);
      // The subgraph's connection was closed by the gateway, not left open.
      expect(await hanging.requests[0]!.closedAt).toBeLessThan(started + 3_000);
      expect(reply.text).not.toContain(hanging.url.replace('/graphql', ''));
    } finally {
      await gateway.stop();
      await hanging.stop();
    }
  });

  it('aborts the in-flight subgraph call when the client disconnects', async () => {
    const hanging = await fakeSubgraph(() => undefined);
    // A long deadline: only the client's abort can end the subgraph call within the test.
    const gateway = await miniGateway({ accounts: hanging.url }, 60_000);
    try {
      let hungUpAt = 0;
      const hangUp = hanging.received.then(() => (hungUpAt = Date.now()));
      await postQuery(gateway.url, ME, hangUp);
      let closed: number | undefined;
      void hanging.requests[0]!.closedAt.then((at) => (closed = at));
      const closedAt = await eventually(() => closed, 3_000, 'the subgraph request to close after the client hung up');
      expect(closedAt - hungUpAt).toBeLessThan(2_000);
    } finally {
      await gateway.stop();
      await hanging.stop();
    }
  });

  it('reads SUBGRAPH_TIMEOUT_MS from the environment (10 s by default)', () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const base = {
      ACCESS_TOKEN_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      VIEWER_TOKEN_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      INTERNAL_TOKEN_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
    expect(parseEnv(base).SUBGRAPH_TIMEOUT_MS).toBe(10_000);
    expect(parseEnv({ ...base, SUBGRAPH_TIMEOUT_MS: '2500' }).SUBGRAPH_TIMEOUT_MS).toBe(2_500);
    expect(() => parseEnv({ ...base, SUBGRAPH_TIMEOUT_MS: 'soon' })).toThrow(/SUBGRAPH_TIMEOUT_MS/);
  });
});

describe('subgraph HTTP errors reach clients without internals', () => {
  it("a subgraph's 401 becomes UNAUTHENTICATED with no internal URL or body", async () => {
    const secret = `internal-detail-${randomUUID()}`;
    const refusing = await fakeSubgraph((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' }).end(
        JSON.stringify({ errors: [{ message: `Invalid viewer token ${secret}`, extensions: { code: 'UNAUTHENTICATED' } }] }),
      );
    });
    const gateway = await miniGateway({ accounts: refusing.url });
    try {
      const reply = await postQuery(gateway.url, ME);
      const body = JSON.parse(reply.text) as { errors: Array<{ message: string; extensions?: Record<string, unknown> }> };
      expect(body.errors[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      expect(body.errors[0]?.extensions?.['response']).toBeUndefined();
      expect(reply.text).not.toContain(secret);
      expect(reply.text).not.toContain(refusing.url.replace('/graphql', ''));
      expect(reply.text).not.toContain('127.0.0.1');
    } finally {
      await gateway.stop();
      await refusing.stop();
    }
  });
});

describe('viewer tokens per subgraph', () => {
  it('each subgraph call carries a token minted for that subgraph', async () => {
    const answering = (data: unknown) => (_req: IncomingMessage, res: ServerResponse) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    const userId = randomUUID();
    const accounts = await fakeSubgraph(answering({ me: { __typename: 'User', id: userId, firstName: 'Ada' } }));
    const community = await fakeSubgraph(answering({ _entities: [{ __typename: 'User', postsCount: 3 }] }));
    const gateway = await miniGateway({ accounts: accounts.url, community: community.url });
    try {
      const reply = await postQuery(gateway.url, '{ me { id firstName postsCount } }');
      expect(JSON.parse(reply.text)).toEqual({ data: { me: { id: userId, firstName: 'Ada', postsCount: 3 } } });
      expect(accounts.requests.map((r) => r.token)).toEqual(['token-for-accounts']);
      expect(community.requests.map((r) => r.token)).toEqual(['token-for-community']);
    } finally {
      await gateway.stop();
      await accounts.stop();
      await community.stop();
    }
  });
});

describe('_entities calls stay under the subgraph body limit', () => {
  const USERS = 20_000;
  let fresh: FreshSubgraphs;

  beforeAll(async () => {
    fresh = await startFreshSubgraphs(['community']);
    // User n (1..20000) wrote n % 3 posts: one statement, no API calls.
    await withDatabase(fresh.databases['community']!, (client) =>
      client.query(
        `insert into posts (id, author_id, content, created_at)
         select gen_random_uuid(), ('00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid, 'bulk post', now()
           from generate_series(1, ${USERS}) as n, generate_series(1, n % 3) as k`,
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await fresh?.stop();
  });

  it('resolves 20 000 user references in one plan fetch (split into calls under the limit, merged in order)', async () => {
    const ids = Array.from({ length: USERS }, (_, i) => `00000000-0000-4000-8000-${(i + 1).toString(16).padStart(12, '0')}`);
    const representations = ids.map((id) => ({ __typename: 'User', id }));
    // The fetch as the query plan sends it: far beyond the 1 MiB a subgraph accepts in one body.
    const query = 'query($representations:[_Any!]!){_entities(representations:$representations){...on User{id postsCount}}}';
    expect(Buffer.byteLength(JSON.stringify({ query, variables: { representations } }))).toBeGreaterThan(2 * MAX_REQUEST_BYTES);
    const sign = await createViewerTokenSigner(inject('viewerTokenPrivateKey'));
    const auth = { state: 'valid', userId: ids[0]!, role: 'member' } as const;
    const context = {
      auth,
      ip: '127.0.0.1',
      requestId: `entities-${randomUUID()}`,
      log: logger,
      viewerToken: (subgraph: string) => sign({ subgraph, auth, ip: '127.0.0.1' }),
    } satisfies GatewayContext;
    const source = new SubgraphDataSource('community', `${fresh.urls['community']!}/graphql`);
    // What the gateway passes for a query plan's fetch (the data source reads the request and the context).
    const options = { kind: 'incoming operation', request: { query, variables: { representations } }, incomingRequestContext: {}, context };
    const reply = await source.process(options as unknown as GraphQLDataSourceProcessOptions<GatewayContext>);
    expect(reply.errors).toBeUndefined();
    const entities = (reply.data as { _entities: Array<{ id: string; postsCount: number }> })._entities;
    expect(entities).toHaveLength(USERS);
    entities.forEach((entity, i) => {
      if (entity.id !== ids[i] || entity.postsCount !== (i + 1) % 3) throw new Error(`entity ${i}: ${JSON.stringify(entity)}`);
    });
  }, 120_000);
});
