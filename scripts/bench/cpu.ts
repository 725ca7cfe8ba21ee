/**
 * CPU time of processes read from the OS (/proc/<pid>/stat: utime + stime, in clock ticks of 10 ms), so the
 * bench can report CPU milliseconds per request for each process — a figure that stays stable on a noisy
 * machine, unlike requests per second.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface StatFields {
  readonly ppid: number;
  /** utime + stime of the process itself, in ms. */
  readonly ownMs: number;
  /** cutime + cstime: CPU of its children that have exited and were waited for, in ms. */
  readonly childrenMs: number;
}

const stat = (pid: number): StatFields | undefined => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at field 3.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      ownMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
      childrenMs: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
    };
  } catch {
    return undefined;
  }
};

/** CPU milliseconds a process has used so far (0 once it is gone). */
export const processCpuMs = (pid: number): number => stat(pid)?.ownMs ?? 0;

const childrenOf = (parent: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => stat(pid)?.ppid === parent);

/**
 * CPU milliseconds a PostgreSQL server has used so far: the postmaster, every live backend and helper, and the
 * backends that have already exited (counted in the postmaster's cutime/cstime).
 */
export const postgresCpuMs = (postmasterPid: number): number => {
  const postmaster = stat(postmasterPid);
  if (!postmaster) return 0;
  return postmaster.ownMs + postmaster.childrenMs + childrenOf(postmasterPid).reduce((sum, pid) => sum + processCpuMs(pid), 0);
};

/** The postmaster of the PostgreSQL server whose command line names `dataDir`. */
export const postmasterOf = (dataDir: string): number | undefined =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .find((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return cmdline.split('\u0000')[0]!.endsWith('/postgres') && cmdline.includes(dataDir);
      } catch {
        return false;
      }
    });

/** Every process of the PostgreSQL server whose command line names `dataDir` (for memory figures). */
export const postgresPids = (dataDir: string): number[] => {
  const postmaster = postmasterOf(dataDir);
  return postmaster === undefined ? [] : [postmaster, ...childrenOf(postmaster)];
};

/** What to measure: named processes (Node services) and, under the name `postgres`, the database server. */
export interface CpuProbe {
  readonly processes: Readonly<Record<string, number>>;
  readonly postmaster?: number;
}

/** CPU ms used so far by each process of the probe. */
export const cpuSnapshot = (probe: CpuProbe): Record<string, number> => {
  const snapshot: Record<string, number> = {};
  for (const [name, pid] of Object.entries(probe.processes)) snapshot[name] = processCpuMs(pid);
  if (probe.postmaster !== undefined) snapshot['postgres'] = postgresCpuMs(probe.postmaster);
  return snapshot;
};

/** CPU ms per request of each process between two snapshots. */
export const cpuPerRequest = (before: Record<string, number>, after: Record<string, number>, requests: number): Record<string, number> =>
  Object.fromEntries(Object.keys(after).map((name) => [name, requests > 0 ? (after[name]! - (before[name] ?? 0)) / requests : 0]));
