import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayContext } from './context.js';
import { fromGraphQLError } from './rest/errors.js';
import { SubgraphDataSource, unavailableMessage } from './subgraph-data-source.js';

const warnings: unknown[] = [];
const contextWith = (signal?: AbortSignal) =>
  ({ viewerToken: async () => 'token', requestId: 'request-1', signal, log: { warn: (entry: unknown) => warnings.push(entry) } }) as unknown as GatewayContext;

const call = (source: SubgraphDataSource, context = contextWith()) =>
  source.process({
    kind: 'incoming operation',
    incomingRequestContext: {},
    request: { query: '{ __typename }' },
    context,
  } as unknown as GraphQLDataSourceProcessOptions<GatewayContext>);

const servers: Server[] = [];
afterEach(async () => {
  warnings.length = 0;
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback server answering with `handle`; its /graphql URL. */
const serve = async (handle: Parameters<typeof createServer>[1]): Promise<string> => {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
};

/** A loopback port nothing listens on. */
const closedPortUrl = async (): Promise<string> => {
  const url = await serve(() => undefined);
  await new Promise((resolve) => servers.pop()!.close(resolve));
  return url;
};

const expectUnavailable = async (promise: Promise<unknown>, subgraph: string) => {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as GraphQLError | undefined;
  expect(error?.message).toBe(unavailableMessage(subgraph));
  expect(error?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', serviceName: subgraph, retryAfterSeconds: 5 });
  expect(JSON.stringify(error)).not.toMatch(/127\.0\.0\.1|http/);
};

describe('a subgraph that cannot be reached', () => {
  it('is SERVICE_UNAVAILABLE naming its area when the connection is refused', async () => {
    await expectUnavailable(call(new SubgraphDataSource('commerce', await closedPortUrl())), 'commerce');
    expect(unavailableMessage('commerce')).toBe('The shop is temporarily unavailable. Please try again in a moment.');
  });

  it('is SERVICE_UNAVAILABLE when the connection is reset or no answer comes in time', async () => {
    const reset = await serve((req) => req.socket.destroy());
    await expectUnavailable(call(new SubgraphDataSource('community', reset)), 'community');
    const silent = await serve(() => undefined);
    await expectUnavailable(call(new SubgraphDataSource('messaging', silent, 100)), 'messaging');
  });

  it('is SERVICE_UNAVAILABLE when it answers 502, 503 or 504', async () => {
    for (const status of [502, 503, 504]) {
      const url = await serve((_req, res) => res.writeHead(status).end());
      await expectUnavailable(call(new SubgraphDataSource('events-wellness', url)), 'events-wellness');
    }
  });

  it('sends a call once more when its reused connection was closed under it, and then succeeds', async () => {
    const served = new WeakMap<object, number>();
    let calls = 0;
    const url = await serve((req, res) => {
      calls += 1;
      const count = served.get(req.socket) ?? 0;
      served.set(req.socket, count + 1);
      // The second call on a kept-alive connection finds it closed (as a subgraph closing an idle connection would).
      if (count === 1) return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { __typename: 'Query' } }));
    });
    const source = new SubgraphDataSource('commerce', url);
    expect(await call(source)).toEqual({ data: { __typename: 'Query' } });
    expect(await call(source)).toEqual({ data: { __typename: 'Query' } });
    expect(calls).toBe(3);
  });

  it('is not when the client itself went away', async () => {
    const controller = new AbortController();
    // The client goes away once the request has reached the subgraph (which never answers).
    const silent = await serve(() => controller.abort());
    const pending = call(new SubgraphDataSource('commerce', silent), contextWith(controller.signal));
    await expect(pending).rejects.toThrow('client request aborted');
  });

  it('maps to a REST 503 with the detail and Retry-After', () => {
    const reply = fromGraphQLError(
      { message: unavailableMessage('commerce'), extensions: { code: 'SERVICE_UNAVAILABLE', serviceName: 'commerce', retryAfterSeconds: 5 } },
      undefined,
    );
    expect(reply).toEqual({
      status: 503,
      body: { detail: 'The shop is temporarily unavailable. Please try again in a moment.' },
      headers: { 'Retry-After': '5' },
    });
  });
});
