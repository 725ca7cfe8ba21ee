import { join } from 'node:path';
import { gatewayPort as defaultGatewayPort, domainEventsDatabase, subgraphs, workspaceOf, type SubgraphDefinition } from '../../subgraphs.config.js';
import { repoRoot } from './paths.js';
import { databaseUrl, ensureDatabases } from './postgres.js';
import { spawnService, stopService, waitUntilReady, type ServiceProcess, type SpawnOptions } from './processes.js';
import type { StackSecrets } from './secrets.js';
import { DEFAULT_BACKOFF, SupervisedService, type BackoffPolicy } from './supervisor.js';

/** A service of the stack: a plain process, or one kept running by a supervisor (`restart`). */
export type StackService = ServiceProcess | SupervisedService;

export interface StackOptions {
  /** Server-level PostgreSQL URL; each subgraph uses its own database on it. */
  readonly serverDatabaseUrl: string;
  readonly secrets: StackSecrets;
  readonly gatewayPort?: number;
  /** Port per subgraph name; defaults to subgraphs.config.ts. */
  readonly subgraphPorts?: Readonly<Record<string, number>>;
  readonly outboxDir: string;
  readonly mediaDir: string;
  readonly publicUrl?: string;
  readonly seedDemoData: boolean;
  readonly nodeEnv?: string;
  /** Extra environment for every process (e.g. LOG_LEVEL). */
  readonly env?: NodeJS.ProcessEnv;
  readonly log?: (line: string) => void;
  /**
   * Restart a service that ends by itself, with backoff (supervisor.ts), as `npm start` does; `true` uses the
   * default schedule (0.5 s doubling to 30 s). Off unless given.
   */
  readonly restart?: boolean | BackoffPolicy;
}

export interface RunningStack {
  readonly gatewayUrl: string;
  readonly subgraphUrls: Readonly<Record<string, string>>;
  /** Process ids of every service (for memory figures). */
  readonly pids: readonly number[];
  /** Process id of each service by name (`gateway` and each subgraph), for per-process CPU figures. */
  readonly processes: Readonly<Record<string, number>>;
  /** The supervised services by name (`gateway` and each subgraph), when started with `restart`. */
  readonly supervised: Readonly<Record<string, SupervisedService>>;
  stop(): Promise<void>;
}

/** Former names of databases: an earlier `npm start` created the domain-event queue as momstride_events. */
const RENAMED_DATABASES: Readonly<Record<string, string>> = { momstride_events: domainEventsDatabase };

const portOf = (options: StackOptions, subgraph: SubgraphDefinition): number =>
  options.subgraphPorts?.[subgraph.name] ?? subgraph.port;

/** Environment a subgraph process receives: the common part plus the secrets it alone may hold. */
export function subgraphEnv(options: StackOptions, subgraph: SubgraphDefinition): NodeJS.ProcessEnv {
  // Private keys a caller may hold in its own environment never reach a subgraph that was not granted them.
  const { ACCESS_TOKEN_PRIVATE_KEY: _access, VIEWER_TOKEN_PRIVATE_KEY: _viewer, ...inherited } = {
    ...process.env,
    ...options.env,
  };
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    APOLLO_TELEMETRY_DISABLED: '1',
    NODE_ENV: options.nodeEnv ?? process.env.NODE_ENV ?? 'development',
    PORT: String(portOf(options, subgraph)),
    DATABASE_URL: databaseUrl(options.serverDatabaseUrl, subgraph.database),
    DOMAIN_EVENTS_DATABASE_URL: databaseUrl(options.serverDatabaseUrl, domainEventsDatabase),
    VIEWER_TOKEN_PUBLIC_KEY: options.secrets.viewerTokenPublicKey,
    SEED_DEMO_DATA: String(options.seedDemoData),
  };
  for (const grant of subgraph.privateEnv ?? []) {
    if (grant === 'ACCESS_TOKEN_PRIVATE_KEY') env.ACCESS_TOKEN_PRIVATE_KEY = options.secrets.accessTokenPrivateKey;
    if (grant === 'MAIL') {
      env.OUTBOX_DIR = options.outboxDir;
      env.PUBLIC_URL = options.publicUrl ?? `http://localhost:${options.gatewayPort ?? defaultGatewayPort}`;
    }
    if (grant === 'MEDIA') env.MEDIA_DIR = options.mediaDir;
  }
  return env;
}

/**
 * Creates the databases, starts every subgraph (each migrates itself), then the gateway; waits for readiness.
 * Every process is pushed onto `started` as soon as it is spawned, so a caller interrupted during start-up
 * can stop them (`stopServices`).
 */
export async function startStack(options: StackOptions, started: StackService[] = []): Promise<RunningStack> {
  const policy = options.restart === true ? DEFAULT_BACKOFF : options.restart || undefined;
  /** Spawns a service, under a supervisor when the stack restarts services; answers what to wait on. */
  const launch = (spawnOptions: SpawnOptions): ReturnType<typeof spawnService> => {
    if (!policy) {
      const service = spawnService(spawnOptions);
      started.push(service);
      return service;
    }
    const supervised = new SupervisedService({ name: spawnOptions.name, spawn: () => spawnService(spawnOptions), policy, log: options.log ?? console.log });
    started.push(supervised);
    return supervised.current;
  };
  await ensureDatabases(options.serverDatabaseUrl, [domainEventsDatabase, ...subgraphs.map((subgraph) => subgraph.database)], RENAMED_DATABASES);
  const stop = (): Promise<void> => stopServices(started);
  try {
    const subgraphUrls: Record<string, string> = {};
    await Promise.all(
      subgraphs.map(async (subgraph) => {
        const port = portOf(options, subgraph);
        const service = launch({
          name: subgraph.name,
          script: join(repoRoot, workspaceOf(subgraph), 'dist', 'index.js'),
          cwd: repoRoot,
          env: subgraphEnv(options, subgraph),
          log: options.log,
        });
        subgraphUrls[subgraph.name] = `http://127.0.0.1:${port}`;
        await waitUntilReady(`http://127.0.0.1:${port}/readyz`, service);
      }),
    );
    const gatewayPort = options.gatewayPort ?? defaultGatewayPort;
    const gateway = launch({
      name: 'gateway',
      script: join(repoRoot, 'gateway', 'dist', 'index.js'),
      cwd: repoRoot,
      env: {
        ...process.env,
        ...options.env,
        APOLLO_TELEMETRY_DISABLED: '1',
        NODE_ENV: options.nodeEnv ?? process.env.NODE_ENV ?? 'development',
        PORT: String(gatewayPort),
        ACCESS_TOKEN_PUBLIC_KEY: options.secrets.accessTokenPublicKey,
        VIEWER_TOKEN_PRIVATE_KEY: options.secrets.viewerTokenPrivateKey,
        SUBGRAPH_URLS: JSON.stringify(
          Object.fromEntries(Object.entries(subgraphUrls).map(([name, url]) => [name, `${url}/graphql`])),
        ),
        MEDIA_DIR: options.mediaDir,
      },
      log: options.log,
    });
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitUntilReady(`${gatewayUrl}/readyz`, gateway);
    const children = started.map((service) => ({ name: service.name, child: service instanceof SupervisedService ? service.current.child : service.child }));
    const pids = children.map((service) => service.child.pid).filter((pid): pid is number => pid !== undefined);
    const processes = Object.fromEntries(children.flatMap((service) => (service.child.pid ? [[service.name, service.child.pid]] : [])));
    const supervised = Object.fromEntries(started.flatMap((service) => (service instanceof SupervisedService ? [[service.name, service]] : [])));
    return { gatewayUrl, subgraphUrls, pids, processes, supervised, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Stops services in reverse start order (the gateway before the subgraphs); a supervised one is not restarted. */
export async function stopServices(services: readonly StackService[]): Promise<void> {
  // No supervised service is restarted once stopping has begun, even one that crashes while the others stop.
  for (const service of services) if (service instanceof SupervisedService) service.beginStop();
  for (const service of [...services].reverse()) {
    await (service instanceof SupervisedService ? service.stop() : stopService(service));
  }
}
