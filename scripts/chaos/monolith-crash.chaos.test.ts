/**
 * Monolithic mode crashed under load: the one process that runs the gateway and every subgraph (server/dist/all.js) is
 * killed with SIGKILL — nothing can be flushed, harder than the uncaught exception that ends it the same way — while
 * members read and write through it. Its supervisor (the one `npm start` runs, with `npm start`'s backoff: none for a
 * first crash) starts it again at once and every subgraph serves again within the recovery budget (15 s). A message sent just before the crash is kept,
 * and its domain event (recorded in the outbox in the same transaction, relayed and queued after the restart) still
 * becomes the recipient's notification: nothing is lost. This file runs a monolithic stack of its own beside the chaos
 * suite's (microservices) one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF } from '../lib/supervisor.js';
import { MONOLITH } from '../lib/stack.js';
import { startTestStack, type TestStack } from '@momstride/testing/setup/test-stack';
import { call as callGateway, PROBES } from './support/traffic.js';
import { DEMO_PASSWORD, eventually } from '@momstride/testing';

/**
 * Every subgraph serving again within this long of the crash (CHAOS_RECOVERY_BUDGET_MS widens it on a slow machine).
 * Not yet the 5 s the microservices stack meets for one subgraph: the whole process starts again, and that start is
 * CPU work on one thread (about half of it loading some 2,250 modules, then six ORMs, schemas and queues and the
 * gateway's query planner; docs/architecture.md, "Start, restart and stop"): 6.9 s on an otherwise idle 2-core machine
 * here with the 0.5 s of backoff the first restart no longer waits, 17 s at a load of 8–9.
 */
const RECOVERY_BUDGET_MS = Number(process.env.CHAOS_RECOVERY_BUDGET_MS ?? 15_000);

let started: TestStack;
beforeAll(async () => {
  started = await startTestStack({ workDirPrefix: 'momstride-chaos-monolith-', mode: 'monolithic', restart: DEFAULT_BACKOFF });
}, 300_000);
afterAll(async () => {
  await started?.stop();
});

/** One JSON call to this file's stack (traffic.ts's `call`; a failed connection is status 0). */
const call = (method: string, path: string, options: { token?: string; json?: unknown } = {}) =>
  callGateway(method, path, { ...options, gatewayUrl: started.stack.gatewayUrl });

async function signInAs(email: string): Promise<{ token: string; userId: string }> {
  const reply = await call('POST', '/api/auth/login', { json: { email, password: DEMO_PASSWORD } });
  expect(reply.status).toBe(200);
  const body = reply.body as { access_token: string; user: { id: string } };
  return { token: body.access_token, userId: body.user.id };
}

/** True when every subgraph answers its probe through the gateway. */
const everySubgraphServes = async (token: string): Promise<boolean> =>
  (await Promise.all(Object.values(PROBES).map((path) => call('GET', path, { token })))).every((reply) => reply.status === 200);

describe('monolithic mode crashed under load', () => {
  it('is back within the budget by itself, and a write made just before the crash is kept and its domain event applied', async () => {
    const maya = await signInAs('maya@momstride.example');
    const grace = await signInAs('grace@momstride.example');
    expect(await everySubgraphServes(maya.token)).toBe(true);

    // Load: three members' worth of reads, without pause, until the end of the test.
    let loading = true;
    const statuses: number[] = [];
    const paths = Object.values(PROBES);
    const load = Promise.all(
      Array.from({ length: 3 }, async (_, worker) => {
        for (let i = worker; loading; i++) statuses.push((await call('GET', paths[i % paths.length]!, { token: maya.token })).status);
      }),
    );
    try {
      await eventually(async () => (statuses.filter((status) => status === 200).length >= 30 ? true : undefined), { timeoutMs: 60_000, intervalMs: 50 }, 'the load to run');

      // The write just before the crash: answered, so it must survive, with its domain event.
      const sent = await call('POST', '/api/messages', { token: grace.token, json: { recipient_id: maya.userId, content: 'Just before the crash' } });
      expect(sent.status).toBe(201);
      const message = sent.body as { id: string; created_at: string };

      const supervised = started.stack.supervised[MONOLITH]!;
      const pid = supervised.current.child.pid!;
      const restartsBefore = supervised.restarts;
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      await eventually(async () => (supervised.exits.some((exit) => exit.pid === pid) ? true : undefined), { timeoutMs: 10_000, intervalMs: 10 }, 'the monolith to end');
      await eventually(async () => ((await everySubgraphServes(maya.token)) ? true : undefined), { timeoutMs: 60_000, intervalMs: 25 }, 'every subgraph to serve again');
      const recoveredMs = Date.now() - killedAt;
      console.log(`chaos: monolith killed under load — every subgraph serving again after ${recoveredMs} ms`);
      expect(supervised.restarts).toBe(restartsBefore + 1);
      expect(recoveredMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS);

      // Nothing lost: the message is there, and its event reached Maya's notifications (relayed from the outbox).
      const conversation = await call('GET', `/api/messages/${grace.userId}`, { token: maya.token });
      expect(conversation.status).toBe(200);
      expect(JSON.stringify(conversation.body)).toContain(message.id);
      await expect
        .poll(
          async () => {
            const reply = await call('GET', '/api/notifications', { token: maya.token });
            const notifications = reply.status === 200 ? (reply.body as Array<{ actor_id: string | null; created_at: string }>) : [];
            return notifications.some(
              (item) => item.actor_id === grace.userId && Date.parse(item.created_at) >= Date.parse(message.created_at),
            );
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBe(true);
    } finally {
      loading = false;
      await load;
    }
    // While it was down, requests failed fast (no connection, or 503 while it started), never with a 500.
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
  });
});
