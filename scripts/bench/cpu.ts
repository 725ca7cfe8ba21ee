/**
 * CPU time of processes read from the OS, so the bench can report CPU milliseconds per request for each
 * process — a figure that stays stable on a busy machine, unlike requests per second.
 *
 * Precision: nanoseconds from /proc/<pid>/task/<tid>/schedstat (time on CPU of each thread; a process's own
 * /proc/<pid>/schedstat covers its main thread only, so Node's GC, compiler and libuv threads are summed).
 * When a thread of a process ended during the window, that process falls back to /proc/<pid>/stat utime+stime
 * (all threads, exited ones included, in clock ticks of 10 ms).
 *
 * PostgreSQL: the postmaster and every child (backends, background workers, I/O workers), each single-threaded,
 * plus the backends that exited during the window — counted by the kernel into the postmaster's cutime+cstime
 * (ticks) once reaped. Live backends are attributed to their database from their process title
 * ("postgres: <user> <database> <host>(<port>) <state>").
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Milliseconds per clock tick of /proc's utime/stime fields. */
export const TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    return 10; // USER_HZ is 100 on Linux
  }
})();

interface StatFields {
  readonly ppid: number;
  /** utime + stime of the process (all its threads, exited ones included), in ms. */
  readonly ownMs: number;
  /** cutime + cstime: CPU of its children that have exited and were waited for, in ms. */
  readonly childrenMs: number;
}

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

const stat = (pid: number): StatFields | undefined => {
  const text = read(`/proc/${pid}/stat`);
  if (!text) return undefined;
  // Fields after the command name (which may contain spaces) start at field 3.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    ownMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    childrenMs: (Number(fields[13]) + Number(fields[14])) * TICK_MS,
  };
};

/** Nanoseconds on CPU of one thread (first field of schedstat). */
const threadNs = (pid: number, tid: number | string): number | undefined => {
  const text = read(`/proc/${pid}/task/${tid}/schedstat`);
  return text === undefined ? undefined : Number(text.split(' ')[0]);
};

const numericEntries = (dir: string): number[] => {
  try {
    return readdirSync(dir).filter((entry) => /^\d+$/.test(entry)).map(Number);
  } catch {
    return [];
  }
};

const childrenOf = (parent: number): number[] => numericEntries('/proc').filter((pid) => stat(pid)?.ppid === parent);

/** What one process has used so far: per thread (ns) and in total from /proc/<pid>/stat (ms, ticks). */
interface ProcessSample {
  readonly threadsNs: ReadonlyMap<number, number>;
  readonly statMs: number;
}

const sampleProcess = (pid: number): ProcessSample | undefined => {
  const own = stat(pid);
  if (!own) return undefined;
  const threadsNs = new Map<number, number>();
  for (const tid of numericEntries(`/proc/${pid}/task`)) {
    const ns = threadNs(pid, tid);
    if (ns !== undefined) threadsNs.set(tid, ns);
  }
  return { threadsNs, statMs: own.ownMs };
};

/** CPU ms of a process between two samples (ns precision unless one of its threads ended in between). */
const processDeltaMs = (before: ProcessSample | undefined, after: ProcessSample | undefined): number => {
  if (!before || !after) return 0;
  const threadEnded = [...before.threadsNs.keys()].some((tid) => !after.threadsNs.has(tid));
  if (threadEnded) return after.statMs - before.statMs;
  let ns = 0;
  for (const [tid, value] of after.threadsNs) ns += value - (before.threadsNs.get(tid) ?? 0);
  return ns / 1e6;
};

/** The database a PostgreSQL child serves, from its process title; undefined for background processes. */
const databaseOf = (pid: number): string | undefined => {
  const title = read(`/proc/${pid}/cmdline`)?.replace(/\0/g, ' ').trim();
  const match = title ? /^postgres: (\S+) (\S+) (\S+\(\d+\)|\[local\])/.exec(title) : null;
  return match ? match[2] : undefined;
};

interface PostgresSample {
  readonly postmasterNs: number;
  /** cutime + cstime of the postmaster: every reaped child so far, ms. */
  readonly reapedMs: number;
  readonly children: ReadonlyMap<number, { readonly ns: number; readonly database: string | undefined }>;
}

const samplePostgres = (postmaster: number): PostgresSample | undefined => {
  const own = stat(postmaster);
  if (!own) return undefined;
  const children = new Map<number, { ns: number; database: string | undefined }>();
  for (const pid of childrenOf(postmaster)) {
    const ns = threadNs(pid, pid);
    if (ns !== undefined) children.set(pid, { ns, database: databaseOf(pid) });
  }
  return { postmasterNs: threadNs(postmaster, postmaster) ?? own.ownMs * 1e6, reapedMs: own.childrenMs, children };
};

/** Keys of the PostgreSQL breakdown besides the database names. */
export const POSTGRES_BACKGROUND = 'background';
export const POSTGRES_EXITED = 'exited backends';

/** CPU ms of PostgreSQL between two samples: in total, and by database (plus background, exited backends). */
const postgresDeltaMs = (before: PostgresSample | undefined, after: PostgresSample | undefined) => {
  const byDatabase: Record<string, number> = {};
  if (!before || !after) return { total: 0, byDatabase };
  const add = (key: string, ms: number) => {
    byDatabase[key] = (byDatabase[key] ?? 0) + ms;
  };
  add(POSTGRES_BACKGROUND, (after.postmasterNs - before.postmasterNs) / 1e6);
  let exitedBeforeNs = 0;
  for (const [pid, child] of before.children) if (!after.children.has(pid)) exitedBeforeNs += child.ns;
  for (const [pid, child] of after.children) {
    const ms = (child.ns - (before.children.get(pid)?.ns ?? 0)) / 1e6;
    add(child.database ?? POSTGRES_BACKGROUND, ms);
  }
  // Reaped during the window: their whole lifetime minus what the first sample had already seen of them.
  add(POSTGRES_EXITED, after.reapedMs - before.reapedMs - exitedBeforeNs / 1e6);
  return { total: Object.values(byDatabase).reduce((sum, ms) => sum + ms, 0), byDatabase };
};

/** The postmaster of the PostgreSQL server whose command line names `dataDir`. */
export const postmasterOf = (dataDir: string): number | undefined =>
  numericEntries('/proc').find((pid) => {
    const cmdline = read(`/proc/${pid}/cmdline`);
    return cmdline !== undefined && cmdline.split('\u0000')[0]!.endsWith('/postgres') && cmdline.includes(dataDir);
  });

/** Every process of the PostgreSQL server whose postmaster is `postmaster` (for memory figures). */
export const postgresPids = (postmaster: number | undefined): number[] =>
  postmaster === undefined ? [] : [postmaster, ...childrenOf(postmaster)];

/** The process listening on TCP `port` (IPv4 or IPv6, any address), from /proc/net/tcp* socket inodes. */
export const listenerOf = (port: number): number | undefined => {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (read(table) ?? '').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; field 9 is the socket inode.
      if (fields.length > 9 && fields[3] === '0A' && parseInt(fields[1]!.split(':')[1]!, 16) === port) inodes.add(fields[9]!);
    }
  }
  if (inodes.size === 0) return undefined;
  const candidates = numericEntries('/proc').filter((pid) => {
    const fds = (() => {
      try {
        return readdirSync(`/proc/${pid}/fd`);
      } catch {
        return [];
      }
    })();
    return fds.some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith('socket:[') && inodes.has(target.slice(8, -1));
      } catch {
        return false;
      }
    });
  });
  // A listening socket inherited by children (a forked server) is held by several processes: the parent wins.
  return candidates.find((pid) => !candidates.includes(stat(pid)?.ppid ?? -1)) ?? candidates[0];
};

/** Command line (words) and one environment variable of a process, for labelling. */
export const commandOf = (pid: number): string[] => (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
export const envOf = (pid: number, name: string): string | undefined =>
  (read(`/proc/${pid}/environ`) ?? '').split('\0').find((entry) => entry.startsWith(`${name}=`))?.slice(name.length + 1);

/** What to measure: named processes (Node services) and, under the name `postgres`, the database server. */
export interface CpuProbe {
  readonly processes: Readonly<Record<string, number>>;
  readonly postmaster?: number;
}

export interface CpuSnapshot {
  readonly processes: Readonly<Record<string, ProcessSample | undefined>>;
  readonly postgres?: PostgresSample;
}

/** What each process of the probe has used so far. */
export const cpuSnapshot = (probe: CpuProbe): CpuSnapshot => {
  const processes = Object.fromEntries(Object.entries(probe.processes).map(([name, pid]) => [name, sampleProcess(pid)]));
  const postgres = probe.postmaster === undefined ? undefined : samplePostgres(probe.postmaster);
  return { processes, ...(postgres ? { postgres } : {}) };
};

export interface CpuUse {
  /** CPU ms by process name (each Node service, and `postgres` for the whole database server). */
  readonly byProcess: Record<string, number>;
  /** PostgreSQL's CPU ms by database (live backends), `background` and `exited backends`. */
  readonly postgresByDatabase: Record<string, number>;
}

/** CPU ms used by each process between two snapshots. */
export const cpuUsed = (before: CpuSnapshot, after: CpuSnapshot): CpuUse => {
  const byProcess: Record<string, number> = {};
  for (const name of Object.keys(after.processes)) byProcess[name] = processDeltaMs(before.processes[name], after.processes[name]);
  const postgres = postgresDeltaMs(before.postgres, after.postgres);
  if (after.postgres) byProcess['postgres'] = postgres.total;
  return { byProcess, postgresByDatabase: postgres.byDatabase };
};

/** Divides every figure by `count` (requests, or seconds for a rate). */
export const perUnit = (use: CpuUse, count: number): CpuUse => {
  const divide = (record: Record<string, number>) =>
    Object.fromEntries(Object.entries(record).map(([name, ms]) => [name, count > 0 ? ms / count : 0]));
  return { byProcess: divide(use.byProcess), postgresByDatabase: divide(use.postgresByDatabase) };
};

/** Busy CPU ms of the whole machine so far (all CPUs, /proc/stat: user, nice, system, irq, softirq, steal). */
export const machineBusyMs = (): number => {
  const fields = (read('/proc/stat') ?? '').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
};

/** Total CPU ms of a snapshot's processes (PostgreSQL included) between two snapshots. */
export const totalMs = (use: CpuUse): number => Object.values(use.byProcess).reduce((sum, ms) => sum + ms, 0);
