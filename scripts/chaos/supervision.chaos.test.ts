/**
 * `npm start`'s supervision (scripts/lib/supervisor.ts, the same code): a service that crashes comes back by
 * itself, with no step by anyone, and a second crash soon after waits longer (backoff).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceState, signalService, waitForExit } from './support/control-client.js';
import { fullService, probe, signIn } from './support/traffic.js';
import { eventually } from '@momstride/testing';

let token: string;
beforeAll(async () => {
  token = await signIn();
});

describe('supervision', () => {
  it('restarts a crashed subgraph by itself, waiting longer after a second crash', async () => {
    const name = 'media-reviews';
    await fullService(token);
    const before = await serviceState(name);

    const killedAt = Date.now();
    const firstPid = await signalService(name, 'SIGKILL');
    expect(await waitForExit(name, firstPid)).toMatchObject({ signal: 'SIGKILL' });
    await eventually(async () => ((await probe(name, token)).status === 200 ? true : undefined), { timeoutMs: 30_000, intervalMs: 25 }, `${name} to serve again by itself`);
    console.log(`chaos: ${name} crashed — serving again by itself after ${Date.now() - killedAt} ms`);
    const after = await serviceState(name);
    expect(after.restarts).toBe(before.restarts + 1);
    expect(after.pid).not.toBe(firstPid);

    // A second crash right away: the first restart was immediate, this one waits (CHAOS_BACKOFF's 200 ms here; the
    // exit is seen a little after it happened, hence the margin).
    const secondPid = await signalService(name, 'SIGKILL');
    await waitForExit(name, secondPid);
    const secondAt = Date.now();
    await eventually(async () => ((await serviceState(name)).restarts === before.restarts + 2 ? true : undefined), { timeoutMs: 30_000, intervalMs: 10 }, `${name} restarted again`);
    expect(Date.now() - secondAt).toBeGreaterThanOrEqual(150);
    await fullService(token);
  });
});
