/**
 * SIGTERM during load, for a subgraph and for the gateway: requests already in flight (their bodies still
 * arriving when the signal lands) are answered, new ones are refused (connection refused, or the gateway's 503 for
 * a subgraph that is gone), and the process exits with code 0. The supervisor then brings it back.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { viewerToken } from '../testing/subgraph-client.js';
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
      await new Promise((resolve) => setTimeout(resolve, 300));

      // New connections are refused; through the gateway its routes answer 503 with the detail.
      const refused = await fresh(`${url}/healthz`);
      expect(refused.status === 0 || refused.status === 503, JSON.stringify(refused)).toBe(true);
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
      await new Promise((resolve) => setTimeout(resolve, 300));

      const refused = await fresh(`${gatewayUrl}/healthz`);
      expect(refused.status === 0 || refused.status === 503, JSON.stringify(refused)).toBe(true);
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
});
