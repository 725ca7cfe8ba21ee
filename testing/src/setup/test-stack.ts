/**
 * The stack a test project runs against: what is stale built, one throwaway PostgreSQL (embedded, or
 * TEST_DATABASE_URL), the image fixture server (the internet's stand-in) and every service on free ports with the
 * demo seed — in one process (monolithic mode: the integration project), one process each, or `replicas` of each (the
 * `replicas` project, microservices mode). Shared by the integration and the
 * replicas global setups, with the values both provide to their test files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { subgraphs } from '../subgraph-config.js';
import { buildAll } from '../../../scripts/lib/build.js';
import { freePort } from '../../../scripts/lib/ports.js';
import { startEmbeddedPostgres, type PostgresServer } from '../../../scripts/lib/postgres.js';
import { generateSecrets, type StackSecrets } from '../../../scripts/lib/secrets.js';
import { startStack, type RunningStack, type StackMode } from '../../../scripts/lib/stack.js';
import type { BackoffPolicy } from '../../../scripts/lib/supervisor.js';
import { PRINTFUL_TEST_TOKEN, startImageFixtureServer } from './image-fixture-server.js';
import { TEST_DIGEST_CRON } from './test-schedules.js';
import { startWebhookReceiver } from './webhook-receiver.js';

/**
 * Rate limits (gateway RATE_LIMIT_*, commerce's shop budgets) of stacks that drive one member hard — the tests' (the fuzz test's 10,000
 * requests), chaos, replicas, the benchmark and its soak: so high nothing reaches them, while the limiter still
 * counts and answers its headers on every request (its cost stays in the benchmark's figures). The real limits are
 * tested on a gateway of their own (gateway/src/rate-limit/rate-limit.test.ts).
 */
export const LOAD_TEST_RATE_LIMITS = {
  RATE_LIMIT_MEMBER: '1000000/1',
  RATE_LIMIT_TOKEN: '1000000/1',
  RATE_LIMIT_ANONYMOUS_MUTATIONS: '1000000/1',
  // commerce's shop budgets: every test shopper comes from 127.0.0.1 (checkout-limits.test.ts tests the real ones).
  CART_ADDS_PER_ADDRESS_PER_HOUR: '1000000',
  CHECKOUTS_PER_ADDRESS_PER_HOUR: '1000000',
  CHECKOUTS_PER_EMAIL_PER_HOUR: '1000000',
  // accounts' admin order notices (order-mails.test.ts tests the real cap on an accounts of its own).
  ORDER_NOTICES_PER_HOUR: '1000000',
} as const;

/**
 * The shared test stack's gateway admits up to 1,000 requests at once whatever the latency (the parallel test files
 * of a busy machine would otherwise be shed): admission control is still on and counting; admission.test.ts tests the
 * real limit on a gateway of its own, the soak at the production defaults.
 */
export const TEST_STACK_ADMISSION = { ADMISSION_LIMIT_INITIAL: '1000', ADMISSION_LIMIT_MIN: '1000', ADMISSION_LIMIT_MAX: '1000' } as const;

export interface TestStack {
  readonly stack: RunningStack;
  readonly serverDatabaseUrl: string;
  readonly secrets: StackSecrets;
  readonly outboxDir: string;
  readonly mediaDir: string;
  readonly imageFixtureUrl: string;
  /** The loopback webhook receiver (webhook-receiver.ts) whose origin WEBHOOK_ALLOWED_ORIGINS allows. */
  readonly webhookReceiverUrl: string;
  /** Stops the services, the fixture server and PostgreSQL, and removes the work folder. */
  readonly stop: () => Promise<void>;
}

export interface TestStackOptions {
  /** Name prefix of the temporary work folder (PostgreSQL's data, the outbox, uploads). */
  readonly workDirPrefix: string;
  /** One process for everything or one per service (startStack's `mode`); `microservices` unless given. */
  readonly mode?: StackMode;
  /** Processes of every service (startStack's `replicas`, microservices mode), 1 unless given. */
  readonly replicas?: number;
  /** Restart a process that ends by itself (startStack's `restart`): a test that crashes the stack on purpose. */
  readonly restart?: BackoffPolicy;
  /** Where members reach the site (links in mails): the gateway's URL unless a proxy in front of it is given. */
  readonly publicUrl?: string;
  /** Extra flags of the embedded PostgreSQL server (e.g. a higher max_connections for replicas). */
  readonly postgresFlags?: readonly string[];
}

export async function startTestStack(options: TestStackOptions): Promise<TestStack> {
  const workDir = mkdtempSync(join(tmpdir(), options.workDirPrefix));
  const secrets = generateSecrets();
  // The build and the database start at once: they share nothing.
  const [built, started] = await Promise.allSettled([
    buildAll(() => undefined),
    process.env.TEST_DATABASE_URL
      ? Promise.resolve<PostgresServer>({ url: process.env.TEST_DATABASE_URL, stop: async () => undefined })
      : startEmbeddedPostgres({
          dataDir: join(workDir, 'postgres'),
          port: await freePort(),
          password: secrets.databasePassword,
          persistent: false,
          postgresFlags: options.postgresFlags,
        }),
  ]);
  if (built.status === 'rejected' || started.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    rmSync(workDir, { recursive: true, force: true });
    throw built.status === 'rejected' ? built.reason : (started as PromiseRejectedResult).reason;
  }
  const database = started.value;
  const subgraphPorts: Record<string, number> = {};
  for (const subgraph of subgraphs) subgraphPorts[subgraph.name] = await freePort();
  const gatewayPort = await freePort();
  // Every service's metrics listener on a free port too (the well-known ones may be taken by a running stack).
  const metricsPorts: Record<string, number> = {};
  for (const name of ['gateway', ...subgraphs.map((subgraph) => subgraph.name)]) metricsPorts[name] = await freePort();
  const imageFixtures = await startImageFixtureServer();
  const webhookReceiver = await startWebhookReceiver();
  const outboxDir = join(workDir, 'outbox');
  const mediaDir = join(workDir, 'uploads');
  const stack = await startStack({
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.restart ? { restart: options.restart } : {}),
    serverDatabaseUrl: database.url,
    secrets,
    gatewayPort,
    subgraphPorts,
    metricsPorts,
    outboxDir,
    mediaDir,
    publicUrl: options.publicUrl ?? `http://127.0.0.1:${gatewayPort}`,
    seedDemoData: true,
    nodeEnv: 'test',
    env: {
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
      ...LOAD_TEST_RATE_LIMITS,
      ...TEST_STACK_ADMISSION,
      PHOTO_FETCH_ALLOWED_ORIGINS: imageFixtures.origin,
      PRINTFUL_API_URL: `${imageFixtures.origin}/printful`,
      PRINTFUL_API_TOKEN: PRINTFUL_TEST_TOKEN,
      // Webhooks may reach the loopback receiver (tests only), and retry after 1–2 s, 2–4 s, … instead of minutes.
      WEBHOOK_ALLOWED_ORIGINS: webhookReceiver.origin,
      WEBHOOK_RETRY_BASE_SECONDS: '1',
      // Web Push may reach the same loopback receiver (tests only): it stands in for a push service.
      PUSH_ALLOWED_ORIGINS: webhookReceiver.origin,
      // A message unread for 3 s is mailed (minutes in production), so the missed-messages mail can be waited for.
      MISSED_MESSAGE_MAIL_DELAY_SECONDS: '3',
      // The weekly digest's schedule wakes once a year (1 January, 00:00 UTC): tests ask for digests themselves, for their own members.
      DIGEST_CRON: TEST_DIGEST_CRON,
    },
    log: process.env.TEST_LOG_LEVEL ? (line) => console.log(line) : undefined,
    replicas: options.replicas,
  }).catch(async (error: unknown) => {
    await webhookReceiver.stop();
    await imageFixtures.stop();
    await database.stop();
    throw error;
  });
  return {
    stack,
    serverDatabaseUrl: database.url,
    secrets,
    outboxDir,
    mediaDir,
    imageFixtureUrl: imageFixtures.origin,
    webhookReceiverUrl: webhookReceiver.origin,
    stop: async () => {
      await stack.stop();
      await webhookReceiver.stop();
      await imageFixtures.stop();
      await database.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Provides the stack's values to the project's test files (ProvidedContext in global-setup.ts); `gatewayUrl` is where they send requests. */
export function provideTestStack(project: TestProject, started: TestStack, gatewayUrl: string): void {
  project.provide('gatewayUrl', gatewayUrl);
  project.provide('subgraphUrls', { ...started.stack.subgraphUrls });
  project.provide('metricsUrls', { ...started.stack.metricsUrls });
  project.provide('serverDatabaseUrl', started.serverDatabaseUrl);
  project.provide('outboxDir', started.outboxDir);
  project.provide('mediaDir', started.mediaDir);
  project.provide('viewerTokenPrivateKey', started.secrets.viewerTokenPrivateKey);
  project.provide('accessTokenPrivateKey', started.secrets.accessTokenPrivateKey);
  project.provide('stackSecrets', started.secrets);
  project.provide('imageFixtureUrl', started.imageFixtureUrl);
  project.provide('webhookReceiverUrl', started.webhookReceiverUrl);
}
