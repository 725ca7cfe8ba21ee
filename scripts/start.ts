/**
 * `npm start`: builds what is stale, starts PostgreSQL (embedded in .data/ unless DATABASE_URL is set),
 * starts every subgraph (each migrates its own database and seeds demo data once) and the gateway — in one process
 * (monolithic mode, the default) or one process each (MOMSTRIDE_MODE=microservices) — then prints one URL and how
 * long it took. A process that crashes is restarted by itself at once, then with backoff if it keeps crashing
 * (0.5 s doubling to 30 s, scripts/lib/supervisor.ts), as docker-compose's `restart: unless-stopped` does.
 * Ctrl-C stops everything: services first, the database last, and nothing is restarted during shutdown.
 */
import { join } from 'node:path';
import { gatewayPort as defaultGatewayPort, domainEventsDatabase, gatewayMetricsPort, subgraphs } from '../subgraphs.config.js';
import { subgraphUrlsOf } from '../server/src/service-env.js';
import { buildAll } from './lib/build.js';
import { dataDir } from './lib/paths.js';
import { startEmbeddedPostgres, type PostgresServer } from './lib/postgres.js';
import { loadOrCreateSecrets, withEnvOverrides } from './lib/secrets.js';
import { STACK_MODES, startStack, stopServices, type StackMode, type StackService } from './lib/stack.js';

const startedAt = performance.now();
const secondsSince = (from: number): string => ((performance.now() - from) / 1000).toFixed(1);
const port = Number(process.env.PORT ?? defaultGatewayPort);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
// Each subgraph listens where SUBGRAPH_URLS says (its subgraphs.config.ts port unless set).
const subgraphPorts = Object.fromEntries(
  Object.entries(subgraphUrlsOf(process.env, { subgraphs, domainEventsDatabase, gatewayMetricsPort })).map(([name, url]) => [name, Number(new URL(url).port)]),
);
const mode = (process.env.MOMSTRIDE_MODE || 'monolithic') as StackMode;
if (!STACK_MODES.includes(mode)) {
  console.error(`MOMSTRIDE_MODE must be ${STACK_MODES.join(' or ')} (it is "${mode}")`);
  process.exit(1);
}

let database: PostgresServer | undefined;
const services: StackService[] = [];
let stopping: Promise<never> | undefined;

/**
 * Stops what has started so far, in order; safe to call at any moment (also during start-up). A second signal while
 * stopping (npm passes the terminal's Ctrl-C on as well, or a second Ctrl-C) waits for the same shutdown: leaving
 * early would leave the database running. The database is stopped even when stopping a service failed.
 */
function shutdown(exitCode: number): Promise<never> {
  stopping ??= (async () => {
    const stopAt = performance.now();
    console.log('\nStopping MomStride…');
    try {
      await stopServices(services);
    } catch (error) {
      console.error('Stopping the services failed:', error);
      exitCode = 1;
    } finally {
      await database?.stop();
    }
    console.log(`Stopped in ${secondsSince(stopAt)} s.`);
    process.exit(exitCode);
  })();
  return stopping;
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const secrets = withEnvOverrides(loadOrCreateSecrets(join(dataDir, 'secrets.json')));
  // The build and the database start at once: they share nothing.
  const startDatabase = async (): Promise<PostgresServer> => {
    if (process.env.DATABASE_URL) {
      console.log('Using the PostgreSQL server at DATABASE_URL.');
      return { url: process.env.DATABASE_URL, stop: async () => undefined };
    }
    console.log('Starting the embedded PostgreSQL (.data/postgres)…');
    const server = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'postgres'),
      port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
      password: secrets.databasePassword,
      persistent: true,
    });
    console.log(`PostgreSQL accepts connections (${secondsSince(startedAt)} s after the start).`);
    return server;
  };
  const [built, started] = await Promise.allSettled([buildAll(), startDatabase().then((server) => (database = server))]);
  if (built.status === 'rejected') throw built.reason;
  if (started.status === 'rejected') throw started.reason;
  if (!database) throw new Error('PostgreSQL did not start');
  await startStack(
    {
      mode,
      serverDatabaseUrl: database.url,
      secrets,
      gatewayPort: port,
      subgraphPorts,
      outboxDir: process.env.OUTBOX_DIR ?? join(dataDir, 'outbox'),
      mediaDir: process.env.MEDIA_DIR ?? join(dataDir, 'uploads'),
      publicUrl,
      // Demo data by default, except in production (where the subgraphs refuse it).
      seedDemoData: process.env.SEED_DEMO_DATA === undefined ? process.env.NODE_ENV !== 'production' : process.env.SEED_DEMO_DATA !== 'false',
      log: (line) => console.log(line),
      restart: true,
    },
    services,
  );
} catch (error) {
  if (!stopping) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

if (!stopping) {
  console.log(`\nMomStride is ready at ${publicUrl}  (${mode} mode; ready in ${secondsSince(startedAt)} s; Ctrl-C stops it)\n`);
}
