/**
 * Resource samples for the soak (`npm run bench -- --soak`): each second, the memory (RSS and PSS) and established TCP
 * sockets of every process of the stack (PostgreSQL: the postmaster and all its children summed), and PostgreSQL's
 * connections per database (pg_stat_activity rows, background workers under "(background)"). The soak compares
 * the means of its first and last 10 s.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import type pg from 'pg';
import { postgresPids, type CpuProbe } from './cpu.js';

export interface ProcessResources {
  /** KiB. */
  readonly rss: number;
  readonly pss: number;
  /** Established TCP sockets the process holds (client and server side). */
  readonly sockets: number;
}

export interface ResourceSample {
  /** Seconds since the measured run started. */
  readonly at: number;
  /** By process name (each service, and `postgres` for the whole server). */
  readonly processes: Record<string, ProcessResources>;
  /** pg_stat_activity rows by database (the sampler's own connection left out). */
  readonly connections: Record<string, number>;
}

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** Inodes of the machine's ESTABLISHED TCP sockets (state 01 in /proc/net/tcp and tcp6). */
function establishedInodes(): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (read(table) ?? '').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[3] === '01') inodes.add(fields[9]!);
    }
  }
  return inodes;
}

function socketsOf(pid: number, established: ReadonlySet<string>): number {
  let count = 0;
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return 0;
  }
  for (const fd of fds) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (target.startsWith('socket:[') && established.has(target.slice(8, -1))) count += 1;
    } catch {
      // closed meanwhile
    }
  }
  return count;
}

function memoryOf(pid: number): { rss: number; pss: number } {
  const pss = /^Pss:\s+(\d+)/m.exec(read(`/proc/${pid}/smaps_rollup`) ?? '');
  const rss = /VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`) ?? '');
  return { rss: rss ? Number(rss[1]) : 0, pss: pss ? Number(pss[1]) : 0 };
}

/** One sample of the stack's processes and the server's connections. */
export async function sampleResources(probe: CpuProbe, client: pg.Client | undefined, at: number): Promise<ResourceSample> {
  const established = establishedInodes();
  const processes: Record<string, ProcessResources> = {};
  for (const [name, pid] of Object.entries(probe.processes)) processes[name] = { ...memoryOf(pid), sockets: socketsOf(pid, established) };
  if (probe.postmaster !== undefined) {
    const total = { rss: 0, pss: 0, sockets: 0 };
    for (const pid of postgresPids(probe.postmaster)) {
      const memory = memoryOf(pid);
      total.rss += memory.rss;
      total.pss += memory.pss;
      total.sockets += socketsOf(pid, established);
    }
    processes['postgres'] = total;
  }
  const connections: Record<string, number> = {};
  if (client) {
    const { rows } = await client.query<{ db: string; n: number }>(
      `SELECT coalesce(datname, '(background)') AS db, count(*)::int AS n FROM pg_stat_activity WHERE pid <> pg_backend_pid() GROUP BY 1`,
    );
    for (const row of rows) connections[row.db] = row.n;
  }
  return { at, processes, connections };
}

export interface WindowComparison {
  readonly name: string;
  readonly first: number;
  readonly last: number;
  readonly grew: boolean;
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * Means of the first and the last `windowSeconds` of the samples. Memory grew: last > first × (1 + memoryThreshold).
 * Connections (sockets, pg_stat_activity rows) grew steadily: the last window's mean exceeds the first's by more than
 * max(3, 20 %) and its every sample lies above the first window's highest — a pool that filled up early is the same
 * in both windows, and one that keeps opening shows (counts that merely come and go with the load do not).
 */
export function compareWindows(
  samples: readonly ResourceSample[],
  seconds: number,
  windowSeconds: number,
  memoryThreshold: number,
): { memory: WindowComparison[]; sockets: WindowComparison[]; connections: WindowComparison[] } {
  const first = samples.filter((sample) => sample.at <= windowSeconds);
  const last = samples.filter((sample) => sample.at >= seconds - windowSeconds);
  const names = [...new Set(samples.flatMap((sample) => Object.keys(sample.processes)))];
  const databases = [...new Set(samples.flatMap((sample) => Object.keys(sample.connections)))].sort();
  const steady = (values: (sample: ResourceSample) => number) => {
    const a = first.map(values);
    const b = last.map(values);
    const grew = mean(b) > mean(a) + Math.max(3, mean(a) * 0.2) && Math.min(...b) > Math.max(...a);
    return { first: mean(a), last: mean(b), grew };
  };
  const memory = names.map((name) => {
    const a = mean(first.map((sample) => sample.processes[name]?.pss ?? 0));
    const b = mean(last.map((sample) => sample.processes[name]?.pss ?? 0));
    return { name, first: a, last: b, grew: b > a * (1 + memoryThreshold) };
  });
  const sockets = names.map((name) => ({ name, ...steady((sample) => sample.processes[name]?.sockets ?? 0) }));
  const connections = databases.map((name) => ({ name, ...steady((sample) => sample.connections[name] ?? 0) }));
  return { memory, sockets, connections };
}

/** RSS of the first and last window too, for the printout (PSS decides). */
export function rssWindows(samples: readonly ResourceSample[], seconds: number, windowSeconds: number): Record<string, { first: number; last: number }> {
  const first = samples.filter((sample) => sample.at <= windowSeconds);
  const last = samples.filter((sample) => sample.at >= seconds - windowSeconds);
  const names = [...new Set(samples.flatMap((sample) => Object.keys(sample.processes)))];
  return Object.fromEntries(
    names.map((name) => [
      name,
      { first: mean(first.map((sample) => sample.processes[name]?.rss ?? 0)), last: mean(last.map((sample) => sample.processes[name]?.rss ?? 0)) },
    ]),
  );
}
