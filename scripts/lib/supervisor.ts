/**
 * Restart-with-backoff for the services `npm start` runs, like docker-compose's `restart: unless-stopped`:
 * a service that ends by itself (a crash, a kill, even a clean exit) is started again at once — one crash costs
 * only the start itself —, and if it ends again within a minute after 0.5 s, then 1 s, 2 s, … up to 30 s between
 * attempts; once a run has stayed up for a minute the next restart is immediate again.
 * Only `stop()` ends a service for good, and a service being stopped is never restarted.
 */
import type { ServiceProcess } from './processes.js';

export interface BackoffPolicy {
  /** Wait before the second restart in a row (the first, after a run that lasted `resetAfterMs`, is immediate). */
  readonly initialMs: number;
  /** Longest wait between restarts. */
  readonly maxMs: number;
  /** A run that lasted this long counts as healthy: the next restart is immediate again. */
  readonly resetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };

/**
 * Wait before restart number `attempt` (0 = the first restart after a healthy run): none for the first, then
 * initial × 2^(attempt − 1), capped.
 */
export const restartDelayMs = (attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number =>
  attempt <= 0 ? 0 : Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(attempt - 1, 30));

/** The attempt number of the next restart, given the previous one and how long the last run stayed up. */
export const nextAttempt = (previous: number, uptimeMs: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number =>
  uptimeMs >= policy.resetAfterMs ? 0 : previous + 1;

/** One ending of a supervised process. */
export interface ServiceExit {
  readonly pid: number | undefined;
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly uptimeMs: number;
}

type SpawnedService = ServiceProcess & { tail(): string };

export interface SupervisorOptions {
  readonly name: string;
  /** Starts one run of the service. */
  readonly spawn: () => SpawnedService;
  readonly policy?: BackoffPolicy;
  /** Where restart notices go. */
  readonly log?: (line: string) => void;
  /** Called with each new run after a restart (e.g. to wait for its readiness). */
  readonly onRestart?: (service: SpawnedService) => void;
}

/** Sends SIGTERM, then SIGKILL after `graceMs`, and waits for the run to end. */
async function stopRun(run: SpawnedService, graceMs: number): Promise<void> {
  if (run.child.exitCode !== null || run.child.signalCode !== null) return;
  run.child.kill('SIGTERM');
  const timer = setTimeout(() => run.child.kill('SIGKILL'), graceMs);
  await run.exited;
  clearTimeout(timer);
}

/** A service kept running: restarted with backoff whenever it ends, until `stop()`. */
export class SupervisedService {
  readonly name: string;
  /** Every ending so far, oldest first. */
  readonly exits: ServiceExit[] = [];
  /** Restarts done so far. */
  restarts = 0;
  private run: SpawnedService;
  private startedAt = Date.now();
  private attempt = -1;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private autoRestart = true;
  private readonly policy: BackoffPolicy;

  constructor(private readonly options: SupervisorOptions) {
    this.name = options.name;
    this.policy = options.policy ?? DEFAULT_BACKOFF;
    this.run = this.launch();
  }

  /** The current run (its process, exit promise and log tail). */
  get current(): SpawnedService {
    return this.run;
  }

  /** True while a run is alive (not waiting for a restart). */
  get running(): boolean {
    return this.run.child.exitCode === null && this.run.child.signalCode === null;
  }

  /**
   * Turns automatic restarts off (a test that wants to see the service down) or on again; turning them on
   * while the service is down starts it at once.
   */
  setAutoRestart(on: boolean): void {
    this.autoRestart = on;
    if (on && !this.running && !this.stopping) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.restart();
    }
  }

  /**
   * Marks the service as stopping without signalling it yet: from now on it is never restarted (a whole stack
   * stopping in order marks every service first, so one that ends early, e.g. on the terminal's Ctrl-C, stays down).
   */
  beginStop(): void {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Stops the service for good (SIGTERM, SIGKILL after `graceMs`); no restart follows, even one already planned. */
  async stop(graceMs = 5000): Promise<void> {
    this.beginStop();
    await stopRun(this.run, graceMs);
  }

  private launch(): SpawnedService {
    const run = this.options.spawn();
    this.startedAt = Date.now();
    run.child.once('exit', (code, signal) => this.onExit(run, code, signal));
    return run;
  }

  private onExit(run: SpawnedService, code: number | null, signal: NodeJS.Signals | null): void {
    const uptimeMs = Date.now() - this.startedAt;
    this.exits.push({ pid: run.child.pid, code, signal, uptimeMs });
    if (this.stopping || run !== this.run) return;
    const how = signal ? `was killed by ${signal}` : `exited with code ${String(code)}`;
    if (!this.autoRestart) {
      this.options.log?.(`[${this.name}] ${how}; automatic restarts are paused`);
      return;
    }
    this.attempt = nextAttempt(this.attempt, uptimeMs, this.policy);
    const delay = restartDelayMs(this.attempt, this.policy);
    const when = delay === 0 ? 'restarting now' : `restarting in ${(delay / 1000).toFixed(1)} s`;
    this.options.log?.(`[${this.name}] ${how} after ${(uptimeMs / 1000).toFixed(1)} s; ${when}`);
    if (delay === 0) {
      this.restart();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.stopping && this.autoRestart) this.restart();
    }, delay);
  }

  private restart(): void {
    this.restarts += 1;
    this.run = this.launch();
    this.options.log?.(`[${this.name}] restarted (pid ${String(this.run.child.pid)}, restart #${this.restarts})`);
    this.options.onRestart?.(this.run);
  }
}
