/**
 * `npm run bench`: starts a throwaway stack (embedded PostgreSQL, demo seed, production mode) on loopback and,
 * at each data scale (default 1k then 100k users and posts, seeded in SQL), measures each target with autocannon
 * for a bounded time after a warm-up: requests/s, p50/p99, and CPU milliseconds per request in every process
 * (gateway, each subgraph, PostgreSQL) read from /proc, with the total as a ratio to the ANCHOR — a bare
 * @apollo/gateway + bare @apollo/subgraph pair doing the same one-row SQL for `me`, measured in the same run —
 * and the SQL statements one request costs. Then the web app's first-view figures and the stack's memory.
 *
 *   npm run bench [-- --only footprint,me,users-me,feed,directory,events,goals,conversations,photos,reviews,products,cart,anchor,cli,stream,web] [--scales 1000,100000]
 *   npm run bench -- --against http://127.0.0.1:4000 [--database-url postgres://…/postgres]
 *   npm run bench -- --soak [--against …]   (only the soak: scripts/bench/soak.ts; BENCH_SOAK_* below)
 *   npm run bench -- --tracing [--only …]   (each API target also against a twin stack with tracing on at 100 %
 *                                             sampling, in the same rounds, and the overhead printed: scripts/bench/tracing.ts)
 *
 * --against measures an already running stack (e.g. `npm start`'s): its processes are found by their listening
 * ports (the gateway's, and each subgraph's from subgraphs.config.ts), PostgreSQL by the database URL's port
 * (default: the embedded server of `npm start`, .data/secrets.json and EMBEDDED_POSTGRES_PORT or 54329). Nothing
 * is seeded or changed there; the anchor is started on its own against that server's accounts database. Start that
 * gateway with RATE_LIMIT_MEMBER=1000000/1 (or off): its default per-member limit stops the benchmark's member in
 * seconds (429s show in the errors column).
 *
 * Per scale: SQL statements per request counted; every target warmed up; then rounds taken in turn (anchor,
 * targets, anchor, …), each a short unmeasured lead-in and a measured slice; CPU per request is a trimmed mean of the
 * rounds. The README's Benchmark section describes every column.
 *
 * The `footprint` target (scripts/bench/footprint.ts) comes first, on a stack of its own: fresh and warm start times,
 * then CPU, SQL statements, connections and PSS of every process while nobody uses it (with --against: of that stack).
 *
 * Env: BENCH_SECONDS (5: measured seconds per target, split into the rounds), BENCH_ROUNDS (5),
 * BENCH_LEAD_IN_SECONDS (0.5), BENCH_CONNECTIONS (10), BENCH_RATE (requests/s cap; none), BENCH_SCALES
 * ("1000,100000"; --scales wins), BENCH_WARMUP_SECONDS (5 for the first scale, 2 after), BENCH_DATABASE_URL
 * (--database-url), BENCH_CLI_RUNS (20: runs of each `momstride` command of the `cli` target), BENCH_CLI_BIN (the
 * CLI entry the `cli` target runs, default cli/dist/bin.cjs: e.g. another build to compare), BENCH_STREAM_MEMBERS (200:
 * members holding a live stream in the `stream` target), BENCH_STREAM_MESSAGES (1000: messages sent meanwhile),
 * BENCH_STREAM_RATE (50: messages sent per second), BENCH_SOAK_SECONDS (60), BENCH_SOAK_CONNECTIONS (200), BENCH_SOAK_MEMBERS
 * (400), BENCH_SOAK_WARMUP_SECONDS (90: until the heaps have settled), BENCH_SOAK_TIMEOUT_MS (10000), BENCH_IDLE_SECONDS (30:
 * the `footprint` target's idle window), BENCH_CPU_PROFILE_DIR (a folder: every service process writes a V8 CPU profile there
 * when it stops; scripts/lib/processes.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { subgraphs } from '../subgraphs.config.js';
import { ANCHOR_QUERY } from './bench/anchor-schema.js';
import {
  commandOf,
  cpuSnapshot,
  cpuUsed,
  envOf,
  listenerOf,
  perUnit,
  postgresPids,
  postmasterOf,
  POSTGRES_BACKGROUND,
  POSTGRES_EXITED,
  machineBusyMs,
  totalMs,
  type CpuProbe,
  type CpuUse,
} from './bench/cpu.js';
import { measureCli } from './bench/cli-runs.js';
import { measureIdle, measureOwnFootprint, printFootprint, pssMiB } from './bench/footprint.js';
import { measureStreamLoad } from './bench/stream-load.js';
import { runSoak } from './bench/soak.js';
import { startTracedTwin, type TracedTwin } from './bench/tracing.js';
import { BENCH_CART_SESSION, seedConversations, seedPhotos, seedReviews, seedScale, seedShop } from './bench/seed-scale.js';
import { buildAll } from './lib/build.js';
import { dataDir, repoRoot } from './lib/paths.js';
import { freePort } from './lib/ports.js';
import { databaseUrl, startEmbeddedPostgres } from './lib/postgres.js';
import type { ServiceProcess } from './lib/processes.js';
import { generateSecrets, type StackSecrets } from './lib/secrets.js';
import { startStack, stopServices } from './lib/stack.js';
import { LOAD_TEST_RATE_LIMITS } from '@momstride/testing/setup/test-stack';

const TARGETS = ['footprint', 'anchor', 'users-me', 'me', 'feed', 'directory', 'events', 'goals', 'conversations', 'photos', 'reviews', 'products', 'cart', 'cli', 'stream', 'web'] as const;
/** The conversations target's member talks with this many others. */
const BENCH_CONVERSATIONS = 1000;
type TargetName = (typeof TARGETS)[number];
type ApiTargetName = Exclude<TargetName, 'anchor' | 'web' | 'cli' | 'stream' | 'footprint'>;

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string' },
    scales: { type: 'string' },
    against: { type: 'string' },
    'database-url': { type: 'string' },
    soak: { type: 'boolean' },
    tracing: { type: 'boolean' },
  },
});
if (flags.tracing && flags.against) throw new Error('--tracing starts a twin of the throwaway stack: it cannot measure a running one (--against)');
const only = new Set<string>(flags.only ? flags.only.split(',').map((name) => name.trim()) : TARGETS);
const unknown = [...only].filter((name) => !(TARGETS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`--only: unknown target ${unknown.join(', ')} (known: ${TARGETS.join(', ')})`);
const wants = (name: TargetName) => only.has(name);
// Ratios need the anchor: it runs whenever an API target does.
const apiTargets = TARGETS.filter(
  (name): name is ApiTargetName => name !== 'web' && name !== 'anchor' && name !== 'cli' && name !== 'stream' && name !== 'footprint' && wants(name),
);
const runAnchor = wants('anchor') || apiTargets.length > 0;

/** "1000", "1k", "100k", "1m" → number. */
const parseScale = (text: string): number => {
  const match = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!match) throw new Error(`scale: not a number: ${text}`);
  return Math.round(Number(match[1]) * ({ '': 1, k: 1e3, m: 1e6 } as Record<string, number>)[match[2]!.toLowerCase()]!);
};
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const scales = (flags.scales ?? process.env.BENCH_SCALES ?? '1000,100000').split(',').map(parseScale);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupSeconds = (scaleIndex: number) => Number(process.env.BENCH_WARMUP_SECONDS ?? (scaleIndex === 0 ? 5 : 2));
const IDLE_SECONDS = 3;
const LEAD_IN_SECONDS = Number(process.env.BENCH_LEAD_IN_SECONDS ?? 0.5);
const rate = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
const demo = { email: 'maya@momstride.example', password: 'MomStride!2026' };
/** The `cli` target signs in as the demo admin (the `users` commands need one). */
const demoAdmin = { email: 'olivia@momstride.example', password: 'MomStride!2026' };
const cliRuns = Math.max(1, Number(process.env.BENCH_CLI_RUNS ?? 20));
const CLI_COMMANDS = [
  ['users', 'list', '--json'],
  ['events', 'list', '--status', 'upcoming', '--json'],
  ['auth', 'status', '--json'],
] as const;

/* ------------------------------------------------------------------------------------------------ cleanup */

/** Undo steps, run last-in first-out at the end, on an error, or on Ctrl-C / SIGTERM. */
const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = (): Promise<void> =>
  (cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('bench cleanup:', error instanceof Error ? error.message : error);
      }
    }
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // tsx relays the terminal's signal to this process, which may get it from the process group as well: once.
    if (!cleaning) console.error(`\n${signal}: stopping what the bench started…`);
    void cleanUp().then(() => process.exit(130));
  });
}

/* ------------------------------------------------------------------------------------------------ helpers */

/** Starts a bench helper script (tsx) and waits for its "ready" line; it is stopped by cleanUp. */
async function startHelper(script: string, args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/bench', script), ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', APOLLO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
  return child;
}

/** Resident memory (KiB) of a process: its proportional set size, else VmRSS. */
const mib = (pids: readonly number[]) => pssMiB(pids).toFixed(0);

/** Prints rows as an aligned text table (first column left-aligned, the others right-aligned). */
function printTable(rows: readonly Record<string, string>[]): void {
  if (rows.length === 0) return;
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const widths = headers.map((header) => Math.max(header.length, ...rows.map((row) => (row[header] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(headers.map((header) => row[header] ?? '')));
}
const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(3));

/** scripts/bench/web-metrics.ts: the web app's first-view figures from headless Chromium. */
interface WebMetricsModule {
  measureWebMetrics(
    gatewayUrl: string,
    credentials: { email: string; password: string },
  ): Promise<{ landingJsGzipKB: number; dashboardJsGzipKB: number; landingLcpMs: number; signInToDashboardMs: number }>;
}

/* ------------------------------------------------------------------------------------------------ the stack */

interface Subject {
  readonly gatewayUrl: string;
  /** Server-level PostgreSQL URL, when known (the anchor and the SQL counts need it). */
  readonly serverDatabaseUrl?: string;
  /** The stack's processes by name, and the database server. */
  readonly probe: CpuProbe;
  /** Started here (true) or found running (false: nothing seeded, one pass at the data it has). */
  readonly own: boolean;
  readonly description: string;
  /** --tracing: the twin stack with tracing on (scripts/bench/tracing.ts). */
  readonly traced?: TracedTwin;
}

/** The row of an API target run against the twin with tracing on (--tracing). */
const tracedLabel = (label: string): string => `${label} · tracing on`;

/** The throwaway stack's log lines (warnings and errors: LOG_LEVEL=warn). */
const stackLog: string[] = [];

/** Starts the throwaway stack: embedded PostgreSQL with pg_stat_statements, services in production mode. */
async function startOwnStack(): Promise<Subject> {
  await buildAll();
  const workDir = mkdtempSync(join(tmpdir(), 'momstride-bench-'));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const secrets = generateSecrets();
  const postgresDir = join(workDir, 'postgres');
  const database = await startEmbeddedPostgres({
    dataDir: postgresDir,
    port: await freePort(),
    password: secrets.databasePassword,
    persistent: false,
    postgresFlags: [
      '-c',
      'shared_preload_libraries=pg_stat_statements',
      '-c',
      'pg_stat_statements.track=all',
      // --tracing runs a twin of every service on the same server: twice the connections.
      ...(flags.tracing ? ['-c', 'max_connections=300'] : []),
    ],
  });
  cleanups.push(() => database.stop());
  const subgraphPorts = Object.fromEntries(await Promise.all(subgraphs.map(async (s) => [s.name, await freePort()] as const)));
  const services: ServiceProcess[] = [];
  cleanups.push(() => stopServices(services));
  const stack = await startStack(
    {
      serverDatabaseUrl: database.url,
      secrets,
      gatewayPort: await freePort(),
      subgraphPorts,
      outboxDir: join(workDir, 'outbox'),
      mediaDir: join(workDir, 'uploads'),
      seedDemoData: true,
      nodeEnv: 'production',
      // A throwaway stack: production mode, yet with the demo members the benchmark signs in as.
      // Rate limits so high the measured member never reaches them: the limiter still counts (and costs) as in production.
      env: { LOG_LEVEL: 'warn', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true', ...LOAD_TEST_RATE_LIMITS },
      // Kept (the first 5,000) for the soak, which prints what the stack logged while it ran.
      log: (line) => void (stackLog.length < 5000 && stackLog.push(line)),
    },
    services,
  );
  const postmaster = postmasterOf(postgresDir);
  const traced = flags.tracing
    ? await startTracedTwin({
        serverDatabaseUrl: database.url,
        secrets,
        outboxDir: join(workDir, 'outbox'),
        mediaDir: join(workDir, 'uploads'),
        env: { LOG_LEVEL: 'warn', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true', ...LOAD_TEST_RATE_LIMITS },
        services,
        cleanups,
      })
    : undefined;
  return {
    gatewayUrl: stack.gatewayUrl,
    serverDatabaseUrl: database.url,
    probe: { processes: stack.processes, ...(postmaster !== undefined ? { postmaster } : {}) },
    own: true,
    description: `throwaway stack, NODE_ENV=production${traced ? '; and its twin with tracing on (100 % sampled, exported to a no-op OTLP receiver)' : ''}`,
    ...(traced ? { traced } : {}),
  };
}

/** The server URL of `npm start`'s embedded PostgreSQL, when its secrets are there. */
function embeddedServerUrl(): string | undefined {
  const file = join(dataDir, 'secrets.json');
  if (!existsSync(file)) return undefined;
  const { databasePassword } = JSON.parse(readFileSync(file, 'utf8')) as StackSecrets;
  const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329);
  return `postgres://postgres:${encodeURIComponent(databasePassword)}@127.0.0.1:${port}/postgres`;
}

/** Finds the processes of a running stack by the ports they listen on. */
function findRunningStack(gatewayUrl: string): Subject {
  const url = new URL(gatewayUrl);
  const gatewayPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const processes: Record<string, number> = {};
  const missing: string[] = [];
  for (const [name, port] of [['gateway', gatewayPort] as const, ...subgraphs.map((s) => [s.name, s.port] as const)]) {
    const pid = listenerOf(port);
    if (pid === undefined) missing.push(`${name} (port ${port})`);
    else processes[name] = pid;
  }
  if (missing.length > 0) throw new Error(`--against: nothing of ours listens for ${missing.join(', ')} on this machine`);

  const serverDatabaseUrl = flags['database-url'] ?? process.env.BENCH_DATABASE_URL ?? embeddedServerUrl();
  let postmaster: number | undefined;
  if (serverDatabaseUrl) {
    const candidate = listenerOf(Number(new URL(serverDatabaseUrl).port || 5432));
    if (candidate !== undefined && (commandOf(candidate)[0] ?? '').endsWith('postgres')) postmaster = candidate;
  }
  if (postmaster === undefined) console.log('PostgreSQL is not a local process here: its CPU is not measured.');
  const modes = [...new Set(Object.values(processes).map((pid) => envOf(pid, 'NODE_ENV') ?? 'unset'))].join('/');
  return {
    gatewayUrl: url.origin,
    ...(serverDatabaseUrl ? { serverDatabaseUrl } : {}),
    probe: { processes, ...(postmaster !== undefined ? { postmaster } : {}) },
    own: false,
    description: `running stack at ${url.origin}, NODE_ENV=${modes}, pids ${Object.entries(processes)
      .map(([name, pid]) => `${name} ${pid}`)
      .join(', ')}${postmaster !== undefined ? `, postmaster ${postmaster}` : ''}`,
  };
}

/* ------------------------------------------------------------------------------------------------ measuring */

/** One round of one target: what autocannon saw and the CPU the processes used meanwhile. */
interface Sample {
  readonly requests: number;
  readonly seconds: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** CPU ms used in the round (not per request). */
  readonly cpu: CpuUse;
  /** CPU ms the rest of the machine used meanwhile: neither these processes, nor the bench, nor `others`. */
  readonly foreignMs: number;
}

/** Figures of a target over all its rounds. */
interface Figures {
  readonly requestsPerSecond: number;
  /** Medians over the rounds. */
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** CPU ms per request over all rounds (their CPU summed / their requests summed). */
  readonly cpu: CpuUse;
  /** CPU total per request of each round, for the spread. */
  readonly roundTotals: readonly number[];
}

/** Measures one round of a target while reading the CPU time of the processes that serve it. */
async function measureRound(options: autocannon.Options, probe: CpuProbe, others: CpuProbe, duration: number): Promise<Sample> {
  const machineBefore = machineBusyMs();
  const selfBefore = process.cpuUsage();
  const othersBefore = cpuSnapshot(others);
  const before = cpuSnapshot(probe);
  const result = await autocannon({ connections, duration, ...(rate ? { overallRate: rate } : {}), ...options });
  const after = cpuSnapshot(probe);
  const othersMs = totalMs(cpuUsed(othersBefore, cpuSnapshot(others)));
  const self = process.cpuUsage(selfBefore);
  const cpu = cpuUsed(before, after);
  const foreignMs = machineBusyMs() - machineBefore - totalMs(cpu) - othersMs - (self.user + self.system) / 1000;
  return {
    foreignMs,
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    cpu,
  };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const addUp = (records: readonly Record<string, number>[]): Record<string, number> => {
  const sum: Record<string, number> = {};
  for (const record of records) for (const [key, value] of Object.entries(record)) sum[key] = (sum[key] ?? 0) + value;
  return sum;
};

/** CPU ms per second of each process while no request is made: the stack's background work. */
async function idleCpu(probe: CpuProbe): Promise<CpuUse> {
  const before = cpuSnapshot(probe);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  return perUnit(cpuUsed(before, cpuSnapshot(probe)), IDLE_SECONDS);
}

/**
 * Counts SQL statements in the subgraph databases with pg_stat_statements, when the server has it loaded (its own
 * queries run in database `postgres`, so they are not counted).
 */
async function statementCounter(serverUrl: string | undefined) {
  if (!serverUrl) return undefined;
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    console.log(`No SQL counts: cannot connect to ${new URL(serverUrl).host} (${error instanceof Error ? error.message : error})`);
    return undefined;
  }
  cleanups.push(() => client.end());
  const { rows } = await client.query<{ setting: string }>(`SELECT setting FROM pg_settings WHERE name = 'shared_preload_libraries'`);
  if (!(rows[0]?.setting ?? '').includes('pg_stat_statements')) {
    console.log('No SQL counts: the server does not load pg_stat_statements (shared_preload_libraries).');
    return undefined;
  }
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  const databases = subgraphs.map((subgraph) => subgraph.database);
  /** Calls so far of each statement (database and query id) in the subgraph databases. */
  const soFar = async (): Promise<Map<string, number>> => {
    const result = await client.query<{ key: string; calls: string }>(
      `SELECT s.dbid || ':' || s.queryid AS key, sum(s.calls) AS calls FROM pg_stat_statements s
       JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = ANY($1) GROUP BY 1`,
      [databases],
    );
    return new Map(result.rows.map((row) => [row.key, Number(row.calls)]));
  };
  const delta = (before: Map<string, number>, after: Map<string, number>) =>
    new Map([...after].map(([key, calls]) => [key, calls - (before.get(key) ?? 0)] as const).filter(([, calls]) => calls > 0));
  /**
   * Average statements per request over `count` sequential requests. The stack's background statements (the
   * outbox relays' polls, the domain-event workers) are told apart by watching 2 s without requests first: a
   * statement seen then counts only for the calls beyond its background rate (and only when clearly beyond it).
   */
  return async (request: () => Promise<Response>, count = 40): Promise<number> => {
    await (await request()).arrayBuffer();
    const idleFrom = await soFar();
    const idleStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const background = delta(idleFrom, await soFar());
    const idleMs = performance.now() - idleStarted;
    const before = await soFar();
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      const response = await request();
      if (!response.ok) throw new Error(`request failed: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }
    const elapsedMs = performance.now() - started;
    let statements = 0;
    for (const [key, calls] of delta(before, await soFar())) {
      const expected = ((background.get(key) ?? 0) * elapsedMs) / idleMs;
      if (!background.has(key)) statements += calls;
      else if (calls > expected + 2) statements += calls - expected;
    }
    return statements / count;
  };
}

/* ------------------------------------------------------------------------------------------------ the run */

if (flags.soak) {
  // Only the soak (scripts/bench/soak.ts): our own stack at the first scale's data, or a running one as it is.
  let ok = false;
  try {
    const subject = flags.against ? findRunningStack(flags.against) : await startOwnStack();
    console.log(`\nBench subject: ${subject.description}`);
    if (!subject.serverDatabaseUrl) throw new Error('--soak needs the database (--database-url): it makes events and checks invariants there');
    if (subject.own) await seedScale(subject.serverDatabaseUrl, { users: scales[0]!, posts: scales[0]! });
    const logFrom = stackLog.length;
    ({ ok } = await runSoak({
      gatewayUrl: subject.gatewayUrl,
      serverDatabaseUrl: subject.serverDatabaseUrl,
      probe: subject.probe,
      seconds: Number(process.env.BENCH_SOAK_SECONDS ?? 60),
      connections: Number(process.env.BENCH_SOAK_CONNECTIONS ?? 200),
      members: Number(process.env.BENCH_SOAK_MEMBERS ?? 400),
      warmupSeconds: Number(process.env.BENCH_SOAK_WARMUP_SECONDS ?? 90),
      timeoutMs: Number(process.env.BENCH_SOAK_TIMEOUT_MS ?? 10_000),
      events: 24,
      memoryThreshold: 0.2,
    }));
    const logged = stackLog.slice(logFrom);
    if (subject.own) console.log(`\nThe stack logged ${logged.length} warnings or errors during the soak${logged.length > 0 ? ':' : '.'}`);
    // Grouped: the same line but for its request id and response time, with how often it came.
    const grouped = new Map<string, number>();
    for (const line of logged) {
      const key = line.replace(/ reqId=\S+/, '').replace(/ responseTime=\d+/, '').slice(0, 400);
      grouped.set(key, (grouped.get(key) ?? 0) + 1);
    }
    for (const [line, count] of [...grouped].slice(0, 40)) console.log(`  ${count} × ${line}`);
  } finally {
    await cleanUp();
  }
  process.exit(ok ? 0 : 1);
}

/** The footprint target (scripts/bench/footprint.ts): our own stack's is measured on a stack of its own, first. */
const FOOTPRINT_IDLE = { seconds: Number(process.env.BENCH_IDLE_SECONDS ?? 30), settleSeconds: 30 };
if (wants('footprint') && !flags.against) {
  await buildAll();
  const env = { LOG_LEVEL: 'warn', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' };
  // Each mode on a stack of its own (BENCH_FOOTPRINT_MODES): npm start's monolithic mode first.
  const modes = (process.env.BENCH_FOOTPRINT_MODES ?? 'monolithic,microservices').split(',').map((mode) => mode.trim());
  for (const mode of modes) {
    if (mode !== 'monolithic' && mode !== 'microservices') throw new Error(`BENCH_FOOTPRINT_MODES: unknown mode ${mode}`);
    printFootprint(await measureOwnFootprint({ secrets: generateSecrets(), env, ...FOOTPRINT_IDLE, mode }));
  }
  if (only.size === 1) process.exit(0);
}

try {
  const subject = flags.against ? findRunningStack(flags.against) : await startOwnStack();
  console.log(`\nBench subject: ${subject.description}`);
  if (wants('footprint') && flags.against) {
    printFootprint(await measureIdle({ probe: subject.probe, serverDatabaseUrl: subject.serverDatabaseUrl, ...FOOTPRINT_IDLE }));
  }
  const gatewayUrl = subject.gatewayUrl;
  const postmaster = subject.probe.postmaster;

  let headers: Record<string, string> = { 'content-type': 'application/json' };
  let anchorProbe: CpuProbe | undefined;
  let anchorUrl: string | undefined;
  /** The demo member the API targets run as. */
  let viewerId = '';
  const columns = ['gateway', ...subgraphs.map((subgraph) => subgraph.name), 'postgres'];
  const total = (cpu: CpuUse) => columns.reduce((sum, name) => sum + (cpu.byProcess[name] ?? 0), 0);

  if (apiTargets.length > 0 || runAnchor) {
    const login = await fetch(`${gatewayUrl}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify(demo) });
    if (!login.ok) throw new Error(`demo login (${demo.email}) failed: ${login.status} ${await login.text()}`);
    const { access_token: token, user } = (await login.json()) as { access_token: string; user: { id: string } };
    headers = { ...headers, authorization: `Bearer ${token}` };
    viewerId = user.id;

    if (runAnchor && !subject.serverDatabaseUrl) console.log('No database URL: the anchor cannot run (--database-url).');
    if (runAnchor && subject.serverDatabaseUrl) {
      const anchorSubgraphPort = await freePort();
      const anchorGatewayPort = await freePort();
      const subgraph = await startHelper('anchor-subgraph.ts', [
        databaseUrl(subject.serverDatabaseUrl, 'momstride_accounts'),
        user.id,
        String(anchorSubgraphPort),
      ]);
      const gateway = await startHelper('anchor-gateway.ts', [`http://127.0.0.1:${anchorSubgraphPort}/graphql`, String(anchorGatewayPort)]);
      anchorUrl = `http://127.0.0.1:${anchorGatewayPort}/`;
      anchorProbe = { processes: { gateway: gateway.pid!, accounts: subgraph.pid! }, ...(postmaster !== undefined ? { postmaster } : {}) };
    }
  }

  const countStatements = await statementCounter(subject.serverDatabaseUrl);
  const api: Record<ApiTargetName, { readonly name: string; readonly url: string; readonly method: 'GET' | 'POST'; readonly body?: string }> = {
    'users-me': { name: 'GET /api/users/me', url: `${gatewayUrl}/api/users/me`, method: 'GET' },
    me: { name: 'GraphQL { me }', url: `${gatewayUrl}/graphql`, method: 'POST', body: JSON.stringify({ query: ANCHOR_QUERY }) },
    feed: { name: 'GET /api/posts/feed?limit=5', url: `${gatewayUrl}/api/posts/feed?limit=5`, method: 'GET' },
    directory: { name: 'GET /api/users?search=yoga', url: `${gatewayUrl}/api/users?search=yoga&limit=20`, method: 'GET' },
    events: { name: 'GET /api/events?status=upcoming&limit=3', url: `${gatewayUrl}/api/events?status=upcoming&limit=3`, method: 'GET' },
    goals: { name: 'GET /api/wellness/goals', url: `${gatewayUrl}/api/wellness/goals`, method: 'GET' },
    conversations: {
      name: `GET /api/messages/conversations (of ${BENCH_CONVERSATIONS.toLocaleString('en-US')})`,
      url: `${gatewayUrl}/api/messages/conversations`,
      method: 'GET',
    },
    photos: { name: 'GET /api/gallery/photos?limit=50', url: `${gatewayUrl}/api/gallery/photos?limit=50`, method: 'GET' },
    reviews: { name: 'GET /api/reviews?limit=50', url: `${gatewayUrl}/api/reviews?limit=50`, method: 'GET' },
    products: { name: 'GET /api/products?limit=50', url: `${gatewayUrl}/api/products?limit=50`, method: 'GET' },
    cart: { name: 'GET /api/cart/{id} (10 items)', url: `${gatewayUrl}/api/cart/${BENCH_CART_SESSION}`, method: 'GET' },
  };

  // A running stack is measured once, at the data it has; our own stack at every scale.
  const passes: (number | undefined)[] = subject.own ? scales : [undefined];
  for (const [index, scale] of passes.entries()) {
    if (apiTargets.length === 0 && !runAnchor) break;
    let data: string;
    if (scale !== undefined && subject.serverDatabaseUrl) {
      const seedStarted = performance.now();
      await seedScale(subject.serverDatabaseUrl, { users: scale, posts: scale });
      if (wants('conversations')) await seedConversations(subject.serverDatabaseUrl, viewerId, BENCH_CONVERSATIONS);
      if (wants('photos')) await seedPhotos(subject.serverDatabaseUrl, scale);
      if (wants('reviews')) await seedReviews(subject.serverDatabaseUrl, scale);
      if (wants('products') || wants('cart')) await seedShop(subject.serverDatabaseUrl);
      data = `${scale.toLocaleString('en-US')} users and posts (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`;
    } else {
      data = 'the data it has';
    }
    console.log(
      `\n== ${data}\nPer target: ${warmupSeconds(index)} s warm-up, then ${rounds} rounds taken in turn with the other targets, ` +
        `each ${LEAD_IN_SECONDS} s lead-in + ${+(seconds / rounds).toFixed(2)} s measured${rounds >= 4 ? ' (the highest and lowest round by CPU left out)' : ''}; ` +
        `${connections} connections${rate ? `, ${rate} req/s` : ''}, loopback. CPU in ms per request; ± is half the spread of the rounds kept.`,
    );

    const rows: Record<string, string>[] = [];
    const databaseRows: Record<string, string>[] = [];
    const totals: Record<string, number> = {};
    let anchorTotal: number | undefined;
    const row = (target: string, figures: Figures, sql: number | undefined) => {
      const cpuTotal = total(figures.cpu);
      totals[target] = cpuTotal;
      const cells: Record<string, string> = {
        target,
        'req/s': String(Math.round(figures.requestsPerSecond)),
        'p50 ms': String(figures.p50),
        'p99 ms': String(figures.p99),
      };
      for (const name of columns) cells[name] = ms(figures.cpu.byProcess[name]);
      cells['CPU total'] = ms(cpuTotal);
      const spread = (Math.max(...figures.roundTotals) - Math.min(...figures.roundTotals)) / 2 / cpuTotal;
      cells['±'] = figures.roundTotals.length > 1 ? `${(spread * 100).toFixed(0)}%` : '';
      cells['× anchor'] = anchorTotal ? `${(cpuTotal / anchorTotal).toFixed(2)}×` : '';
      cells['SQL/req'] = sql === undefined ? 'n/a' : sql.toFixed(2);
      cells['errors'] = String(figures.errors);
      rows.push(cells);
      const byDatabase: Record<string, string> = { target };
      for (const [name, value] of Object.entries(figures.cpu.postgresByDatabase)) byDatabase[name] = ms(value);
      databaseRows.push(byDatabase);
    };

    interface Target {
      readonly label: string;
      readonly request: autocannon.Options & { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
      readonly probe: CpuProbe;
      /** The processes of the other side (the stack while the anchor runs, and the reverse), for the foreign CPU. */
      readonly others: CpuProbe;
    }
    const targets: Target[] = [];
    const stackProcesses: CpuProbe = { processes: subject.probe.processes };
    const anchorProcesses: CpuProbe = { processes: anchorProbe?.processes ?? {} };
    if (anchorProbe && anchorUrl) {
      const body = JSON.stringify({ query: ANCHOR_QUERY });
      const request = { url: anchorUrl, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body };
      targets.push({ label: 'anchor (bare Apollo, { me })', request, probe: anchorProbe, others: stackProcesses });
    }
    const traced = subject.traced;
    /** The processes of a stack under other names (a CPU probe's `others` only counts them out of the foreign CPU). */
    const renamed = (processes: Readonly<Record<string, number>>, prefix: string): CpuProbe => ({
      processes: { ...anchorProcesses.processes, ...Object.fromEntries(Object.entries(processes).map(([name, pid]) => [`${prefix}${name}`, pid])) },
    });
    for (const name of apiTargets) {
      const target = api[name];
      const request = { url: target.url, method: target.method, headers, ...(target.body ? { body: target.body } : {}) };
      targets.push({ label: target.name, request, probe: subject.probe, others: traced ? renamed(traced.processes, 'traced ') : anchorProcesses });
      if (traced) {
        const probe = { processes: traced.processes, ...(postmaster !== undefined ? { postmaster } : {}) };
        const tracedRequest = { ...request, url: target.url.replace(gatewayUrl, traced.gatewayUrl) };
        targets.push({ label: tracedLabel(target.name), request: tracedRequest, probe, others: renamed(subject.probe.processes, 'untraced ') });
      }
    }
    const sql = new Map<Target, number | undefined>();
    for (const target of targets) sql.set(target, await countStatements?.(() => fetch(target.request.url, target.request)));
    // Every target is warmed up before any is measured (JIT, query plans, MikroORM metadata, connection pools).
    for (const target of targets) await autocannon({ connections, duration: warmupSeconds(index), ...target.request });
    // Rounds in turn (anchor, target, target…, anchor, …): a slower or busier moment of the machine reaches all of them.
    const samples = new Map<Target, Sample[]>(targets.map((target) => [target, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        // A short unmeasured lead-in: processes idle since their last round (heap shrunk, caches cold) settle first.
        await autocannon({ connections, duration: LEAD_IN_SECONDS, ...target.request });
        samples.get(target)!.push(await measureRound(target.request, target.probe, target.others, seconds / rounds));
      }
    }
    const figuresOf = (target: Target): Figures => {
      const all = samples.get(target)!;
      // From 4 rounds on, the rounds with the highest and the lowest CPU per request are left out (a trimmed mean).
      const perRequest = (sample: Sample) => total(perUnit(sample.cpu, sample.requests));
      const sorted = [...all].sort((a, b) => perRequest(a) - perRequest(b));
      const taken = all.length >= 4 ? sorted.slice(1, -1) : all;
      const requests = taken.reduce((sum, sample) => sum + sample.requests, 0);
      const used: CpuUse = {
        byProcess: addUp(taken.map((sample) => sample.cpu.byProcess)),
        postgresByDatabase: addUp(taken.map((sample) => sample.cpu.postgresByDatabase)),
      };
      return {
        requestsPerSecond: all.reduce((sum, sample) => sum + sample.requests, 0) / all.reduce((sum, sample) => sum + sample.seconds, 0),
        p50: median(all.map((sample) => sample.p50)),
        p99: median(all.map((sample) => sample.p99)),
        errors: all.reduce((sum, sample) => sum + sample.errors, 0),
        cpu: perUnit(used, requests),
        roundTotals: taken.map(perRequest),
      };
    };
    for (const target of targets) {
      const figures = figuresOf(target);
      if (target.probe === anchorProbe) anchorTotal = total(figures.cpu);
      row(target.label, figures, sql.get(target));
    }
    printTable(rows);
    if (traced) {
      const sampler = process.env.BENCH_TRACES_SAMPLER ?? 'always_on';
      console.log(`\nTracing on (sampler ${sampler}, ${traced.exports()} OTLP exports received) against off, CPU per request of every process and PostgreSQL, same rounds:`);
      for (const name of apiTargets) {
        const [off, on] = [totals[api[name].name], totals[tracedLabel(api[name].name)]];
        if (off && on) console.log(`  ${api[name].name}: ${ms(on)} ms against ${ms(off)} ms, ${on >= off ? '+' : ''}${(((on - off) / off) * 100).toFixed(0)}%`);
      }
    }
    // What the rest of the machine (other people's builds and tests) used during the rounds: CPU per request
    // inflates when the CPUs are shared (more switches, colder caches), so a busy machine is said.
    const all = [...samples.values()].flat();
    const capacityMs = all.reduce((sum, sample) => sum + sample.seconds * 1000, 0) * cpus().length;
    const foreign = all.reduce((sum, sample) => sum + Math.max(0, sample.foreignMs), 0) / capacityMs;
    const busiest = Math.max(...all.map((sample) => Math.max(0, sample.foreignMs) / (sample.seconds * 1000 * cpus().length)));
    console.log(
      `Other processes on this machine used ${(foreign * 100).toFixed(0)}% of its ${cpus().length} CPUs during the rounds ` +
        `(${(busiest * 100).toFixed(0)}% in the busiest)${foreign > 0.05 ? ': the figures above are inflated by sharing the CPUs, compare ratios' : ''}.`,
    );
    if (postmaster !== undefined) {
      console.log('\nPostgreSQL CPU ms per request by database (live backends), background processes and exited backends:');
      // Fixed column order: the subgraph databases first, then whatever else was seen.
      const order = [...subgraphs.map((subgraph) => subgraph.database), POSTGRES_BACKGROUND, POSTGRES_EXITED];
      const seen = [...new Set(databaseRows.flatMap((cells) => Object.keys(cells).filter((key) => key !== 'target')))];
      const used = (key: string) => databaseRows.some((cells) => Math.abs(Number(cells[key] ?? 0)) >= 0.001);
      const keys = [...order.filter((key) => seen.includes(key)), ...seen.filter((key) => !order.includes(key))].filter(used);
      printTable(databaseRows.map((cells) => Object.fromEntries([['target', cells.target!], ...keys.map((key) => [key, cells[key] ?? ''])])));
    }
    const usersMe = totals[api['users-me'].name];
    if (usersMe) {
      for (const name of ['feed', 'directory', 'events', 'goals', 'conversations', 'photos', 'reviews', 'products', 'cart'] as const) {
        const other = totals[api[name].name];
        if (other) console.log(`${api[name].name}: ${(other / usersMe).toFixed(2)}× the CPU of GET /api/users/me`);
      }
    }
  }

  if (apiTargets.length > 0 || runAnchor) {
    const idle = await idleCpu(subject.probe);
    console.log(
      `\nBackground CPU of the stack, no requests for ${IDLE_SECONDS} s (relay polls, queue workers; part of every figure above): ` +
        Object.entries(idle.byProcess)
          .map(([name, value]) => `${name} ${value.toFixed(1)}`)
          .join(', ') +
        ' ms/s',
    );
  }

  if (wants('cli')) {
    // After the API targets, at the last scale's data: a script running the CLI in a loop waits this long per call.
    console.log(
      `\nCLI (${process.env.BENCH_CLI_BIN ?? 'cli/dist/bin.cjs'}, stdout a pipe, signed in as ${demoAdmin.email}): ${cliRuns} runs of each command in turn after 2 unmeasured; ` +
        'wall = spawn to exit; CPU ms per run of the CLI process (all threads, from the reaped child) and of the stack meanwhile.',
    );
    const figures = await measureCli({
      bin: process.env.BENCH_CLI_BIN ?? join(repoRoot, 'cli/dist/bin.cjs'),
      gatewayUrl,
      admin: demoAdmin,
      commands: CLI_COMMANDS,
      runs: cliRuns,
      probe: subject.probe,
    });
    printTable(
      figures.map((entry) => {
        const cells: Record<string, string> = {
          command: entry.command,
          'wall p50 ms': entry.wallP50.toFixed(0),
          'wall p95 ms': entry.wallP95.toFixed(0),
          'CLI CPU ms': entry.cliCpuMs.toFixed(0),
        };
        for (const name of columns) cells[name] = ms(entry.stack.byProcess[name]);
        cells['failed'] = String(entry.failures);
        return cells;
      }),
    );
  }

  if (wants('stream')) {
    const members = Number(process.env.BENCH_STREAM_MEMBERS ?? 200);
    const messages = Number(process.env.BENCH_STREAM_MESSAGES ?? 1000);
    const rate = Number(process.env.BENCH_STREAM_RATE ?? 50);
    console.log(
      `\nLive stream: ${members} new members each hold GET /api/stream while ${messages} messages flow between them (POST /api/messages, ` +
        `${rate} a second); each must reach its recipient's and its sender's streams exactly once. Latency: send started → recipient's receipt. ` +
        'CPU in ms per message while they flowed.',
    );
    const figures = await measureStreamLoad({ gatewayUrl, members, messages, rate, probe: subject.probe, deadlineMs: 180_000 });
    const cells: Record<string, string> = {
      streams: String(figures.members),
      sent: String(figures.sent),
      'exactly once': String(figures.deliveredExactlyOnce),
      missing: String(figures.missing),
      repeated: String(figures.duplicates),
      'msg/s': figures.messagesPerSecond.toFixed(0),
      'p50 ms': figures.p50.toFixed(1),
      'p99 ms': figures.p99.toFixed(1),
      'max ms': figures.max.toFixed(1),
    };
    for (const name of columns) cells[name] = ms(figures.cpu.byProcess[name]);
    cells['failed sends'] = String(figures.failedSends);
    printTable([cells]);
    console.log(
      `Other processes on this machine used ${(figures.foreignShare * 100).toFixed(0)}% of its ${cpus().length} CPUs meanwhile` +
        `${figures.foreignShare > 0.05 ? ': latencies include waiting for a CPU' : ''}.`,
    );
    if (figures.missing > 0 || figures.duplicates > 0 || figures.failedSends > 0) console.log('The live stream lost, repeated or refused messages: see the row above.');
  }

  if (wants('web')) {
    const module = join(repoRoot, 'scripts/bench/web-metrics.ts');
    try {
      if (!existsSync(module)) throw new Error('scripts/bench/web-metrics.ts is missing');
      const { measureWebMetrics } = (await import(pathToFileURL(module).href)) as WebMetricsModule;
      const web = await measureWebMetrics(gatewayUrl, demo);
      console.log(
        `\nWeb app: landing ${web.landingJsGzipKB.toFixed(1)} KB of JavaScript (gzip), dashboard ${web.dashboardJsGzipKB.toFixed(1)} KB; ` +
          `landing LCP ${Math.round(web.landingLcpMs)} ms; Sign in → rendered dashboard ${Math.round(web.signInToDashboardMs)} ms (headless Chromium, loopback)`,
      );
    } catch (error) {
      console.log(`\nWeb app: web metrics unavailable (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  const servicePids = Object.values(subject.probe.processes);
  const postgres = postgresPids(postmaster);
  console.log(
    `\nResident memory (PSS): services ${mib(servicePids)} MiB (${servicePids.length} processes), PostgreSQL ${mib(postgres)} MiB` +
      (anchorProbe ? `; the anchor's two processes ${mib(Object.values(anchorProbe.processes))} MiB` : ''),
  );
} finally {
  await cleanUp();
}
