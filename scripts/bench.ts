/**
 * `npm run bench`: starts a throwaway stack (embedded PostgreSQL, demo seed, production mode) on loopback and,
 * at each data scale (default 1k then 100k users and posts, seeded in SQL), measures each target with autocannon
 * for a bounded time after a warm-up: requests/s, p50/p99, and CPU milliseconds per request in every process
 * (gateway, each subgraph, PostgreSQL) read from /proc, with the total as a ratio to the ANCHOR — a bare
 * @apollo/gateway + bare @apollo/subgraph pair doing the same one-row SQL for `me`, measured in the same run —
 * and the SQL statements one request costs. Then the web app's first-view figures and the stack's memory.
 *
 *   npm run bench [-- --only me,users-me,feed,directory,anchor,web]
 *
 * Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_SCALES ("1000,100000"), BENCH_WARMUP_SECONDS (5 for the
 * first scale, 2 after).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { subgraphs } from '../subgraphs.config.js';
import { ANCHOR_QUERY } from './bench/anchor-schema.js';
import { cpuPerRequest, cpuSnapshot, postgresPids, postmasterOf, type CpuProbe } from './bench/cpu.js';
import { seedScale } from './bench/seed-scale.js';
import { buildAll } from './lib/build.js';
import { repoRoot } from './lib/paths.js';
import { freePort } from './lib/ports.js';
import { databaseUrl, startEmbeddedPostgres } from './lib/postgres.js';
import { generateSecrets } from './lib/secrets.js';
import { startStack } from './lib/stack.js';

const TARGETS = ['anchor', 'users-me', 'me', 'feed', 'directory', 'web'] as const;
type TargetName = (typeof TARGETS)[number];

const { values: flags } = parseArgs({ options: { only: { type: 'string' } } });
const only = new Set<string>(flags.only ? flags.only.split(',').map((name) => name.trim()) : TARGETS);
const unknown = [...only].filter((name) => !(TARGETS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`--only: unknown target ${unknown.join(', ')} (known: ${TARGETS.join(', ')})`);
const wants = (name: TargetName) => only.has(name);
// Ratios need the anchor: it runs whenever an API target does.
const apiTargets = TARGETS.filter((name) => name !== 'web' && name !== 'anchor' && wants(name));
const runAnchor = wants('anchor') || apiTargets.length > 0;

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const scales = (process.env.BENCH_SCALES ?? '1000,100000').split(',').map(Number);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupSeconds = (scaleIndex: number) => Number(process.env.BENCH_WARMUP_SECONDS ?? (scaleIndex === 0 ? 5 : 2));

interface Figures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** CPU ms per request by process name (gateway, subgraphs, postgres). */
  readonly cpu: Record<string, number>;
}

/** Warms up, then measures one target while reading the CPU time of the processes that serve it. */
async function measure(options: autocannon.Options, probe: CpuProbe, warmup: number): Promise<Figures> {
  await autocannon({ connections, duration: warmup, ...options });
  const before = cpuSnapshot(probe);
  const result = await autocannon({ connections, duration: seconds, ...options });
  const after = cpuSnapshot(probe);
  const errors = result.errors + result.non2xx + result.timeouts;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    cpu: cpuPerRequest(before, after, result.requests.total),
  };
}

/** Resident memory (KiB) of a process: its proportional set size, else VmRSS. */
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

/** Starts a bench helper script (tsx) and waits for its "ready" line. */
async function startHelper(script: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/bench', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', APOLLO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  return child;
}

/** scripts/bench/web-metrics.ts: the web app's first-view figures from headless Chromium. */
interface WebMetricsModule {
  measureWebMetrics(
    gatewayUrl: string,
    credentials: { email: string; password: string },
  ): Promise<{ landingJsGzipKB: number; dashboardJsGzipKB: number; landingLcpMs: number; signInToDashboardMs: number }>;
}

const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(3));

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
const helpers: ChildProcess[] = [];

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
  const demo = { email: 'maya@momstride.example', password: 'MomStride!2026' };
  const login = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  const { access_token: token, user } = (await login.json()) as { access_token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const postmaster = postmasterOf(postgresDir);
  const stackProbe: CpuProbe = { processes: stack.processes, ...(postmaster !== undefined ? { postmaster } : {}) };

  const anchorPort = await freePort();
  let anchorProbe: CpuProbe | undefined;
  if (runAnchor) {
    const anchorSubgraphPort = await freePort();
    const subgraph = await startHelper('anchor-subgraph.ts', [databaseUrl(database.url, 'momstride_accounts'), user.id, String(anchorSubgraphPort)]);
    helpers.push(subgraph);
    const gateway = await startHelper('anchor-gateway.ts', [`http://127.0.0.1:${anchorSubgraphPort}/graphql`, String(anchorPort)]);
    helpers.push(gateway);
    anchorProbe = {
      processes: { gateway: gateway.pid!, accounts: subgraph.pid! },
      ...(postmaster !== undefined ? { postmaster } : {}),
    };
  }

  interface ApiTarget {
    readonly name: string;
    readonly url: string;
    readonly method: 'GET' | 'POST';
    readonly body?: string;
  }
  const api: Record<Exclude<TargetName, 'anchor' | 'web'>, ApiTarget> = {
    'users-me': { name: 'GET /api/users/me', url: `${stack.gatewayUrl}/api/users/me`, method: 'GET' as const },
    me: { name: 'GraphQL { me }', url: `${stack.gatewayUrl}/graphql`, method: 'POST' as const, body: JSON.stringify({ query: ANCHOR_QUERY }) },
    feed: { name: 'GET /api/posts/feed?limit=5', url: `${stack.gatewayUrl}/api/posts/feed?limit=5`, method: 'GET' as const },
    directory: { name: 'GET /api/users?search=yoga', url: `${stack.gatewayUrl}/api/users?search=yoga&limit=20`, method: 'GET' as const },
  };
  const columns = ['gateway', ...subgraphs.map((subgraph) => subgraph.name), 'postgres'];
  const total = (cpu: Record<string, number>) => columns.reduce((sum, name) => sum + (cpu[name] ?? 0), 0);

  for (const [scaleIndex, scale] of scales.entries()) {
    if (apiTargets.length === 0 && !runAnchor) break;
    const seedStarted = performance.now();
    await seedScale(database.url, { users: scale, posts: scale });
    console.log(
      `\n== ${scale.toLocaleString('en-US')} users and posts (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s); ` +
        `each target ${warmupSeconds(scaleIndex)} s warm-up + ${seconds} s, ${connections} connections, loopback; CPU in ms per request`,
    );
    const rows: Record<string, string | number>[] = [];
    const row = (target: string, figures: Figures, ratio: string, sql: number | string) => {
      const cells: Record<string, string | number> = {
        target,
        'req/s': Math.round(figures.requestsPerSecond),
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
      };
      for (const name of columns) cells[name] = ms(figures.cpu[name]);
      cells['CPU total'] = ms(total(figures.cpu));
      cells['× anchor'] = ratio;
      cells['SQL/req'] = sql;
      cells['errors'] = figures.errors;
      rows.push(cells);
    };
    let anchorTotal: number | undefined;
    if (anchorProbe) {
      const body = JSON.stringify({ query: ANCHOR_QUERY });
      const anchor = await measure(
        { url: `http://127.0.0.1:${anchorPort}/`, method: 'POST', headers: { 'content-type': 'application/json' }, body },
        anchorProbe,
        warmupSeconds(scaleIndex),
      );
      anchorTotal = total(anchor.cpu);
      row('anchor: bare Apollo gateway + subgraph, { me }', anchor, '1.00', 1);
    }
    for (const name of apiTargets) {
      const target = api[name as keyof typeof api];
      const sql = await statementsPerRequest(() => fetch(target.url, { method: target.method, headers, body: target.body }));
      const figures = await measure({ url: target.url, method: target.method, headers, body: target.body }, stackProbe, warmupSeconds(scaleIndex));
      row(target.name, figures, anchorTotal ? (total(figures.cpu) / anchorTotal).toFixed(2) : '', Number(sql.toFixed(2)));
    }
    console.table(rows);
    const figureOf = (targetName: string) => rows.find((cells) => cells.target === targetName);
    const usersMe = figureOf(api['users-me'].name);
    if (usersMe) {
      for (const name of ['feed', 'directory'] as const) {
        const other = figureOf(api[name].name);
        if (other) console.log(`${api[name].name}: ${(Number(other['CPU total']) / Number(usersMe['CPU total'])).toFixed(2)}× the CPU of GET /api/users/me`);
      }
    }
  }

  if (wants('web')) {
    const module = join(repoRoot, 'scripts/bench/web-metrics.ts');
    if (existsSync(module)) {
      const { measureWebMetrics } = (await import(pathToFileURL(module).href)) as WebMetricsModule;
      const web = await measureWebMetrics(stack.gatewayUrl, demo);
      console.log(
        `\nWeb app: landing ${web.landingJsGzipKB.toFixed(1)} KB of JavaScript (gzip), dashboard ${web.dashboardJsGzipKB.toFixed(1)} KB; ` +
          `landing LCP ${Math.round(web.landingLcpMs)} ms; Sign in → rendered dashboard ${Math.round(web.signInToDashboardMs)} ms (headless Chromium, loopback)`,
      );
    } else {
      console.log('\nWeb app: web metrics unavailable (scripts/bench/web-metrics.ts is missing)');
    }
  }

  const serviceKiB = stack.pids.reduce((sum, pid) => sum + rssKiB(pid), 0);
  const postgresKiB = postgresPids(postgresDir).reduce((sum, pid) => sum + rssKiB(pid), 0);
  console.log(
    `\nResident memory (PSS): services ${(serviceKiB / 1024).toFixed(0)} MiB (${stack.pids.length} processes), ` +
      `PostgreSQL ${(postgresKiB / 1024).toFixed(0)} MiB, total ${((serviceKiB + postgresKiB) / 1024).toFixed(0)} MiB`,
  );
} finally {
  for (const helper of helpers) helper.kill();
  await statements.end();
  await stack.stop();
  await database.stop();
  rmSync(workDir, { recursive: true, force: true });
}
