/**
 * Vitest global setup: one throwaway PostgreSQL (embedded, or TEST_DATABASE_URL) and the whole stack
 * (every subgraph and the gateway serving web/dist) with the demo seed, on free ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { subgraphs } from '../../subgraphs.config.js';
import { buildAll } from '../lib/build.js';
import { freePort } from '../lib/ports.js';
import { startEmbeddedPostgres, type PostgresServer } from '../lib/postgres.js';
import { generateSecrets, type StackSecrets } from '../lib/secrets.js';
import { startStack } from '../lib/stack.js';
import { PRINTFUL_TEST_TOKEN, startImageFixtureServer } from './image-fixture-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    subgraphUrls: Record<string, string>;
    serverDatabaseUrl: string;
    outboxDir: string;
    mediaDir: string;
    viewerTokenPrivateKey: string;
    accessTokenPrivateKey: string;
    stackSecrets: StackSecrets;
    /** A loopback origin the stack lets photo URLs reach (a stand-in for the internet): /photo.png, /redirect?to=, /huge.png, /page.html. */
    imageFixtureUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildAll(() => undefined);
  const workDir = mkdtempSync(join(tmpdir(), 'momstride-test-'));
  const secrets = generateSecrets();
  const database: PostgresServer = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => undefined }
    : await startEmbeddedPostgres({
        dataDir: join(workDir, 'postgres'),
        port: await freePort(),
        password: secrets.databasePassword,
        persistent: false,
      });
  const subgraphPorts: Record<string, number> = {};
  for (const subgraph of subgraphs) subgraphPorts[subgraph.name] = await freePort();
  const gatewayPort = await freePort();
  const imageFixtures = await startImageFixtureServer();
  const outboxDir = join(workDir, 'outbox');
  const mediaDir = join(workDir, 'uploads');
  const stack = await startStack({
    serverDatabaseUrl: database.url,
    secrets,
    gatewayPort,
    subgraphPorts,
    outboxDir,
    mediaDir,
    publicUrl: `http://127.0.0.1:${gatewayPort}`,
    seedDemoData: true,
    nodeEnv: 'test',
    env: {
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      PHOTO_FETCH_ALLOWED_ORIGINS: imageFixtures.origin,
      PRINTFUL_API_URL: `${imageFixtures.origin}/printful`,
      PRINTFUL_API_TOKEN: PRINTFUL_TEST_TOKEN,
    },
    log: process.env.TEST_LOG_LEVEL ? (line) => console.log(line) : undefined,
  }).catch(async (error: unknown) => {
    await imageFixtures.stop();
    await database.stop();
    throw error;
  });

  project.provide('gatewayUrl', stack.gatewayUrl);
  project.provide('subgraphUrls', { ...stack.subgraphUrls });
  project.provide('serverDatabaseUrl', database.url);
  project.provide('outboxDir', outboxDir);
  project.provide('mediaDir', mediaDir);
  project.provide('viewerTokenPrivateKey', secrets.viewerTokenPrivateKey);
  project.provide('accessTokenPrivateKey', secrets.accessTokenPrivateKey);
  project.provide('stackSecrets', secrets);
  project.provide('imageFixtureUrl', imageFixtures.origin);

  return async () => {
    await stack.stop();
    await imageFixtures.stop();
    await database.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
