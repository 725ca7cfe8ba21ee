/**
 * PostgreSQL restarted under load — the subgraphs' server and the queue's, stopped together (as the one server of a
 * deployment would be) with a fast and with an immediate shutdown, then started again on the same data — while
 * requests flow to every subgraph. The services reconnect by themselves: no process restarts, no manual step. No
 * request hangs past the gateway's subgraph deadline; the errors meanwhile are 503 with the area in words and a Retry-After (the kit answers a database that is away
 * as SERVICE_UNAVAILABLE);
 * every subgraph serves again within the recovery budget. The parts that hold connections of their own come back
 * too, each exactly once: the outbox relays' and the live stream's LISTEN connections and the queue's workers — a
 * message sent after the restart becomes the recipient's notification (domain event: relay, queue, consumer) and
 * reaches her live stream.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseStates, restartCounts, startDatabase, startStoppedDatabases, stopDatabase } from './support/control-client.js';
import { appliedCounts, connectionsByApplication, MESSAGE_SENT, recordedEvents } from './support/domain-event-evidence.js';
import { openLiveStream, type LiveStream } from './support/live-stream.js';
import { call, fullService, probe, PROBES, readiness, signInAs, startProbeLoop, type ProbeResult, type SignedIn } from './support/traffic.js';
import { eventually, subgraphs } from '@momstride/testing';

/** The gateway's default deadline for a subgraph call (SUBGRAPH_TIMEOUT_MS, gateway/src/env.ts): no request may take longer. */
const SUBGRAPH_TIMEOUT_MS = 10_000;
/** Full service within this long of the server accepting connections again (CHAOS_RECOVERY_BUDGET_MS widens it). */
const RECOVERY_BUDGET_MS = Number(process.env.CHAOS_RECOVERY_BUDGET_MS ?? 5000);
/** The servers stay down until this many probes sent after the stop have failed (the outage was felt). */
const OUTAGE_FAILURES = 10;
/** A LISTEN connection that dropped tries again every 5 s (kit pg-listen.ts); a delivery after the restart may wait that long. */
const LISTEN_RETRY_MS = 5000;

let maya: SignedIn;
let grace: SignedIn;
beforeAll(async () => {
  maya = await signInAs('maya@momstride.example');
  grace = await signInAs('grace@momstride.example');
});

describe.each(['fast', 'immediate'] as const)('PostgreSQL restarted under load (%s shutdown)', (mode) => {
  it('the services reconnect by themselves, no request hangs, and domain events and the live stream flow again', async (context) => {
    if (!(await databaseStates())['main']) return context.skip(); // TEST_DATABASE_URL: a server this suite cannot restart
    await fullService(maya.token);
    const restartsBefore = await restartCounts();
    let stream: LiveStream = await openLiveStream(maya.token);
    const loop = startProbeLoop(maya.token, { concurrency: 3, pauseMs: 20, maxRequests: 3000, maxMs: 45_000 });
    let results: ProbeResult[] = [];
    let recoveredAt = Number.POSITIVE_INFINITY;
    try {
      await eventually(() => (loop.results().length >= 10 ? true : undefined), 15_000, 'the probe loop to be answered');
      const stoppingAt = Date.now();
      await Promise.all([stopDatabase('main', mode), stopDatabase('queue', mode)]);
      const stoppedMs = Date.now() - stoppingAt;
      // Down until the loop has felt it.
      await eventually(
        () => (loop.results().filter((result) => result.at - result.ms > stoppingAt && result.status !== 200).length >= OUTAGE_FAILURES ? true : undefined),
        20_000,
        'the probe loop to feel the outage',
      );
      const startingAt = Date.now();
      await Promise.all([startDatabase('main'), startDatabase('queue')]);
      const upAt = Date.now();
      await eventually(
        async () => {
          if ((await readiness()).status !== 200) return undefined;
          const probes = await Promise.all(Object.keys(PROBES).map((name) => probe(name, maya.token)));
          return probes.every((result) => result.status === 200) ? true : undefined;
        },
        { timeoutMs: RECOVERY_BUDGET_MS, intervalMs: 25 },
        'every subgraph to serve again',
      );
      recoveredAt = Date.now();
      console.log(
        `chaos: PostgreSQL ${mode} restart — stopped in ${stoppedMs} ms, down ${upAt - stoppingAt} ms (start took ${upAt - startingAt} ms), ` +
          `full service ${recoveredAt - upAt} ms after it accepted connections`,
      );
      // The loop goes on against the recovered stack: what it sends from now on must be answered 200.
      await eventually(() => (loop.results().filter((result) => result.at - result.ms > recoveredAt).length >= 10 ? true : undefined), 15_000, 'answers after recovery');
    } finally {
      results = await loop.stop();
      await startStoppedDatabases();
    }

    const failed = results.filter((result) => result.status !== 200);
    const slowest = Math.max(...results.map((result) => result.ms));
    console.log(
      `chaos: PostgreSQL ${mode} restart loop — ${results.length} requests, ${failed.length} not 200 ` +
        `(${JSON.stringify(Object.fromEntries([...new Set(failed.map((r) => r.status))].map((status) => [status, failed.filter((r) => r.status === status).length])))}), ` +
        `slowest ${slowest} ms`,
    );
    // The outage was felt, and answered cleanly: 503, "… temporarily unavailable …", Retry-After — never a hang or a
    // dropped connection. A database error the kit does not recognise as an outage would be a masked 500 (logged by
    // the subgraph as "unexpected error in GraphQL operation"): about one in 240 failed calls was, until the kit read
    // node-postgres' words after the SQL that knex puts first; since then none in 1,926. Any is printed; more than
    // 1 % fails the test.
    expect(failed.length).toBeGreaterThan(0);
    const masked = failed.filter((result) => result.status === 500);
    if (masked.length > 0) console.log(`chaos: PostgreSQL ${mode} restart — masked 500s: ${JSON.stringify(masked)}`);
    expect(masked.length, JSON.stringify(masked)).toBeLessThanOrEqual(Math.floor(failed.length / 100));
    for (const result of failed.filter((r) => r.status !== 500)) {
      expect(result.status, JSON.stringify(result)).toBe(503);
      expect(result.detail, JSON.stringify(result)).toMatch(/temporarily unavailable\. Please try again in a moment\./);
      expect(result.retryAfter, JSON.stringify(result)).toBe('5');
    }
    for (const result of masked) expect(result.detail).toBe('Internal Server Error');
    expect(slowest).toBeLessThan(SUBGRAPH_TIMEOUT_MS);
    // Every request sent once full service was seen again was answered 200.
    expect(results.filter((result) => result.at - result.ms > recoveredAt && result.status !== 200)).toEqual([]);
    // Nobody was restarted: every service reconnected by itself.
    expect(await restartCounts()).toEqual(restartsBefore);

    // One LISTEN connection per subgraph for its outbox relay and one for messaging's live stream: back, and not twice.
    const expected = { 'momstride-outbox-relay': subgraphs.length, 'momstride-live-stream': 1 };
    await eventually(
      async () => {
        const connections = await connectionsByApplication(inject('serverDatabaseUrl'));
        const listening = { 'momstride-outbox-relay': connections['momstride-outbox-relay'], 'momstride-live-stream': connections['momstride-live-stream'] };
        return JSON.stringify(listening) === JSON.stringify(expected) ? true : undefined;
      },
      { timeoutMs: LISTEN_RETRY_MS + 5000, intervalMs: 50 },
      'the LISTEN connections to be back, once each',
    );

    // A member whose stream the restart closed reconnects, as the web app does.
    const survived = !stream.ended();
    if (!survived) stream = await openLiveStream(maya.token);
    try {
      // A message sent now: its domain event is relayed, queued and applied (Maya's notification), and her stream shows it.
      const sentAt = Date.now();
      const sent = await call('POST', '/api/messages', { token: grace.token, json: { recipient_id: maya.userId, content: `After the ${mode} restart` } });
      expect(sent.status).toBe(201);
      const messageId = (sent.body as { id: string }).id;
      await stream.next('the new message', (event) => event.event === 'message' && event.data.includes(messageId), LISTEN_RETRY_MS + 5000);
      const notified = await stream.next(
        'the notification of the new message',
        (event) => event.at >= sentAt && event.event === 'notification' && event.data.includes(grace.userId),
        LISTEN_RETRY_MS + 10_000,
      );
      const [recorded] = (await recordedEvents(MESSAGE_SENT, maya.userId, new Date(sentAt - 1000))).filter((row) => row.actor === grace.userId).slice(-1);
      expect(recorded?.published_at).not.toBeNull();
      expect((await appliedCounts('messaging', [recorded!.id])).get(recorded!.id)).toBe(1);
      console.log(
        `chaos: PostgreSQL ${mode} restart — live stream ${survived ? 'stayed open' : 'was closed and reopened'}; ` +
          `a message sent after it reached the recipient's notification in ${notified.at - sentAt} ms`,
      );
    } finally {
      stream.close();
    }
  });
});
