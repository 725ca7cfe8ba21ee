import type { Seeder } from '@mikro-orm/seeder';
import type { z } from 'zod';
import { buildSubgraph, type BuildSubgraphOptions } from './build-subgraph.js';
import type { BaseContext } from './context.js';
import { handleDeletedUsers, type RemoveUserContent } from './domain-events/deleted-users.js';
import { startEventBus, type EventBus } from './domain-events/bus.js';
import { deadLetterRoutes } from './domain-events/dead-letters.js';
import type { DomainEventConsumer } from './domain-events/consume.js';
import { startOutboxRelay } from './domain-events/relay.js';
import { demoSeedDue, recordDemoSeed } from './demo-seed.js';
import { baseEnvRules, extendEnv, parseEnv, type BaseEnv, type EnvRule } from './env.js';
import { baseUrlsOf, createInternalClient, type InternalClient } from './http/internal-calls.js';
import { createLogger, type Logger } from './logger.js';
import type { MirrorOptions } from './mirrors/kinds.js';
import { startMirrors, withMemberRemoval } from './mirrors/mirrors.js';
import { migrateDatabase } from './kit-migrations.js';
import { ormConfigOf } from './define-subgraph.js';
import { initOrm, withStartupLock, type MikroORM, type OrmConfigOptions } from './orm.js';
import { userExportRoutes, type ExportUserData } from './privacy/user-export.js';
import { startSubgraph, type RunningSubgraph, type StartSubgraphOptions } from './server.js';
import { serviceMetrics, startMetricsListener } from './metrics/index.js';
import { watchSubgraph } from './metrics/subgraph-gauges.js';
import { startTracing, stopTracing } from './telemetry/start.js';

/** What a subgraph's setup returns: the per-request parts of its context and its extra routes. */
export interface SubgraphParts<TLoaders, TExtra extends object> {
  /** Per-request loaders (DataLoaders), built from the request's EntityManager fork. */
  readonly createLoaders: (base: BaseContext) => TLoaders;
  /** Anything else the resolvers need in the context. */
  readonly extendContext?: (base: BaseContext) => TExtra;
  readonly httpRoutes?: StartSubgraphOptions<TLoaders, TExtra>['httpRoutes'];
  /** Cleanup on shutdown (before the queue and the ORM close). */
  readonly onShutdown?: () => Promise<void>;
  /** Called first when the subgraph stops: end long-lived responses (live streams) so the server can close at once. */
  readonly onStopping?: () => Promise<void>;
  /**
   * What the subgraph holds about one member, for her data export (docs/privacy.md): served to accounts at
   * `GET /internal/export/:userId` (privacy/user-export.ts) beside the subgraph's own routes.
   */
  readonly exportUserData?: ExportUserData;
}

/** What setup receives: everything the kit has started. */
export interface SubgraphTools<TEnv> {
  readonly env: TEnv;
  /** The raw environment `env` was parsed from (the host's, e.g. for the storage variables: loadStorageEnv). */
  readonly envSource: NodeJS.ProcessEnv;
  readonly orm: MikroORM;
  readonly logger: Logger;
  readonly bus: EventBus;
  /** Calls other subgraphs' `/internal/*` endpoints with this subgraph's internal token (http/internal-calls.ts). */
  readonly internal: InternalClient;
  /** Subscribes this subgraph to domain events (onDomainEvent) beyond `subscribe`, e.g. with services setup builds. */
  readonly consumer: DomainEventConsumer;
}

export interface RunSubgraphOptions<TShape extends z.ZodRawShape, TLoaders, TExtra extends object> {
  /** Federation service name, as in subgraphs.config.ts. */
  readonly name: string;
  /** `import.meta.url` of the subgraph's index: its migrations are found from there (dist/ and src/migrations). */
  readonly moduleUrl: string;
  /** Every entity, listed explicitly. */
  readonly entities: OrmConfigOptions['entities'];
  /** Tables of the subgraph that belong to no entity (left alone by the schema diff). */
  readonly skipTables?: readonly string[];
  /** The subgraph's own environment variables beyond the common ones (kit env.ts). */
  readonly env?: TShape;
  /** Start-up rules across the subgraph's variables (beyond the kit's own `baseEnvRules`). */
  readonly envRules?: ReadonlyArray<EnvRule<BaseEnv & z.output<z.ZodObject<TShape>>>>;
  /** Its GraphQL schema: the type-graphql resolvers, reference resolvers and federation imports (built, and printed by print-schema.ts). */
  readonly schema: BuildSubgraphOptions;
  /** Demo data, seeded when SEED_DEMO_DATA is on: once per database version (demo-seed.ts; must be idempotent). */
  readonly seeder?: new () => Seeder;
  /** What the subgraph removes of a deleted user (`user.deleted`), in the transaction that records the removal. */
  readonly removeUserContent?: RemoveUserContent;
  /**
   * Copies of other subgraphs' entities this subgraph keeps (mirrors/): `members` (accounts' members, table
   * `members`) and `events` (events-wellness' events, table `known_events`). The kit creates (or adopts) the table,
   * keeps it fresh from domain events, reads through to the owner on a miss (`isMember`, `isKnownEvent`), and
   * reconciles it from the owner at start and on demand.
   */
  readonly mirrors?: MirrorOptions;
  /** The subgraph's reactions to other domain events (onDomainEvent with this consumer). */
  readonly subscribe?: (consumer: DomainEventConsumer) => Promise<void>;
  readonly setup: (tools: SubgraphTools<BaseEnv & z.output<z.ZodObject<TShape>>>) => Promise<SubgraphParts<TLoaders, TExtra>> | SubgraphParts<TLoaders, TExtra>;
}

/**
 * Where a subgraph runs: alone in its process (microservices mode, the default: process.env, signals stop it and end
 * the process) or beside others in one process (monolithic mode: the host gives each its environment and stops them
 * itself). docs/architecture.md, "Monolithic and microservices mode".
 */
export interface SubgraphHost {
  /** The subgraph's environment; process.env unless given. */
  readonly env?: NodeJS.ProcessEnv;
  /** Stop on SIGTERM/SIGINT and end the process (default true); false leaves signals to the host. */
  readonly handleSignals?: boolean;
}

/**
 * The boot sequence every subgraph shares: parse the environment once (common variables plus the subgraph's own),
 * open its database and apply the kit's migrations then its own, seed demo data when asked, start the domain-event
 * queue, the outbox relay, the deleted-user handling and the subgraph's subscriptions, then serve GraphQL
 * (startSubgraph). SIGTERM and SIGINT stop it in order, unless its host handles them (`host.handleSignals`).
 */
export async function runSubgraph<TShape extends z.ZodRawShape = Record<never, never>, TLoaders = unknown, TExtra extends object = object>(
  options: RunSubgraphOptions<TShape, TLoaders, TExtra>,
  host: SubgraphHost = {},
): Promise<RunningSubgraph> {
  process.env.APOLLO_TELEMETRY_DISABLED ??= '1';
  const envSource = host.env ?? process.env;
  const env = parseEnv(
    extendEnv(options.env ?? ({} as TShape)),
    envSource,
    [...baseEnvRules, ...(options.envRules ?? [])] as ReadonlyArray<EnvRule<unknown>>,
    // Beside others in one process, the lines name the subgraph they are about.
    host.env ? options.name : undefined,
  ) as BaseEnv & z.output<z.ZodObject<TShape>>;
  // Alone in its process the subgraph starts tracing itself (when configured); the monolith starts it for all seven.
  if (!host.env) await startTracing({ service: options.name, env: envSource });
  const logger = createLogger({ name: options.name, level: env.LOG_LEVEL });
  const metrics = serviceMetrics(options.name, env.MOMSTRIDE_VERSION);

  const orm = await initOrm(ormConfigOf(options, env.DATABASE_URL));
  // Copies starting together (replicas) take turns: one migrates and seeds, the next finds it done.
  await withStartupLock(env.DATABASE_URL, async () => {
    const applied = await migrateDatabase(orm, { mirrors: options.mirrors });
    if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
    if (env.SEED_DEMO_DATA && options.seeder && (await demoSeedDue(orm, applied))) {
      await orm.getSeeder().seed(options.seeder);
      await recordDemoSeed(orm);
      logger.info('demo data seeded');
    }
  });

  const eventsLogger = logger.child({ component: 'domain-events' });
  const bus = await startEventBus({
    connectionString: env.DOMAIN_EVENTS_DATABASE_URL,
    logger: eventsLogger,
    onJobFailed: (queue) => metrics.queueRetries.inc({ queue }),
  });
  watchSubgraph(metrics, { orm, bus });
  const relay = startOutboxRelay({ orm, databaseUrl: env.DATABASE_URL, bus, logger: eventsLogger, service: options.name });
  const consumer: DomainEventConsumer = { bus, orm, subscriber: options.name, logger: eventsLogger };
  const removeUserContent = withMemberRemoval(options.mirrors, options.removeUserContent);
  if (removeUserContent) await handleDeletedUsers(consumer, removeUserContent);

  const internal = createInternalClient({
    caller: options.name,
    privateKeyPem: env.INTERNAL_TOKEN_PRIVATE_KEY,
    baseUrls: baseUrlsOf(env.SUBGRAPH_URLS),
    onUnavailable: (target, reason) => logger.warn({ target, reason }, 'internal call: service unavailable'),
  });
  const mirrors = await startMirrors({
    subgraph: options.name,
    mirrors: options.mirrors,
    orm,
    internal,
    logger,
    consumer,
    ...(removeUserContent ? { removeUserContent } : {}),
  });
  await options.subscribe?.(consumer);

  const parts = await options.setup({ env, envSource, orm, logger, bus, internal, consumer });
  const httpRoutes = parts.httpRoutes;
  const exportRoutes = parts.exportUserData ? userExportRoutes({ orm, exportUserData: parts.exportUserData }) : undefined;
  // Its own metrics port (monolithic mode: none, the process serves every service's on the gateway's; service-env.ts).
  const metricsListener = await startMetricsListener({ host: env.METRICS_HOST, port: env.METRICS_PORT, processLabel: options.name, logger });
  const running = await startSubgraph<TLoaders, TExtra>({
    name: options.name,
    schema: (await buildSubgraph(options.schema)).schema,
    orm,
    port: env.PORT,
    viewerTokenPublicKey: env.VIEWER_TOKEN_PUBLIC_KEY,
    internalTokenPublicKey: env.INTERNAL_TOKEN_PUBLIC_KEY,
    logger,
    production: env.NODE_ENV === 'production',
    exposeRequestStats: env.NODE_ENV === 'test',
    metrics,
    handleSignals: host.handleSignals ?? true,
    createLoaders: parts.createLoaders,
    ...(parts.extendContext ? { extendContext: parts.extendContext } : {}),
    httpRoutes: (app, tools) => {
      mirrors.mountRoutes(app, tools);
      httpRoutes?.(app, tools);
      exportRoutes?.(app, tools);
      deadLetterRoutes({ subgraph: options.name, retryDeadLetters: bus.retryDeadLetters, deadLetters: bus.deadLetters })(app, tools);
    },
    ...(parts.onStopping ? { onStopping: parts.onStopping } : {}),
    onShutdown: async () => {
      await metricsListener.stop();
      mirrors.stop();
      await parts.onShutdown?.();
      await relay.stop();
      await bus.stop();
      if (!host.env) await stopTracing();
    },
  }).catch(async (error: unknown) => {
    await metricsListener.stop();
    throw error;
  });
  // The copies repair themselves from their owners once the subgraph serves (readiness does not wait for it).
  mirrors.reconcileInBackground();
  return running;
}
