/**
 * What a chaos test uses to break the stack and watch it mend: kill or signal a service (by its name in
 * subgraphs.config.ts, or `gateway`), pause and resume its automatic restarts, read its state and wait for it; stop and
 * start a database server (`main`, every subgraph's databases; `queue`, the domain-event queue's).
 */
import { inject } from 'vitest';
import type { DatabaseState, ShutdownMode } from './database-control.js';
import { eventually } from '@momstride/testing';

/** One ending of a service's run. */
export interface ServiceExitState {
  readonly pid: number | null;
  readonly code: number | null;
  readonly signal: string | null;
  readonly uptimeMs: number;
}

/** A supervised service as the control server reports it. */
export interface ServiceState {
  readonly pid: number | null;
  readonly running: boolean;
  readonly restarts: number;
  readonly exits: readonly ServiceExitState[];
}

const control = async <T>(method: 'GET' | 'POST', path: string, timeoutMs = 5000): Promise<T> => {
  const response = await fetch(`${inject('chaosControlUrl')}${path}`, { method, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`chaos control ${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
};

export const serviceStates = (): Promise<Record<string, ServiceState>> => control('GET', '/services');

export const serviceState = async (name: string): Promise<ServiceState> => {
  const state = (await serviceStates())[name];
  if (!state) throw new Error(`no supervised service ${name}`);
  return state;
};

/** Sends `signal` to the service's current process; answers its pid. */
export const signalService = async (name: string, signal: NodeJS.Signals): Promise<number | null> =>
  (await control<{ pid: number | null }>('POST', `/services/${name}/signal/${signal}`)).pid;

/** Turns the supervisor's automatic restarts of one service off or on (on: a stopped service starts at once). */
export const setAutoRestart = (name: string, on: boolean): Promise<ServiceState> =>
  control('POST', `/services/${name}/auto-restart/${on ? 'on' : 'off'}`);

/** The database servers the suite controls, by name: `queue` always, `main` unless TEST_DATABASE_URL is given. */
export const databaseStates = (): Promise<Record<string, DatabaseState>> => control('GET', '/databases');

/** Stops a database server; resolves once it has exited. */
export const stopDatabase = (name: string, mode: ShutdownMode): Promise<DatabaseState> => control('POST', `/databases/${name}/stop/${mode}`, 35_000);

/** Starts a stopped database server again; resolves once it accepts connections. */
export const startDatabase = (name: string): Promise<DatabaseState> => control('POST', `/databases/${name}/start`, 35_000);

/** Starts every database server that is stopped (after a test that failed with one down). */
export async function startStoppedDatabases(): Promise<void> {
  const states = await databaseStates();
  await Promise.all(Object.entries(states).flatMap(([name, state]) => (state.running ? [] : [startDatabase(name)])));
}

/** How many times the supervisor has restarted each service. */
export const restartCounts = async (): Promise<Record<string, number>> =>
  Object.fromEntries(Object.entries(await serviceStates()).map(([name, state]) => [name, state.restarts]));

/** Waits until the service's process with `pid` has ended; answers how. */
export const waitForExit = (name: string, pid: number | null, timeoutMs = 15_000): Promise<ServiceExitState> =>
  eventually(async () => (await serviceState(name)).exits.find((exit) => exit.pid === pid), { timeoutMs, intervalMs: 50 }, `${name} (pid ${String(pid)}) to exit`);
