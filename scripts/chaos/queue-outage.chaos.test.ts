/**
 * The domain-event queue's database server stopped while members write: follows (accounts records `user.followed`)
 * and messages (messaging records `message.sent`) keep succeeding, since each event is recorded in the writer's own
 * database (the outbox), while the relays find the queue gone and keep the events. Once the server is back, every
 * event is delivered, and applied exactly once: each follow is one follow notification in messaging and is applied by
 * community, each message adds exactly one to its sender's message notification count. (never-lost.test.ts covers one
 * event against a refusing database; this is the whole stack under write load, the server itself stopped.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { restartCounts, startDatabase, startStoppedDatabases, stopDatabase } from './support/control-client.js';
import {
  appliedCounts,
  FOLLOWED,
  followNotifications,
  MESSAGE_SENT,
  recordedEvents,
  unreadMessageCounts,
  type RecordedEvent,
} from './support/domain-event-evidence.js';
import { fullService, signInAs, type SignedIn } from './support/traffic.js';
import { startWriteLoop, type WriteKind, type WriteResult } from './support/write-load.js';
import { eventually } from '@momstride/testing';

/** Writes answered while the queue is down before it comes back (the outage lasts until they are, and a relay has met it). */
const WRITES_DURING_OUTAGE = 24;
/**
 * Every event delivered within this long of the queue's return: a relay that met the outage waits 1, 2, 4 … at most
 * 30 s between attempts (kit relay.ts: delivery resumes within 30 s of the return), and the queue's workers poll every
 * 0.5 s.
 */
const DELIVERY_BUDGET_MS = 40_000;
const EXPECTED_STATUS: Readonly<Record<WriteKind, number>> = { follow: 200, message: 201, unfollow: 200 };

const countBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

let target: SignedIn;
let writers: SignedIn[];
beforeAll(async () => {
  target = await signInAs('maya@momstride.example');
  writers = [];
  for (const name of ['priya', 'jasmine', 'sofia', 'hannah']) writers.push(await signInAs(`${name}@momstride.example`));
});

describe('the domain-event queue stopped during writes', () => {
  it('every write succeeds meanwhile and every event is delivered, once, after it is back', async () => {
    await fullService(target.token);
    const restartsBefore = await restartCounts();
    const baseline = await unreadMessageCounts(target.userId);
    const since = new Date();
    // About 20 writes a second in all: the 25 rounds (25 messages a member, under MESSAGES_PER_MINUTE) last some 15 s,
    // well past the outage and the writes after it.
    const loop = startWriteLoop(writers, target.userId, { rounds: 25, pauseMs: 150, maxMs: 45_000 });
    const writesAfter = (at: number) => loop.results.filter((result) => result.at - result.ms > at).length;
    let downAt = 0;
    let upAt = 0;
    let results: WriteResult[] = [];
    try {
      // Some events flow normally first.
      await eventually(async () => (writesAfter(0) >= 8 ? true : undefined), { timeoutMs: 20_000, intervalMs: 50 }, 'the first writes');
      await stopDatabase('queue', 'fast');
      downAt = Date.now();
      // The writes go on, and the relays meet the outage: an event of the test waits unpublished after a failed attempt.
      await eventually(
        async () => {
          const pending = [...(await recordedEvents(FOLLOWED, target.userId, since)), ...(await recordedEvents(MESSAGE_SENT, target.userId, since))];
          return pending.some((row) => row.published_at === null && row.last_error !== null) ? true : undefined;
        },
        { timeoutMs: 15_000, intervalMs: 50 },
        'a relay to fail to publish an event',
      );
      await eventually(async () => (writesAfter(downAt) >= WRITES_DURING_OUTAGE ? true : undefined), { timeoutMs: 20_000, intervalMs: 50 }, 'writes during the outage');
      await startDatabase('queue');
      upAt = Date.now();
      await eventually(async () => (writesAfter(upAt) >= 8 ? true : undefined), { timeoutMs: 20_000, intervalMs: 50 }, 'writes after the outage');
    } finally {
      results = await loop.stop();
      await startStoppedDatabases(); // a test that failed with the queue stopped leaves it running
    }

    // Every write succeeded, the ones during the outage too, in far less than the gateway's deadline.
    const duringOutage = results.filter((result) => result.at - result.ms > downAt && result.at < upAt);
    console.log(
      `chaos: queue outage — ${upAt - downAt} ms down; ${results.length} writes by ${writers.length} members, ${duringOutage.length} during the outage ` +
        `(slowest ${Math.max(...duringOutage.map((result) => result.ms))} ms)`,
    );
    expect(results.filter((result) => result.status !== EXPECTED_STATUS[result.kind])).toEqual([]);
    expect(duringOutage.length).toBeGreaterThanOrEqual(WRITES_DURING_OUTAGE);

    // Each follow and each message recorded one event in its writer's outbox.
    const writerIds = new Set(writers.map((writer) => writer.userId));
    const ofWriters = (rows: RecordedEvent[]) => rows.filter((row) => writerIds.has(row.actor));
    const succeeded = (kind: WriteKind) => countBy(results.filter((result) => result.kind === kind), (result) => result.writer);
    const follows = ofWriters(await recordedEvents(FOLLOWED, target.userId, since));
    const messages = ofWriters(await recordedEvents(MESSAGE_SENT, target.userId, since));
    expect(countBy(follows, (row) => row.actor)).toEqual(succeeded('follow'));
    expect(countBy(messages, (row) => row.actor)).toEqual(succeeded('message'));

    // Once the queue is back, every one of them is published and applied by each subscriber, once.
    const applied = async (subscriber: string, events: RecordedEvent[]) => {
      const counts = await appliedCounts(subscriber, events.map((row) => row.id));
      return events.every((row) => counts.get(row.id) === 1);
    };
    await eventually(
      async () => ((await applied('messaging', [...follows, ...messages])) && (await applied('community', follows)) ? true : undefined),
      { timeoutMs: DELIVERY_BUDGET_MS, intervalMs: 100 },
      'every event to be delivered',
    );
    const deliveredMs = Date.now() - upAt;
    const published = ofWriters([...(await recordedEvents(FOLLOWED, target.userId, since)), ...(await recordedEvents(MESSAGE_SENT, target.userId, since))]);
    expect(published.filter((row) => row.published_at === null)).toEqual([]);
    const retried = published.filter((row) => row.last_error !== null);
    const lastPublishedMs = Math.max(...published.map((row) => row.published_at!.getTime())) - upAt;
    console.log(
      `chaos: queue outage — ${follows.length} follows and ${messages.length} messages recorded, ${retried.length} held back by the outage ` +
        `(${Math.max(...retried.map((row) => row.attempts))} attempts at most); ` +
        `the last published ${lastPublishedMs} ms and all applied ${deliveredMs} ms after the queue's return`,
    );
    expect(retried.length).toBeGreaterThan(0);

    // The visible effects, exactly once: one follow notification per follow, and each sender's message notification
    // counts each of her messages once.
    expect(await followNotifications(target.userId, since)).toEqual(succeeded('follow'));
    const counts = await unreadMessageCounts(target.userId);
    for (const [writer, sent] of succeeded('message')) expect(counts.get(writer), writer).toBe((baseline.get(writer) ?? 0) + sent);

    // Nobody was restarted.
    expect(await restartCounts()).toEqual(restartsBefore);
  });
});
