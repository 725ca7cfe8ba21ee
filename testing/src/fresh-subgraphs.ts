/**
 * For tests that need subgraphs on empty databases of their own (e.g. "the first account becomes the organization
 * owner", or making the domain-event queue unavailable without disturbing the shared stack): creates new databases
 * on the test server — one per subgraph and, unless shared, a domain-events database — and starts those subgraphs
 * on them, as the launcher would (same env, ports chosen free). Their internal calls (SUBGRAPH_URLS) go to each other
 * and, for subgraphs not started fresh, to the test stack's.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { subgraphs, workspaceOf } from './subgraph-config.js';
import { repoRoot } from '../../scripts/lib/paths.js';
import { databaseUrl } from '../../scripts/lib/postgres.js';
import { freePort } from '../../scripts/lib/ports.js';
import { spawnService, stopService, waitUntilReady, type ServiceProcess } from '../../scripts/lib/processes.js';
import { subgraphEnv } from '../../scripts/lib/stack.js';

export interface FreshSubgraphs {
  /** Base URL of each started subgraph (GraphQL at `${url}/graphql`). */
  readonly urls: Readonly<Record<string, string>>;
  /** Base URL of every copy of each subgraph (`copies`), the first one also in `urls`. */
  readonly copyUrls: Readonly<Record<string, readonly string[]>>;
  /** URL of each fresh database by subgraph name, plus `domainEvents`. */
  readonly databases: Readonly<Record<string, string>>;
  /** Name of the fresh domain-events database. */
  readonly domainEventsDatabase: string;
  readonly outboxDir: string;
  /** Stops every copy of one of them (its database stays): the owner of a mirror going down, say. */
  stopSubgraph(name: string): Promise<void>;
  stop(): Promise<void>;
}

const withServer = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: inject('serverDatabaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export interface FreshSubgraphOptions {
  /** NODE_ENV of the processes (default `test`). */
  readonly nodeEnv?: string;
  /** Where their formatted log lines go (default: kept for error reports only). */
  readonly log?: (line: string) => void;
  /** Copies of each subgraph started at once on its one fresh database (replicas); 1 by default. */
  readonly copies?: number;
  /** The first copy's metrics port by subgraph name; no metrics listener unless given. */
  readonly metricsPorts?: Readonly<Record<string, number>>;
}

/** Starts `names` (subgraph names) on fresh databases; `env` is added to every process. */
export async function startFreshSubgraphs(
  names: readonly string[],
  env: NodeJS.ProcessEnv = {},
  options: FreshSubgraphOptions = {},
): Promise<FreshSubgraphs> {
  const serverUrl = inject('serverDatabaseUrl');
  const suffix = randomBytes(4).toString('hex');
  const databaseOf = new Map(names.map((name) => [name, `momstride_${name.replace(/-/g, '_')}_fresh_${suffix}`]));
  const domainEventsDatabase = `momstride_domain_events_fresh_${suffix}`;
  const created = [...databaseOf.values(), domainEventsDatabase];
  await withServer(async (client) => {
    for (const database of created) await client.query(`CREATE DATABASE ${database}`);
  });
  const outboxDir = mkdtempSync(join(tmpdir(), 'momstride-fresh-outbox-'));
  const services: ServiceProcess[] = [];
  const urls: Record<string, string> = {};
  const stop = async () => {
    for (const service of services.reverse()) await stopService(service);
    await withServer(async (client) => {
      for (const database of created) await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    });
  };
  const copyUrls: Record<string, string[]> = {};
  // Each fresh subgraph's first port is chosen up front, so the others can call it (the stack's for the rest).
  const firstPorts = new Map<string, number>();
  for (const name of names) firstPorts.set(name, await freePort());
  const subgraphUrls = {
    ...Object.fromEntries(Object.entries(inject('subgraphUrls')).map(([name, url]) => [name, `${url}/graphql`])),
    ...Object.fromEntries([...firstPorts].map(([name, port]) => [name, `http://127.0.0.1:${port}/graphql`])),
  };
  try {
    for (const name of names) {
      const definition = subgraphs.find((subgraph) => subgraph.name === name);
      if (!definition) throw new Error(`${name} is not in subgraphs.config.ts`);
      const starting: Array<Promise<void>> = [];
      for (let copy = 0; copy < (options.copies ?? 1); copy++) {
        const port = copy === 0 ? firstPorts.get(name)! : await freePort();
        const service = spawnService({
          name: `${name}-fresh${copy > 0 ? `-${copy + 1}` : ''}`,
          script: join(repoRoot, workspaceOf(definition), 'dist', 'index.js'),
          cwd: repoRoot,
          env: {
            ...subgraphEnv(
              {
                serverDatabaseUrl: serverUrl,
                secrets: inject('stackSecrets'),
                subgraphPorts: { [name]: port },
                outboxDir,
                mediaDir: outboxDir,
                seedDemoData: false,
                nodeEnv: options.nodeEnv ?? 'test',
                env: { LOG_LEVEL: 'fatal', SUBGRAPH_URLS: JSON.stringify(subgraphUrls), ...(copy === 0 && options.metricsPorts?.[name] ? {} : { METRICS_PORT: '0' }), ...env },
                ...(copy === 0 && options.metricsPorts?.[name] ? { metricsPorts: { [name]: options.metricsPorts[name] } } : {}),
              },
              { ...definition, database: databaseOf.get(name)! },
            ),
            DOMAIN_EVENTS_DATABASE_URL: databaseUrl(serverUrl, domainEventsDatabase),
          },
          ...(options.log ? { log: options.log } : {}),
        });
        services.push(service);
        const url = `http://127.0.0.1:${port}`;
        urls[name] ??= url;
        (copyUrls[name] ??= []).push(url);
        starting.push(waitUntilReady(`${url}/readyz`, service));
      }
      // Copies start together, as replicas do.
      await Promise.all(starting);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const databases = Object.fromEntries([...databaseOf].map(([name, database]) => [name, databaseUrl(serverUrl, database)]));
  const stopSubgraph = async (name: string) => {
    for (const service of services.filter((candidate) => candidate.name === `${name}-fresh` || candidate.name.startsWith(`${name}-fresh-`))) await stopService(service);
  };
  return { urls, copyUrls, databases: { ...databases, domainEvents: databaseUrl(serverUrl, domainEventsDatabase) }, domainEventsDatabase, outboxDir, stopSubgraph, stop };
}
