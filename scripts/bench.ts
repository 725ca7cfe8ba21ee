/**
 * `npm run bench`: starts a throwaway stack (embedded PostgreSQL, demo seed, production mode) on loopback and,
 * at each data scale (default 1k then 100k users and posts, seeded in SQL), measures with autocannon for a
 * bounded time each: a bare node:http baseline doing the same one-row SQL as users/me on the same database,
 * GET /api/users/me, the GraphQL `me` query, GET /api/posts/feed?limit=5 and GET /api/users?search=…, with the
 * ratio to the baseline and the SQL statements each request costs (pg_stat_statements, summed over the
 * subgraph databases); then the resident memory of the started stack.
 * Env: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_SCALES (default "1000,100000").
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { subgraphs } from '../subgraphs.config.js';
import { seedScale } from './bench/seed-scale.js';
import { buildAll } from './lib/build.js';
import { repoRoot } from './lib/paths.js';
import { freePort } from './lib/ports.js';
import { databaseUrl, startEmbeddedPostgres } from './lib/postgres.js';
import { generateSecrets } from './lib/secrets.js';
import { startStack } from './lib/stack.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const scales = (process.env.BENCH_SCALES ?? '1000,100000').split(',').map(Number);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Figures {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  await autocannon({ connections, duration: 2, ...options }); // warm-up: JIT, plan and connection caches
  const result = await autocannon({ connections, duration: seconds, ...options });
  const errors = result.errors + result.non2xx + result.timeouts;
  return { name, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/**
 * Resident memory (KiB) of a process: its proportional set size (shared pages split among the processes
 * sharing them, so PostgreSQL's shared buffers are not counted once per backend), else VmRSS.
 */
function rssKiB(pid: number): number {
  try {
    const pss = /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    if (pss) return Number(pss[1]);
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return rss ? Number(rss[1]) : 0;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server whose command line names `dataDir`, and its child processes. */
function postgresPids(dataDir: string): number[] {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => {
      try {
        const status = readFileSync(`/proc/${entry}/status`, 'utf8');
        const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        return { pid: Number(entry), ppid: Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0), cmdline };
      } catch {
        return undefined;
      }
    })
    .filter((entry) => entry !== undefined);
  const servers = processes.filter((entry) => entry.cmdline.includes(dataDir)).map((entry) => entry.pid);
  return processes.filter((entry) => servers.includes(entry.pid) || servers.includes(entry.ppid)).map((entry) => entry.pid);
}

buildAll();
const workDir = mkdtempSync(join(tmpdir(), 'momstride-bench-'));
const secrets = generateSecrets();
const postgresDir = join(workDir, 'postgres');
const database = await startEmbeddedPostgres({
  dataDir: postgresDir,
  port: await freePort(),
  password: secrets.databasePassword,
  persistent: false,
  postgresFlags: ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'],
});
const gatewayPort = await freePort();
const subgraphPorts = Object.fromEntries(await Promise.all(subgraphs.map(async (s) => [s.name, await freePort()] as const)));
const stack = await startStack({
  serverDatabaseUrl: database.url,
  secrets,
  gatewayPort,
  subgraphPorts,
  outboxDir: join(workDir, 'outbox'),
  mediaDir: join(workDir, 'uploads'),
  seedDemoData: true,
  nodeEnv: 'production',
  env: { LOG_LEVEL: 'warn' },
});

/** SQL statements run in the subgraph databases (pg_stat_statements), for counting statements per request. */
const statements = new pg.Client({ connectionString: database.url });
await statements.connect();
await statements.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
const subgraphDatabases = subgraphs.map((subgraph) => subgraph.database);
const statementsSoFar = async (): Promise<number> => {
  const { rows } = await statements.query<{ calls: string | null }>(
    `SELECT sum(s.calls) AS calls FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = ANY($1)`,
    [subgraphDatabases],
  );
  return Number(rows[0]?.calls ?? 0);
};

/** Average SQL statements per request over `count` sequential requests. */
async function statementsPerRequest(request: () => Promise<Response>, count = 20): Promise<number> {
  await request();
  const before = await statementsSoFar();
  for (let i = 0; i < count; i += 1) {
    const response = await request();
    if (!response.ok) throw new Error(`request failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  }
  return (await statementsSoFar() - before) / count;
}

try {
  const login = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'maya@momstride.example', password: 'MomStride!2026' }),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const { access_token: token, user } = (await login.json()) as { access_token: string; user: { id: string } };
  const authorization = `Bearer ${token}`;

  const baselinePort = await freePort();
  const baseline = spawn(
    join(repoRoot, 'node_modules/.bin/tsx'),
    [join(repoRoot, 'scripts/bench/baseline-server.ts'), databaseUrl(database.url, 'momstride_accounts'), user.id, String(baselinePort)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => baseline.stdout.once('data', () => resolve()));

  const meQuery = JSON.stringify({ query: '{ me { id firstName lastName email role } }' });
  const targets = [
    { name: 'GET /api/users/me', url: `${stack.gatewayUrl}/api/users/me`, method: 'GET' as const },
    { name: 'GraphQL { me }', url: `${stack.gatewayUrl}/graphql`, method: 'POST' as const, body: meQuery },
    { name: 'GET /api/posts/feed?limit=5', url: `${stack.gatewayUrl}/api/posts/feed?limit=5`, method: 'GET' as const },
    { name: 'GET /api/users?search=yoga', url: `${stack.gatewayUrl}/api/users?search=yoga&limit=20`, method: 'GET' as const },
  ];
  const headers = { authorization, 'content-type': 'application/json' };

  for (const scale of scales) {
    const seedStarted = performance.now();
    await seedScale(database.url, { users: scale, posts: scale });
    console.log(`\n== ${scale.toLocaleString('en-US')} users and posts (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s); each target ${seconds} s, ${connections} connections, loopback`);
    const base = await measure('baseline node:http + one-row SQL', { url: `http://127.0.0.1:${baselinePort}/` });
    const rows = [{ target: base.name, 'req/s': Math.round(base.requestsPerSecond), 'p50 ms': base.p50, 'p99 ms': base.p99, 'vs baseline': '100%', 'SQL/req': 1, errors: base.errors }];
    for (const target of targets) {
      const sql = await statementsPerRequest(() => fetch(target.url, { method: target.method, headers, body: target.body }));
      const figures = await measure(target.name, { url: target.url, method: target.method, headers, body: target.body });
      rows.push({
        target: figures.name,
        'req/s': Math.round(figures.requestsPerSecond),
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        'vs baseline': `${((figures.requestsPerSecond / base.requestsPerSecond) * 100).toFixed(1)}%`,
        'SQL/req': Number(sql.toFixed(2)),
        errors: figures.errors,
      });
    }
    console.table(rows);
  }
  baseline.kill();

  const serviceKiB = stack.pids.reduce((sum, pid) => sum + rssKiB(pid), 0);
  const postgresKiB = postgresPids(postgresDir).reduce((sum, pid) => sum + rssKiB(pid), 0);
  console.log(
    `Resident memory (PSS): services ${(serviceKiB / 1024).toFixed(0)} MiB (${stack.pids.length} processes), ` +
      `PostgreSQL ${(postgresKiB / 1024).toFixed(0)} MiB, total ${((serviceKiB + postgresKiB) / 1024).toFixed(0)} MiB`,
  );
} finally {
  await statements.end();
  await stack.stop();
  await database.stop();
  rmSync(workDir, { recursive: true, force: true });
}
