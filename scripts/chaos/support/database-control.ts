/**
 * An embedded PostgreSQL server the chaos suite can stop and start again on the same data folder and port, as an
 * operator's restart would: `fast` (PostgreSQL's own fast shutdown: open transactions rolled back, clients told, a
 * checkpoint) or `immediate` (SIGQUIT: every backend ends at once, crash recovery at the next start). Each start is
 * scripts/lib/postgres.ts's own start-up (the cluster kept: `persistent`), so the restarted server is the one the
 * stack began with. Only the chaos global setup makes these; tests reach them through the control server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedOptions, type PostgresServer } from '../../lib/postgres.js';

export type ShutdownMode = 'fast' | 'immediate';

/** What the control server reports of a controlled server. */
export interface DatabaseState {
  readonly running: boolean;
  /** Completed stops and starts since the suite began. */
  readonly stops: number;
  readonly starts: number;
}

export interface ControlledDatabase {
  /** Server-level URL (database `postgres`); unchanged across restarts. */
  readonly url: string;
  state(): DatabaseState;
  /** Stops the server; resolves once its postmaster has exited. */
  stop(mode: ShutdownMode): Promise<void>;
  /** Starts it again on the same data folder and port; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good (the end of the suite). */
  close(): Promise<void>;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The postmaster's pid: the first line of postmaster.pid in the data folder. */
const postmasterPid = (dataDir: string): number | undefined => {
  const file = join(dataDir, 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) || undefined : undefined;
};

async function untilExited(pid: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts an embedded server (initialising its folder once) that can be stopped and started again. */
export async function startControlledPostgres(options: Omit<EmbeddedOptions, 'persistent'>): Promise<ControlledDatabase> {
  const embedded: EmbeddedOptions = { ...options, persistent: true };
  let server: PostgresServer | undefined = await startEmbeddedPostgres(embedded);
  let stops = 0;
  let starts = 0;
  return {
    url: server.url,
    state: () => ({ running: server !== undefined, stops, starts }),
    async stop(mode) {
      if (!server) throw new Error('the server is already stopped');
      const running = server;
      server = undefined;
      if (mode === 'fast') await running.stop(); // SIGINT: PostgreSQL's fast shutdown
      else {
        const pid = postmasterPid(options.dataDir);
        if (pid === undefined) throw new Error(`no postmaster.pid in ${options.dataDir}`);
        process.kill(pid, 'SIGQUIT'); // immediate shutdown
        await untilExited(pid);
        await running.stop(); // the postmaster's exit is already seen: nothing left to do but settle
      }
      stops += 1;
    },
    async start() {
      if (server) throw new Error('the server is already running');
      server = await startEmbeddedPostgres(embedded);
      starts += 1;
    },
    async close() {
      await server?.stop();
      server = undefined;
    },
  };
}
