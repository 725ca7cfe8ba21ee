import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnService } from './processes.js';
import { DEFAULT_BACKOFF, nextAttempt, restartDelayMs, SupervisedService } from './supervisor.js';
import { eventually } from '@momstride/testing/wait';

describe('restart backoff', () => {
  it('restarts at once, then waits 0.5 s, doubling up to 30 s', () => {
    const schedule = Array.from({ length: 10 }, (_, attempt) => restartDelayMs(attempt));
    expect(schedule).toEqual([0, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(restartDelayMs(1000)).toBe(30_000);
  });

  it('counts crashes in a row and starts over after a run that stayed up a minute', () => {
    let attempt = -1;
    const delays: number[] = [];
    for (const uptime of [200, 300, 100, 60_000, 50, 10]) {
      attempt = nextAttempt(attempt, uptime);
      delays.push(restartDelayMs(attempt));
    }
    expect(delays).toEqual([0, 500, 1000, 0, 500, 1000]);
  });

  it('follows a policy given', () => {
    const policy = { initialMs: 100, maxMs: 250, resetAfterMs: 1000 };
    expect([0, 1, 2, 3, 4].map((attempt) => restartDelayMs(attempt, policy))).toEqual([0, 100, 200, 250, 250]);
    expect(nextAttempt(3, 999, policy)).toBe(4);
    expect(nextAttempt(3, 1000, policy)).toBe(0);
    expect(DEFAULT_BACKOFF).toEqual({ initialMs: 500, maxMs: 30_000, resetAfterMs: 60_000 });
  });
});

describe('SupervisedService', () => {
  const dirs: string[] = [];
  const services: SupervisedService[] = [];
  afterEach(async () => {
    await Promise.all(services.splice(0).map((service) => service.stop(500)));
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A service script that prints "up" and then lives until killed. */
  const supervise = (log: string[], policy = { initialMs: 50, maxMs: 200, resetAfterMs: 60_000 }): SupervisedService => {
    const dir = mkdtempSync(join(tmpdir(), 'momstride-supervisor-'));
    dirs.push(dir);
    const script = join(dir, 'service.mjs');
    writeFileSync(script, "console.log('up'); setInterval(() => undefined, 1000);\n");
    const service = new SupervisedService({
      name: 'demo',
      spawn: () => spawnService({ name: 'demo', script, cwd: dir, env: process.env }),
      policy,
      log: (line) => log.push(line),
    });
    services.push(service);
    return service;
  };

  const until = (condition: () => boolean, what: string): Promise<true> =>
    eventually(() => condition() || undefined, { timeoutMs: 5_000, intervalMs: 20 }, what);

  it('restarts a killed service by itself, logging it, at once and then after a wait', async () => {
    const log: string[] = [];
    const service = supervise(log);
    const firstPid = service.current.child.pid;
    service.current.child.kill('SIGKILL');
    await until(() => service.restarts === 1 && service.running, 'the first restart');
    expect(service.current.child.pid).not.toBe(firstPid);
    service.current.child.kill('SIGKILL');
    await until(() => service.restarts === 2 && service.running, 'the second restart');
    expect(service.exits.map((exit) => exit.signal)).toEqual(['SIGKILL', 'SIGKILL']);
    expect(log.filter((line) => line.includes('; restarting'))).toEqual([
      expect.stringMatching(/^\[demo\] was killed by SIGKILL after [\d.]+ s; restarting now$/),
      expect.stringMatching(/^\[demo\] was killed by SIGKILL after [\d.]+ s; restarting in 0\.1 s$/),
    ]);
    expect(log.filter((line) => line.includes('restarted (pid'))).toHaveLength(2);
  });

  it('never restarts a service being stopped', async () => {
    const service = supervise([]);
    await service.stop(500);
    // Its exit is handled: a first restart is immediate (the policy), so one would show by now.
    await until(() => service.exits.length === 1, 'its exit to be handled');
    expect(service.restarts).toBe(0);
    expect(service.running).toBe(false);
    expect(service.exits).toHaveLength(1);
  });

  it('never restarts a service marked as stopping that ends by itself (a Ctrl-C reaching it first)', async () => {
    const log: string[] = [];
    const service = supervise(log);
    service.beginStop();
    service.current.child.kill('SIGINT');
    // Once its exit is handled, a first restart would be immediate (the policy): none came.
    await until(() => !service.running && service.exits.length === 1, 'its exit to be handled');
    expect(service.restarts).toBe(0);
    expect(log).toEqual([]);
  });

  it('waits while automatic restarts are paused and starts at once when they resume', async () => {
    const log: string[] = [];
    const service = supervise(log);
    service.setAutoRestart(false);
    service.current.child.kill('SIGKILL');
    // Once its exit is handled, a first restart would be immediate (the policy): none came.
    await until(() => !service.running && service.exits.length === 1, 'its exit to be handled');
    expect(service.restarts).toBe(0);
    expect(log).toContain('[demo] was killed by SIGKILL; automatic restarts are paused');
    service.setAutoRestart(true);
    expect(service.restarts).toBe(1);
    await until(() => service.running, 'the restart once resumed');
  });
});
