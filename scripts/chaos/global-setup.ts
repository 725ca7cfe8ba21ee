/**
 * Vitest global setup of the `chaos` project: its own throwaway PostgreSQL (embedded, or TEST_DATABASE_URL) and
 * its own stack on free ports, every service under a supervisor (restarted with backoff, as `npm start` does),
 * plus a loopback control server through which tests kill services and watch them come back
 * (support/control-client.ts). The domain-event queue's database lives on a second embedded server of its own, so a
 * test can stop the queue alone; both embedded servers can be stopped and started again (support/database-control.ts;
 * the main one only when it is embedded, not with TEST_DATABASE_URL). Provides the same names as the integration
 * setup where they mean the same.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { subgraphs } from '../../subgraphs.config.js';
import { buildAll } from '../lib/build.js';
import { freePort } from '../lib/ports.js';
import { generateSecrets, type StackSecrets } from '../lib/secrets.js';
import { startStack } from '../lib/stack.js';
import { LOAD_TEST_RATE_LIMITS } from '@momstride/testing/setup/test-stack';
import { startControlServer } from './support/control-server.js';
import { startControlledPostgres, type ControlledDatabase } from './support/database-control.js';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    subgraphUrls: Record<string, string>;
    serverDatabaseUrl: string;
    /** Server-level URL of the domain-event queue's own server. */
    domainEventsServerUrl: string;
    outboxDir: string;
    stackSecrets: StackSecrets;
    viewerTokenPrivateKey: string;
    accessTokenPrivateKey: string;
    /** The chaos control server (support/control-server.ts). */
    chaosControlUrl: string;
  }
}

/** Restarts in the chaos stack: quick, so "full service within 5 s" measures the services, not the wait. */
export const CHAOS_BACKOFF = { initialMs: 200, maxMs: 2000, resetAfterMs: 10_000 };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildAll(() => undefined);
  const workDir = mkdtempSync(join(tmpdir(), 'momstride-chaos-'));
  const secrets = generateSecrets();
  const controlled: Record<string, ControlledDatabase> = {};
  const startControlled = async (name: string) =>
    (controlled[name] = await startControlledPostgres({ dataDir: join(workDir, `${name}-postgres`), port: await freePort(), password: secrets.databasePassword }));
  const stopDatabases = () => Promise.all(Object.values(controlled).map((server) => server.close()));
  const database: { readonly url: string } = process.env.TEST_DATABASE_URL ? { url: process.env.TEST_DATABASE_URL } : await startControlled('main');
  const queue = await startControlled('queue').catch(async (error: unknown) => {
    await stopDatabases();
    throw error;
  });
  const subgraphPorts: Record<string, number> = {};
  for (const subgraph of subgraphs) subgraphPorts[subgraph.name] = await freePort();
  const gatewayPort = await freePort();
  const outboxDir = join(workDir, 'outbox');
  const verbose = Boolean(process.env.TEST_LOG_LEVEL);
  const stack = await startStack({
    serverDatabaseUrl: database.url,
    domainEventsServerUrl: queue.url,
    secrets,
    gatewayPort,
    subgraphPorts,
    outboxDir,
    mediaDir: join(workDir, 'uploads'),
    publicUrl: `http://127.0.0.1:${gatewayPort}`,
    seedDemoData: true,
    nodeEnv: 'test',
    env: { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn', ...LOAD_TEST_RATE_LIMITS },
    restart: CHAOS_BACKOFF,
    // Restart notices always show (they are what the suite is about); service logs only with TEST_LOG_LEVEL.
    log: (line) => {
      if (verbose || /restart/.test(line)) console.log(`${new Date().toISOString().slice(11, 23)} ${line}`);
    },
  }).catch(async (error: unknown) => {
    await stopDatabases();
    throw error;
  });
  const control = await startControlServer(stack.supervised, controlled);

  project.provide('gatewayUrl', stack.gatewayUrl);
  project.provide('subgraphUrls', { ...stack.subgraphUrls });
  project.provide('serverDatabaseUrl', database.url);
  project.provide('domainEventsServerUrl', queue.url);
  project.provide('outboxDir', outboxDir);
  project.provide('stackSecrets', secrets);
  project.provide('viewerTokenPrivateKey', secrets.viewerTokenPrivateKey);
  project.provide('accessTokenPrivateKey', secrets.accessTokenPrivateKey);
  project.provide('chaosControlUrl', control.url);

  return async () => {
    await control.stop();
    await stack.stop();
    await stopDatabases();
    rmSync(workDir, { recursive: true, force: true });
  };
}
