/**
 * SIGTERM during load, for a subgraph and for the gateway: requests already in flight (their bodies still
 * arriving when the signal lands) are answered, new ones are refused (connection refused, or the gateway's 503 for
 * a subgraph that is gone), and the process exits with code 0. The supervisor then brings it back.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Agent, request as httpRequest } from 'node:http';
import { eventually, viewerToken } from '@momstride/testing';
import { setAutoRestart, signalService, waitForExit } from './support/control-client.js';
import { call, fullService, probe, signIn, startSlowPost, UNAVAILABLE_DETAIL, type SlowRequest } from './support/traffic.js';

const IN_FLIGHT = 6;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** Starts `count` requests whose bodies are half sent. */
const inFlight = (count: number, start: () => Promise<SlowRequest>): Promise<SlowRequest[]> => Promise.all(Array.from({ length: count }, start));

/** A fresh connection to `url`: its status, or 0 with the connection error. */
const fresh = async (url: string): Promise<{ status: number; error?: string }> => {
  try {
    const response = await fetch(url, { headers: { connection: 'close' }, signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return { status: response.status };
  } catch (error) {
    return { status: 0, error: (error as { cause?: { code?: string } }).cause?.code ?? String(error) };
  }
};

describe('SIGTERM during load', () => {
  it('a subgraph answers its in-flight requests, refuses new ones and exits with 0', async () => {
    const name = 'events-wellness';
    await fullService(token);
    await setAutoRestart(name, false);
    try {
      const url = inject('subgraphUrls')[name]!;
      const viewer = await viewerToken({}, name);
      const requests = await inFlight(IN_FLIGHT, () =>
        startSlowPost(`${url}/graphql`, { 'x-viewer-token': viewer }, { query: 'query InFlight { __typename }' }),
      );
      const pid = await signalService(name, 'SIGTERM');

      // New connections are refused; through the gateway its routes answer 503 with the detail.
      await eventually(async () => {
        const refused = await fresh(`${url}/healthz`);
        return refused.status === 0 || refused.status === 503 ? refused : undefined;
      }, 10_000, `${name} to refuse new connections`);
      const viaGateway = await probe(name, token);
      expect(viaGateway.status).toBe(503);
      expect(viaGateway.detail).toMatch(UNAVAILABLE_DETAIL[name]!);

      // The requests in flight when the signal came are answered in full.
      const answers = await Promise.all(requests.map((request) => request.finish()));
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 200 });
        expect(JSON.parse((answer as { text: string }).text)).toEqual({ data: { __typename: 'Query' } });
      }
      const exit = await waitForExit(name, pid);
      expect(exit).toMatchObject({ code: 0, signal: null });
    } finally {
      await setAutoRestart(name, true);
    }
    await fullService(token);
  });

  it('the gateway answers its in-flight requests, refuses new ones and exits with 0', async () => {
    await fullService(token);
    await setAutoRestart('gateway', false);
    try {
      const gatewayUrl = inject('gatewayUrl');
      const requests = await inFlight(IN_FLIGHT, () =>
        startSlowPost(`${gatewayUrl}/graphql`, { authorization: `Bearer ${token}` }, { query: 'query InFlight { me { firstName } }' }),
      );
      const pid = await signalService('gateway', 'SIGTERM');

      await eventually(async () => {
        const refused = await fresh(`${gatewayUrl}/healthz`);
        return refused.status === 0 || refused.status === 503 ? refused : undefined;
      }, 10_000, 'the gateway to refuse new connections');
      expect((await call('GET', '/api/users/me', { token })).status === 0).toBe(true);

      const answers = await Promise.all(requests.map((request) => request.finish()));
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: 200 });
        expect(JSON.parse((answer as { text: string }).text)).toEqual({ data: { me: { firstName: 'Maya' } } });
      }
      const exit = await waitForExit('gateway', pid);
      expect(exit).toMatchObject({ code: 0, signal: null });
    } finally {
      await setAutoRestart('gateway', true);
    }
    await fullService(token);
  });

  /**
   * Four kept-alive connections sending requests back to back; SIGTERM to `service` while they flow. Answers every
   * outcome and how long after the signal the process ended.
   */
  const sigtermUnderKeepAliveLoad = async (service: string, url: string, method: 'GET' | 'POST', headers: Record<string, string>, body?: string) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const target = new URL(url);
      const send = () =>
        new Promise<{ status: number; at: number } | { error: string; at: number }>((resolve) => {
          const req = httpRequest({ hostname: target.hostname, port: target.port, path: target.pathname, method, agent, headers }, (res) => {
            res.resume();
            res.once('end', () => resolve({ status: res.statusCode ?? 0, at: Date.now() }));
          });
          req.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, at: Date.now() }));
          req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
          req.end(body);
        });
      const results: Awaited<ReturnType<typeof send>>[] = [];
      let signalledAt = Number.POSITIVE_INFINITY;
      const worker = async () => {
        // Bounded: 400 requests per connection at most, and none once the service refuses them.
        for (let sent = 0; sent < 400; sent += 1) {
          const result = await send();
          results.push(result);
          if ('error' in result || (result.at > signalledAt && result.status !== 200)) return;
        }
      };
      const workers = Promise.all(Array.from({ length: 4 }, worker));
      // Every connection is in use before the signal.
      await eventually(() => (results.length >= 8 ? true : undefined), 10_000, 'requests on the kept-alive connections');
      signalledAt = Date.now();
      const pid = await signalService(service, 'SIGTERM');
      const exit = await waitForExit(service, pid);
      const exitedAfterMs = Date.now() - signalledAt;
      await workers;
      console.log(`chaos: ${service} SIGTERM under keep-alive load — ${results.length} requests, exited ${exitedAfterMs} ms after the signal`);
      return { exit, exitedAfterMs, results };
    } finally {
      agent.destroy();
    }
  };

  it.each(['gateway', 'community'])('%s under keep-alive load stops taking work on those connections and exits with 0 at once', async (service) => {
    await fullService(token);
    await setAutoRestart(service, false);
    try {
      const outcome =
        service === 'gateway'
          ? await sigtermUnderKeepAliveLoad(service, `${inject('gatewayUrl')}/api/wellness/goals`, 'GET', { authorization: `Bearer ${token}` })
          : await sigtermUnderKeepAliveLoad(
              service,
              `${inject('subgraphUrls')[service]!}/graphql`,
              'POST',
              { 'x-viewer-token': await viewerToken({}, service), 'content-type': 'application/json' },
              JSON.stringify({ query: '{ __typename }' }),
            );
      expect(outcome.exit).toMatchObject({ code: 0, signal: null });
      // Well before keep-alive's 5 s would have let it go (and its forced exit at 10 s).
      expect(outcome.exitedAfterMs).toBeLessThan(3000);
      for (const result of outcome.results) {
        if ('error' in result) expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']).toContain(result.error);
        else expect([200, 503]).toContain(result.status);
      }
      expect(outcome.results.filter((result) => 'status' in result && result.status === 200).length).toBeGreaterThan(0);
    } finally {
      await setAutoRestart(service, true);
    }
    await fullService(token);
  });
});
