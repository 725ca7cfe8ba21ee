import { join } from 'node:path';
import { gatewayPort as defaultGatewayPort, domainEventsDatabase, gatewayMetricsPort, subgraphs, workspaceOf, type SubgraphDefinition } from '../../subgraphs.config.js';
import { gatewayEnvOf, subgraphEnvOf, type Topology } from '../../server/src/service-env.js';
import { repoRoot } from './paths.js';
import { freePort } from './ports.js';
import { databaseUrl, ensureDatabases } from './postgres.js';
import { spawnService, stopService, waitUntilReady, type ServiceProcess, type SpawnOptions } from './processes.js';
import type { StackSecrets } from './secrets.js';
import { DEFAULT_BACKOFF, SupervisedService, type BackoffPolicy } from './supervisor.js';

/** A service of the stack: a plain process, or one kept running by a supervisor (`restart`). */
export type StackService = ServiceProcess | SupervisedService;

/**
 * How the stack runs (docs/architecture.md, "Monolithic and microservices mode"): `monolithic`, the gateway and every
 * subgraph in one process (server/dist/all.js), or `microservices`, one process each.
 */
export type StackMode = 'monolithic' | 'microservices';

export const STACK_MODES: readonly StackMode[] = ['monolithic', 'microservices'];

/** The one process of monolithic mode, by this name in `processes` and `supervised`. */
export const MONOLITH = 'monolith';

const topology: Topology = { subgraphs, domainEventsDatabase, gatewayMetricsPort };

export interface StackOptions {
  /** One process for everything or one per service; `microservices` unless given. */
  readonly mode?: StackMode;
  /** Server-level PostgreSQL URL; each subgraph uses its own database on it. */
  readonly serverDatabaseUrl: string;
  /**
   * Server-level URL of the server holding the domain-event queue's database, when it is not `serverDatabaseUrl`
   * (the chaos suite stops the queue's server alone).
   */
  readonly domainEventsServerUrl?: string;
  readonly secrets: StackSecrets;
  readonly gatewayPort?: number;
  /** Port per subgraph name; defaults to subgraphs.config.ts. */
  readonly subgraphPorts?: Readonly<Record<string, number>>;
  /**
   * Metrics port (`GET /metrics`) per service name (`gateway`: the gateway's, or the whole process's in monolithic
   * mode); subgraphs.config.ts's `metricsPort` unless given. Replicas beyond the first serve theirs on free ports.
   */
  readonly metricsPorts?: Readonly<Record<string, number>>;
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
   * default schedule (at once, then 0.5 s doubling to 30 s). Off unless given.
   */
  readonly restart?: boolean | BackoffPolicy;
  /**
   * Processes of each service, 1 unless given. With more, each subgraph runs that many processes on its one database
   * (started together, as replicas start) and as many gateways run, gateway i calling replica i of every subgraph.
   * `subgraphPorts` and `gatewayPort` are the first replica's; the others listen on free ports. Microservices mode only.
   */
  readonly replicas?: number;
}

export interface RunningStack {
  readonly gatewayUrl: string;
  readonly subgraphUrls: Readonly<Record<string, string>>;
  /** Every gateway's URL, the first being `gatewayUrl` (more than one with `replicas`). */
  readonly gatewayUrls: readonly string[];
  /** Base URL of every replica of each subgraph, the first being its `subgraphUrls` entry. */
  readonly replicaUrls: Readonly<Record<string, readonly string[]>>;
  readonly mode: StackMode;
  /** Process ids of every service (for memory figures). */
  readonly pids: readonly number[];
  /**
   * Process id of each service by name (`gateway` and each subgraph; `accounts-2`, `gateway-2` … for replicas), for
   * per-process CPU figures; in monolithic mode the one process, `monolith`.
   */
  readonly processes: Readonly<Record<string, number>>;
  /** The supervised services by name (`gateway` and each subgraph, or `monolith`), when started with `restart`. */
  readonly supervised: Readonly<Record<string, SupervisedService>>;
  /**
   * Where each service's metrics are served (`http://127.0.0.1:port/metrics`), by service name (`gateway` and each
   * subgraph; in monolithic mode `gateway` alone, serving every service's).
   */
  readonly metricsUrls: Readonly<Record<string, string>>;
  stop(): Promise<void>;
}

/** Former names of databases: an earlier `npm start` created the domain-event queue as momstride_events. */
const RENAMED_DATABASES: Readonly<Record<string, string>> = { momstride_events: domainEventsDatabase };

const portOf = (options: StackOptions, subgraph: SubgraphDefinition): number =>
  options.subgraphPorts?.[subgraph.name] ?? subgraph.port;

/**
 * The installation's environment (server/src/service-env.ts): what the monolith receives, and what each process's own
 * is derived from in microservices mode.
 */
export function installationEnv(options: StackOptions): NodeJS.ProcessEnv {
  const gatewayPort = options.gatewayPort ?? defaultGatewayPort;
  const { secrets } = options;
  return {
    ...process.env,
    ...options.env,
    APOLLO_TELEMETRY_DISABLED: '1',
    NODE_ENV: options.nodeEnv ?? process.env.NODE_ENV ?? 'development',
    PORT: String(gatewayPort),
    DATABASE_URL: options.serverDatabaseUrl,
    DOMAIN_EVENTS_DATABASE_URL: databaseUrl(options.domainEventsServerUrl ?? options.serverDatabaseUrl, domainEventsDatabase),
    ACCESS_TOKEN_PUBLIC_KEY: secrets.accessTokenPublicKey,
    ACCESS_TOKEN_PRIVATE_KEY: secrets.accessTokenPrivateKey,
    VIEWER_TOKEN_PUBLIC_KEY: secrets.viewerTokenPublicKey,
    VIEWER_TOKEN_PRIVATE_KEY: secrets.viewerTokenPrivateKey,
    INTERNAL_TOKEN_PRIVATE_KEY: secrets.internalTokenPrivateKey,
    INTERNAL_TOKEN_PUBLIC_KEY: secrets.internalTokenPublicKey,
    CALENDAR_FEED_KEY: secrets.calendarFeedKey,
    WEBHOOK_SECRETS_KEY: secrets.webhookSecretsKey,
    VAPID_PUBLIC_KEY: secrets.vapidPublicKey,
    VAPID_PRIVATE_KEY: secrets.vapidPrivateKey,
    // Where each subgraph listens and is called (internal calls; the gateway's own are its replica's in microservices mode).
    SUBGRAPH_URLS:
      options.env?.SUBGRAPH_URLS ??
      JSON.stringify(Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, `http://127.0.0.1:${portOf(options, subgraph)}/graphql`]))),
    SEED_DEMO_DATA: String(options.seedDemoData),
    OUTBOX_DIR: options.outboxDir,
    PUBLIC_URL: options.publicUrl ?? `http://localhost:${gatewayPort}`,
    MEDIA_DIR: options.mediaDir,
    ...(options.metricsPorts?.gateway !== undefined ? { METRICS_PORT: String(options.metricsPorts.gateway) } : {}),
  };
}

/** A service's metrics port: the stack's `metricsPorts` entry, else subgraphs.config.ts's. */
const metricsPortOf = (options: StackOptions, name: string): number =>
  options.metricsPorts?.[name] ?? (name === 'gateway' ? gatewayMetricsPort : (subgraphs.find((subgraph) => subgraph.name === name)?.metricsPort ?? 0));

const metricsUrl = (port: number): string => `http://127.0.0.1:${port}/metrics`;

/** Environment a subgraph process receives: the common part plus the secrets it alone may hold. */
export function subgraphEnv(options: StackOptions, subgraph: SubgraphDefinition): NodeJS.ProcessEnv {
  return subgraphEnvOf(installationEnv(options), subgraph, topology, portOf(options, subgraph), options.metricsPorts?.[subgraph.name]);
}

/** Environment of a gateway on `port` calling the subgraphs at `subgraphUrls` (base URLs by name). */
function gatewayEnv(options: StackOptions, port: number, subgraphUrls: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  return gatewayEnvOf(
    {
      ...installationEnv({ ...options, gatewayPort: port }),
      SUBGRAPH_URLS: JSON.stringify(Object.fromEntries(Object.entries(subgraphUrls).map(([name, url]) => [name, `${url}/graphql`]))),
      // The System tab reads each subgraph's metrics where this stack serves them (gateway/src/system/metrics-sources.ts).
      SYSTEM_METRICS_URLS: JSON.stringify(Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, metricsUrl(metricsPortOf(options, subgraph.name))]))),
    },
    topology,
  );
}

/**
 * Creates the databases, starts every subgraph (each migrates itself), then the gateway — in one process (monolithic
 * mode) or one each (microservices) — and waits for readiness.
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
  const subgraphDatabases = subgraphs.map((subgraph) => subgraph.database);
  if (options.domainEventsServerUrl) {
    await ensureDatabases(options.serverDatabaseUrl, subgraphDatabases);
    await ensureDatabases(options.domainEventsServerUrl, [domainEventsDatabase]);
  } else await ensureDatabases(options.serverDatabaseUrl, [domainEventsDatabase, ...subgraphDatabases], RENAMED_DATABASES);
  const stop = (): Promise<void> => stopServices(started);
  const mode = options.mode ?? 'microservices';
  /** Pids and supervisors of what has started, by service name. */
  const processesOf = () => {
    const children = started.map((service) => ({ name: service.name, child: service instanceof SupervisedService ? service.current.child : service.child }));
    const pids = children.map((service) => service.child.pid).filter((pid): pid is number => pid !== undefined);
    const processes = Object.fromEntries(children.flatMap((service) => (service.child.pid ? [[service.name, service.child.pid]] : [])));
    const supervised = Object.fromEntries(started.flatMap((service) => (service instanceof SupervisedService ? [[service.name, service]] : [])));
    return { pids, processes, supervised };
  };
  if (mode === 'monolithic') {
    if ((options.replicas ?? 1) > 1) throw new Error('replicas need microservices mode: a monolith runs one process of everything');
    try {
      const port = options.gatewayPort ?? defaultGatewayPort;
      const monolith = launch({
        name: MONOLITH,
        script: join(repoRoot, 'server', 'dist', 'all.js'),
        cwd: repoRoot,
        env: installationEnv(options),
        log: options.log,
        labelFromLog: true,
      });
      const gatewayUrl = `http://127.0.0.1:${port}`;
      // The gateway's readiness asks every subgraph's.
      await waitUntilReady(`${gatewayUrl}/readyz`, monolith);
      const subgraphUrls = Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, `http://127.0.0.1:${portOf(options, subgraph)}`]));
      const replicaUrls = Object.fromEntries(Object.entries(subgraphUrls).map(([name, url]) => [name, [url]]));
      const metricsUrls = { gateway: metricsUrl(metricsPortOf(options, 'gateway')) };
      return { mode, gatewayUrl, gatewayUrls: [gatewayUrl], subgraphUrls, replicaUrls, metricsUrls, ...processesOf(), stop };
    } catch (error) {
      await stop();
      throw error;
    }
  }
  try {
    const replicas = options.replicas ?? 1;
    /** Replica i's name and port: the first keeps the service's own, the others are named `-2`, `-3` … on free ports. */
    const replicaOf = async (name: string, port: number, replica: number) =>
      replica === 0 ? { name, port } : { name: `${name}-${replica + 1}`, port: await freePort() };
    const replicaUrls: Record<string, string[]> = {};
    await Promise.all(
      subgraphs.flatMap((subgraph) =>
        Array.from({ length: replicas }, async (_, replica) => {
          const { name, port } = await replicaOf(subgraph.name, portOf(options, subgraph), replica);
          const metricsPort = replica === 0 ? metricsPortOf(options, subgraph.name) : await freePort();
          const service = launch({
            name,
            script: join(repoRoot, workspaceOf(subgraph), 'dist', 'index.js'),
            cwd: repoRoot,
            env: subgraphEnv(
              {
                ...options,
                subgraphPorts: { ...options.subgraphPorts, [subgraph.name]: port },
                metricsPorts: { ...options.metricsPorts, [subgraph.name]: metricsPort },
              },
              subgraph,
            ),
            log: options.log,
          });
          (replicaUrls[subgraph.name] ??= [])[replica] = `http://127.0.0.1:${port}`;
          await waitUntilReady(`http://127.0.0.1:${port}/readyz`, service);
        }),
      ),
    );
    /** Each subgraph's replica `replica`, in subgraphs.config.ts order. */
    const urlsOf = (replica: number) => Object.fromEntries(subgraphs.map((subgraph) => [subgraph.name, replicaUrls[subgraph.name]![replica]!]));
    const gatewayUrls = await Promise.all(
      Array.from({ length: replicas }, async (_, replica) => {
        const { name, port } = await replicaOf('gateway', options.gatewayPort ?? defaultGatewayPort, replica);
        const metricsPort = replica === 0 ? metricsPortOf(options, 'gateway') : await freePort();
        const gateway = launch({
          name,
          script: join(repoRoot, 'gateway', 'dist', 'index.js'),
          cwd: repoRoot,
          env: gatewayEnv({ ...options, metricsPorts: { ...options.metricsPorts, gateway: metricsPort } }, port, urlsOf(replica)),
          log: options.log,
        });
        const url = `http://127.0.0.1:${port}`;
        await waitUntilReady(`${url}/readyz`, gateway);
        return url;
      }),
    );
    const subgraphUrls = urlsOf(0);
    const metricsUrls = Object.fromEntries(['gateway', ...subgraphs.map((subgraph) => subgraph.name)].map((name) => [name, metricsUrl(metricsPortOf(options, name))]));
    return { mode, gatewayUrl: gatewayUrls[0]!, gatewayUrls, subgraphUrls, replicaUrls, metricsUrls, ...processesOf(), stop };
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
