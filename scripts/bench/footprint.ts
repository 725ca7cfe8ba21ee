/**
 * The bench's `footprint` target: what the stack costs while nobody uses it, and how fast it comes up.
 *
 * - Start times (own stack only): `fresh` is a new PostgreSQL cluster (initdb) through migrations and the demo seed to
 *   every service ready; `warm` stops everything and starts the same cluster and services again (what a restart of
 *   `npm start` costs once nothing needs building). Builds are not part of either: the bench builds what is stale first.
 * - Idle, after a settling pause with no requests: CPU of every service process and of PostgreSQL (postmaster, every
 *   backend and background process, backends that exited meanwhile) over the window, from /proc (scripts/bench/cpu.ts);
 *   the SQL statements the stack ran per minute (pg_stat_statements when loaded, else transactions from
 *   pg_stat_database), and its open PostgreSQL connections by application name.
 * - Memory: PSS (/proc/<pid>/smaps_rollup: shared pages split between the processes that map them, so the sum is
 *   what the stack really holds) of each service process and of PostgreSQL's processes together.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { subgraphs } from '../../subgraphs.config.js';
import { startEmbeddedPostgres, type PostgresServer } from '../lib/postgres.js';
import { freePort } from '../lib/ports.js';
import type { StackSecrets } from '../lib/secrets.js';
import { startStack, stopServices, type StackMode, type StackService } from '../lib/stack.js';
import { cpuSnapshot, cpuUsed, postgresPids, postmasterOf, type CpuProbe } from './cpu.js';

/** PSS of a process in KiB (RSS where smaps_rollup cannot be read), 0 once it is gone. */
export function pssKiB(pid: number): number {
  try {
    const pss = /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    if (pss) return Number(pss[1]);
    const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return rss ? Number(rss[1]) : 0;
  } catch {
    return 0;
  }
}

/** PSS of several processes together, in MiB. */
export const pssMiB = (pids: readonly number[]): number => pids.reduce((sum, pid) => sum + pssKiB(pid), 0) / 1024;

export interface IdleFootprint {
  readonly seconds: number;
  /** CPU ms each process used over the window (PostgreSQL as one entry). */
  readonly cpuMs: Readonly<Record<string, number>>;
  /** PSS in MiB of each process (PostgreSQL as one entry). */
  readonly pssMiB: Readonly<Record<string, number>>;
  /** SQL statements (or transactions, see `statementsSource`) the stack ran per minute. */
  readonly statementsPerMinute: number | undefined;
  readonly statementsSource: 'pg_stat_statements' | 'transactions' | undefined;
  /** The busiest statements of the window (calls per minute, the query's start). */
  readonly topStatements: ReadonlyArray<{ readonly perMinute: number; readonly query: string }>;
  /** Open client connections of the stack by application_name (the measuring one left out). */
  readonly connections: Readonly<Record<string, number>>;
}

export interface Footprint extends IdleFootprint {
  /** How the measured stack ran (our own stacks only). */
  readonly mode?: StackMode;
  readonly freshStartMs?: number;
  readonly warmStartMs?: number;
}

/** What one statement counter reading holds: calls per statement key (or one key for transactions). */
type Counts = Map<string, { calls: number; query: string }>;

async function statementReader(client: pg.Client): Promise<{ source: IdleFootprint['statementsSource']; read: () => Promise<Counts> }> {
  const { rows } = await client.query<{ setting: string }>(`select setting from pg_settings where name = 'shared_preload_libraries'`);
  if ((rows[0]?.setting ?? '').includes('pg_stat_statements')) {
    await client.query('create extension if not exists pg_stat_statements');
    return {
      source: 'pg_stat_statements',
      // Every database but the measuring connection's own (`postgres`).
      read: async () => {
        const result = await client.query<{ key: string; calls: string; query: string }>(
          `select s.dbid || ':' || s.queryid as key, sum(s.calls) as calls, min(left(regexp_replace(s.query, '\\s+', ' ', 'g'), 100)) as query
             from pg_stat_statements s join pg_database d on d.oid = s.dbid where d.datname <> current_database() group by 1`,
        );
        return new Map(result.rows.map((row) => [row.key, { calls: Number(row.calls), query: row.query }]));
      },
    };
  }
  return {
    source: 'transactions',
    read: async () => {
      const result = await client.query<{ calls: string }>(
        `select coalesce(sum(xact_commit + xact_rollback), 0) as calls from pg_stat_database where datname <> current_database()`,
      );
      return new Map([['transactions', { calls: Number(result.rows[0]?.calls ?? 0), query: 'transactions' }]]);
    },
  };
}

/**
 * Measures a running stack with no requests: waits `settleSeconds` (start-up work finishing), then CPU and statements
 * over `seconds`, then connections and PSS.
 */
export async function measureIdle(options: {
  readonly probe: CpuProbe;
  readonly serverDatabaseUrl?: string;
  readonly seconds: number;
  readonly settleSeconds: number;
}): Promise<IdleFootprint> {
  const { probe, seconds } = options;
  await new Promise((resolve) => setTimeout(resolve, options.settleSeconds * 1000));
  const client = options.serverDatabaseUrl ? new pg.Client({ connectionString: options.serverDatabaseUrl, application_name: 'momstride-bench' }) : undefined;
  try {
    await client?.connect();
    const statements = client ? await statementReader(client) : undefined;
    const countsBefore = await statements?.read();
    const cpuBefore = cpuSnapshot(probe);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const used = cpuUsed(cpuBefore, cpuSnapshot(probe));
    const countsAfter = await statements?.read();
    let statementsPerMinute: number | undefined;
    const topStatements: Array<{ perMinute: number; query: string }> = [];
    if (countsBefore && countsAfter) {
      let calls = 0;
      for (const [key, after] of countsAfter) {
        const delta = after.calls - (countsBefore.get(key)?.calls ?? 0);
        if (delta <= 0) continue;
        calls += delta;
        topStatements.push({ perMinute: (delta * 60) / seconds, query: after.query });
      }
      statementsPerMinute = (calls * 60) / seconds;
      topStatements.sort((a, b) => b.perMinute - a.perMinute);
    }
    const connections: Record<string, number> = {};
    if (client) {
      const { rows } = await client.query<{ name: string; count: string }>(
        `select coalesce(nullif(application_name, ''), '(unnamed)') as name, count(*) as count from pg_stat_activity
          where backend_type = 'client backend' and pid <> pg_backend_pid() group by 1 order by 2 desc, 1`,
      );
      for (const row of rows) connections[row.name] = Number(row.count);
    }
    const pss: Record<string, number> = {};
    for (const [name, pid] of Object.entries(probe.processes)) pss[name] = pssMiB([pid]);
    if (probe.postmaster !== undefined) pss['postgres'] = pssMiB(postgresPids(probe.postmaster));
    return {
      seconds,
      cpuMs: used.byProcess,
      pssMiB: pss,
      statementsPerMinute,
      statementsSource: statements?.source,
      topStatements: topStatements.slice(0, 8),
      connections,
    };
  } finally {
    await client?.end();
  }
}

/**
 * The footprint of a throwaway stack of our own: started fresh (timed), measured idle, then stopped and started warm
 * (timed) on the same cluster. Everything it starts is stopped before it returns.
 */
export async function measureOwnFootprint(options: {
  readonly secrets: StackSecrets;
  /** Env of every service, as the bench's own stack has it. */
  readonly env: NodeJS.ProcessEnv;
  readonly seconds: number;
  readonly settleSeconds: number;
  /** Monolithic (npm start's default) or microservices mode (docs/architecture.md). */
  readonly mode: StackMode;
}): Promise<Footprint> {
  const workDir = mkdtempSync(join(tmpdir(), 'momstride-footprint-'));
  const postgresDir = join(workDir, 'postgres');
  const postgresPort = await freePort();
  const gatewayPort = await freePort();
  // Ports of their own, kept for the warm start: the default ones may belong to a stack that is already running.
  const subgraphPorts = Object.fromEntries(await Promise.all(subgraphs.map(async (s) => [s.name, await freePort()] as const)));
  const services: StackService[] = [];
  let database: PostgresServer | undefined;
  const start = async () => {
    const started = performance.now();
    database = await startEmbeddedPostgres({
      dataDir: postgresDir,
      port: postgresPort,
      password: options.secrets.databasePassword,
      persistent: true,
      postgresFlags: ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'],
    });
    const stack = await startStack(
      {
        serverDatabaseUrl: database.url,
        secrets: options.secrets,
        gatewayPort,
        subgraphPorts,
        outboxDir: join(workDir, 'outbox'),
        mediaDir: join(workDir, 'uploads'),
        seedDemoData: true,
        nodeEnv: 'production',
        mode: options.mode,
        env: options.env,
        log: () => undefined,
      },
      services,
    );
    return { stack, ms: performance.now() - started };
  };
  const stop = async () => {
    await stopServices(services.splice(0));
    await database?.stop();
    database = undefined;
  };
  try {
    const fresh = await start();
    const postmaster = postmasterOf(postgresDir);
    const idle = await measureIdle({
      probe: { processes: fresh.stack.processes, ...(postmaster !== undefined ? { postmaster } : {}) },
      serverDatabaseUrl: database!.url,
      seconds: options.seconds,
      settleSeconds: options.settleSeconds,
    });
    await stop();
    const warm = await start();
    await stop();
    return { ...idle, mode: options.mode, freshStartMs: fresh.ms, warmStartMs: warm.ms };
  } finally {
    await stop().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Prints a footprint: one line of totals, then per process. */
export function printFootprint(footprint: Footprint): void {
  const names = Object.keys({ ...footprint.pssMiB, ...footprint.cpuMs });
  const cpuShare = (ms: number) => (ms / (footprint.seconds * 1000)) * 100;
  const totalCpu = names.reduce((sum, name) => sum + (footprint.cpuMs[name] ?? 0), 0);
  const totalPss = names.reduce((sum, name) => sum + (footprint.pssMiB[name] ?? 0), 0);
  const totalConnections = Object.values(footprint.connections).reduce((sum, count) => sum + count, 0);
  const starts =
    footprint.freshStartMs !== undefined
      ? `start to ready: fresh ${(footprint.freshStartMs / 1000).toFixed(1)} s (initdb, migrations, seed), warm ${((footprint.warmStartMs ?? 0) / 1000).toFixed(1)} s; `
      : '';
  console.log(
    `\nFootprint${footprint.mode ? ` (${footprint.mode} mode)` : ''}: ${starts}idle ${footprint.seconds} s: CPU ${cpuShare(totalCpu).toFixed(2)} % of one core, PSS ${totalPss.toFixed(0)} MiB, ` +
      `${totalConnections} PostgreSQL connections, ` +
      (footprint.statementsPerMinute === undefined
        ? 'SQL not counted (no database URL)'
        : `${footprint.statementsPerMinute.toFixed(0)} ${footprint.statementsSource === 'transactions' ? 'transactions' : 'SQL statements'} a minute`),
  );
  const width = Math.max(...names.map((name) => name.length));
  for (const name of names) {
    console.log(
      `  ${name.padEnd(width)}  CPU ${cpuShare(footprint.cpuMs[name] ?? 0).toFixed(2).padStart(6)} %  PSS ${(footprint.pssMiB[name] ?? 0).toFixed(0).padStart(5)} MiB`,
    );
  }
  if (totalConnections > 0) {
    console.log(`  connections: ${Object.entries(footprint.connections).map(([name, count]) => `${name} ${count}`).join(', ')}`);
  }
  if (footprint.topStatements.length > 0) {
    console.log('  busiest statements a minute:');
    for (const { perMinute, query } of footprint.topStatements) console.log(`    ${perMinute.toFixed(1).padStart(6)}  ${query}`);
  }
}
