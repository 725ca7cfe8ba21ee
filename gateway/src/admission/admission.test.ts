/**
 * Admission control and subgraph deadlines on a real gateway process of its own (the test stack's gateway lifts the
 * limit), over loopback: the stack's real subgraphs, but commerce replaced by a listener that takes requests and never
 * answers (a subgraph hanging, as under overload). Limit 2, queue 2, subgraph deadline 8 s (room for a busy machine):
 * - two cart reads hang at commerce and hold the two places; two more requests wait in the queue;
 * - every further request is refused at once — 503, Retry-After, a JSON detail (a GraphQL error on /graphql) — while
 *   the two are still hanging; health probes are not counted;
 * - the hanging calls end at the deadline as 503 (REST, with Retry-After) and SERVICE_UNAVAILABLE (GraphQL), never
 *   500; the queued requests are then admitted and served.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  graphql,
  type HttpResult,
  type Member,
  registerMember,
  type ServiceProcess,
  startExtraGateway,
  stopService,
} from '@momstride/testing';

const SHOP_UNAVAILABLE = 'The shop is temporarily unavailable. Please try again in a moment.';
const BUSY = 'MomStride is busy right now. Please try again in a moment.';

/** A listener that reads each request and never answers it (until stopped). */
const hangingSubgraph = async () => {
  const held: ServerResponse[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    held.push(res);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  /** Resolves once `count` requests have arrived. */
  const received = async (count: number) => {
    while (held.length < count) await new Promise<void>((wake) => waiters.push(wake));
  };
  const stop = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return { url, received, stop };
};

/** The values of the first `count` of `promises` to settle, in the order they settled. */
const firstSettled = <T>(promises: readonly Promise<T>[], count: number): Promise<T[]> =>
  new Promise((resolve, reject) => {
    const values: T[] = [];
    for (const promise of promises) {
      promise.then((value) => {
        values.push(value);
        if (values.length === count) resolve(values);
      }, reject);
    }
  });

/** A promise and whether it has settled yet. */
const tracked = <T>(promise: Promise<T>) => {
  const state = { settled: false, promise };
  void promise.finally(() => (state.settled = true));
  return state;
};

describe('admission control (limit 2, queue 2) and a subgraph that misses its deadline', () => {
  let gateway: ServiceProcess | undefined;
  let hanging: Awaited<ReturnType<typeof hangingSubgraph>> | undefined;
  let baseUrl = '';
  let member: Member;

  beforeAll(async () => {
    hanging = await hangingSubgraph();
    const urls = Object.fromEntries(Object.entries(inject('subgraphUrls')).map(([subgraph, url]) => [subgraph, `${url}/graphql`]));
    const [started, registered] = await Promise.all([
      startExtraGateway(
        'gateway-admission',
        {
          SUBGRAPH_URLS: JSON.stringify({ ...urls, commerce: hanging.url }),
          SUBGRAPH_TIMEOUT_MS: '8000',
          ADMISSION_LIMIT_INITIAL: '2',
          ADMISSION_LIMIT_MIN: '2',
          ADMISSION_LIMIT_MAX: '2',
          ADMISSION_QUEUE_SIZE: '2',
          // Long enough that the queued requests outlive the hanging ones and are admitted.
          ADMISSION_QUEUE_TIMEOUT_MS: '30000',
        },
        // /readyz asks every subgraph, and commerce never answers.
        '/healthz',
      ),
      registerMember(),
    ]);
    gateway = started.service;
    baseUrl = started.baseUrl;
    member = registered;
  }, 120_000);

  afterAll(async () => {
    if (gateway) await stopService(gateway);
    await hanging?.stop();
  });

  it('refuses beyond the limit and its queue at once with 503 + Retry-After, serves what it admitted, and a missed deadline is 503, never 500', async () => {
    const as = { token: member.accessToken, baseUrl };
    // Two requests that hang at commerce hold both places.
    const restHanging = tracked(call('GET', '/api/cart/admission-test-cart', as));
    const graphqlHanging = tracked(graphql('query Cart($id: String!) { cart(sessionId: $id) { id } }', { id: 'admission-test-cart-2' }, as));
    await hanging!.received(2);
    // Eight more: two find a place in the queue (accounts would answer them at once, but there is no place), six are
    // refused at once — all while the two still hang. Which two are queued is the order they reach the gateway.
    const more = Array.from({ length: 8 }, () => tracked(call('GET', '/api/users/me', as)));
    const firstSix = await firstSettled(more.map((entry) => entry.promise), 6);
    expect(restHanging.settled || graphqlHanging.settled, 'the refusals came only after the hanging calls ended').toBe(false);
    for (const reply of firstSix) {
      expect(reply.status, reply.text).toBe(503);
      expect(reply.headers['retry-after']).toBe('1');
      expect(reply.body).toEqual({ detail: BUSY });
    }
    const queued = more.filter((entry) => !entry.settled);
    expect(queued).toHaveLength(2);
    // On /graphql the refusal is a GraphQL error.
    const refusedGraphql = await graphql('{ me { id } }', {}, as);
    expect(refusedGraphql.status, refusedGraphql.text).toBe(503);
    expect(refusedGraphql.headers['retry-after']).toBe('1');
    expect(refusedGraphql.body).toEqual({ errors: [{ message: BUSY, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 1 } }] });
    expect(restHanging.settled || graphqlHanging.settled).toBe(false);

    // Probes are not counted.
    const health = await call('GET', '/healthz', { baseUrl });
    expect(health.status).toBe(200);
    expect(restHanging.settled || graphqlHanging.settled).toBe(false);

    // The deadline passes: 503 with the area's words and Retry-After on REST, SERVICE_UNAVAILABLE on GraphQL.
    const rest: HttpResult = await restHanging.promise;
    expect(rest.status, rest.text).toBe(503);
    expect(rest.body).toEqual({ detail: SHOP_UNAVAILABLE });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    const gql: HttpResult = await graphqlHanging.promise;
    expect(gql.status).toBeLessThan(500);
    expect(gql.body.errors).toEqual([expect.objectContaining({ message: SHOP_UNAVAILABLE, extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) })]);

    // The places are free again: the queued requests were admitted and served.
    for (const entry of queued) {
      const reply = await entry.promise;
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toMatchObject({ id: member.user.id });
    }
  }, 60_000);
});
