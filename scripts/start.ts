/**
 * `npm start`: builds what is stale, starts PostgreSQL (embedded in .data/ unless DATABASE_URL is set),
 * starts every subgraph (each migrates its own database and seeds demo data once) and the gateway,
 * then prints one URL and how long it took. A service that crashes is restarted by itself with backoff
 * (0.5 s doubling to 30 s, scripts/lib/supervisor.ts), as docker-compose's `restart: unless-stopped` does.
 * Ctrl-C stops everything: services first, the database last, and nothing is restarted during shutdown.
 */
import { join } from 'node:path';
import { gatewayPort as defaultGatewayPort } from '../subgraphs.config.js';
import { buildAll } from './lib/build.js';
import { dataDir } from './lib/paths.js';
import { startEmbeddedPostgres, type PostgresServer } from './lib/postgres.js';
import { loadOrCreateSecrets, withEnvOverrides } from './lib/secrets.js';
import { startStack, stopServices, type StackService } from './lib/stack.js';

const startedAt = performance.now();
const port = Number(process.env.PORT ?? defaultGatewayPort);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;

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
    console.log('\nStopping MomStride…');
    try {
      await stopServices(services);
    } catch (error) {
      console.error('Stopping the services failed:', error);
      exitCode = 1;
    } finally {
      await database?.stop();
    }
    process.exit(exitCode);
  })();
  return stopping;
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const secrets = withEnvOverrides(loadOrCreateSecrets(join(dataDir, 'secrets.json')));
  buildAll();
  if (process.env.DATABASE_URL) {
    database = { url: process.env.DATABASE_URL, stop: async () => undefined };
    console.log('Using the PostgreSQL server at DATABASE_URL.');
  } else {
    console.log('Starting the embedded PostgreSQL (.data/postgres)…');
    database = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'postgres'),
      port: Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329),
      password: secrets.databasePassword,
      persistent: true,
    });
  }
  await startStack(
    {
      serverDatabaseUrl: database.url,
      secrets,
      gatewayPort: port,
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
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nMomStride is ready at ${publicUrl}  (ready in ${seconds} s; Ctrl-C stops it)\n`);
}
