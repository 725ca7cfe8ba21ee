/**
 * Vitest global setup of the `replicas` project ("two of everything"): one throwaway PostgreSQL, two processes of
 * every subgraph on the same databases, two gateways (gateway A calls the first process of each subgraph, gateway B
 * the second) and a round-robin proxy in front of the gateways. The proxy's URL is `gatewayUrl` (and the members'
 * PUBLIC_URL), so test files written for one gateway run unchanged with consecutive requests landing on either side;
 * every other name the integration setup provides means the same here. `gatewayUrls` and `replicaUrls` let the
 * cross-replica tests pick a side.
 */
import type { TestProject } from 'vitest/node';
import { freePort } from '../lib/ports.js';
import { startRoundRobinProxy } from '@momstride/testing/round-robin-proxy';
import { sampleConnections } from './connection-sampler.js';
import { provideTestStack, startTestStack } from '@momstride/testing/setup/test-stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateways behind the round-robin, A then B; gateway A calls replica 0 of each subgraph, B replica 1. */
    gatewayUrls: string[];
  }
}

export const REPLICAS = 2;
/**
 * Each subgraph process may hold its ORM pool (10), pg-boss's pool (4) and a LISTEN connection or two, so twelve of
 * them can pass PostgreSQL's default of 100 under load ("too many clients"): the server gets room for them.
 */
const MAX_CONNECTIONS = 300;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const began = performance.now();
  const proxyPort = await freePort();
  const started = await startTestStack({
    workDirPrefix: 'momstride-replicas-',
    replicas: REPLICAS,
    publicUrl: `http://127.0.0.1:${proxyPort}`,
    postgresFlags: ['-c', `max_connections=${MAX_CONNECTIONS}`],
  });
  const proxy = await startRoundRobinProxy(started.stack.gatewayUrls, proxyPort).catch(async (error: unknown) => {
    await started.stop();
    throw error;
  });
  const connections = await sampleConnections(started.serverDatabaseUrl).catch(async (error: unknown) => {
    await proxy.stop();
    await started.stop();
    throw error;
  });
  console.log(`replicas: ${REPLICAS} of every service up in ${((performance.now() - began) / 1000).toFixed(1)} s; round-robin at ${proxy.url}`);

  provideTestStack(project, started, proxy.url);
  project.provide('gatewayUrls', [...started.stack.gatewayUrls]);
  project.provide('replicaUrls', Object.fromEntries(Object.entries(started.stack.replicaUrls).map(([name, urls]) => [name, [...urls]])));

  return async () => {
    console.log(`replicas: requests through the round-robin per gateway: ${proxy.counts().join(' / ')}; peak PostgreSQL connections ${connections.peak()} of ${MAX_CONNECTIONS}`);
    await connections.stop();
    await proxy.stop();
    await started.stop();
  };
}
