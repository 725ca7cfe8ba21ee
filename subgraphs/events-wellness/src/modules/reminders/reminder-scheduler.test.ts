/**
 * The reminder scheduler as it runs: two events-wellness processes on one fresh database send each reminder once;
 * a scheduler starting after an outage sends what fell due meanwhile. On a database of its own, so the stack's
 * scheduler never sees these walks.
 */
import { randomUUID } from 'node:crypto';
import { createLogger, initOrm, ormConfigOf, type MikroORM } from '@momstride/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, queryRows, startFreshSubgraphs, subgraph as subgraphClient, type FreshSubgraphs, type SubgraphClient } from '@momstride/testing';
import { subgraph } from '../../subgraph.js';
import { CREATE_EVENT, JOIN } from '../../testing/events.js';
import { startReminderScheduler, type ReminderScheduler } from './reminder-scheduler.js';

const minutesFromNow = (minutes: number, seconds = 0) => new Date(Date.now() + minutes * 60_000 + seconds * 1000).toISOString();

describe('reminder scheduler', () => {
  let fresh: FreshSubgraphs;
  let first: SubgraphClient;
  let second: SubgraphClient;
  const sentFor = (eventId: string) =>
    queryRows<{ user_id: string; lead_minutes: number }>(fresh.databases['events-wellness']!, 'select user_id, lead_minutes from event_reminders_sent where event_id = $1', [eventId]);
  const publishedFor = (eventId: string) =>
    queryRows<{ payload: { userId: string; leadMinutes: number } }>(
      fresh.databases['events-wellness']!,
      `select payload from domain_event_outbox where name = 'event.reminder_due' and payload->>'eventId' = $1`,
      [eventId],
    );

  beforeAll(async () => {
    fresh = await startFreshSubgraphs(['events-wellness'], {}, { copies: 2 });
    const [one, two] = fresh.copyUrls['events-wellness']!;
    first = subgraphClient('events-wellness', { baseUrl: one!, databaseUrl: fresh.databases['events-wellness']! });
    second = subgraphClient('events-wellness', { baseUrl: two!, databaseUrl: fresh.databases['events-wellness']! });
  }, 180_000);
  afterAll(async () => {
    await fresh?.stop();
  });

  it('two processes: each member of a walk gets its 1-hour reminder once, when it falls due', async () => {
    const admin = { userId: randomUUID(), role: 'admin' as const };
    const { createEvent: walk } = await first.gqlOk<{ createEvent: { id: string } }>(
      CREATE_EVENT,
      { input: { title: 'Riverside stroll', description: 'Two processes remind', eventDate: minutesFromNow(60, 6), durationMinutes: 45, maxParticipants: 20 } },
      admin,
    );
    const members = Array.from({ length: 8 }, () => randomUUID());
    // Joins through both processes: each notifies both schedulers.
    for (const [index, userId] of members.entries()) await (index % 2 ? second : first).gqlOk(JOIN, { id: walk.id }, { userId });
    const sent = await eventually(async () => {
      const rows = await sentFor(walk.id);
      return rows.length === members.length ? rows : undefined;
    }, 30_000, 'the 1-hour reminders of every member');
    expect(sent.map((row) => `${row.user_id}:${row.lead_minutes}`).sort()).toEqual(members.map((userId) => `${userId}:60`).sort());
    const published = await publishedFor(walk.id);
    expect(published.map((row) => row.payload.userId).sort()).toEqual([...members].sort());
  }, 90_000);

  it('after an outage: a scheduler that starts sends what fell due while none ran, if the walk has not started', async () => {
    await fresh.stopSubgraph('events-wellness');
    const database = fresh.databases['events-wellness']!;
    // While no process runs: a walk starting in 30 minutes that she joined two days ago, and one that started already.
    const member = randomUUID();
    const [soon, started] = [randomUUID(), randomUUID()];
    for (const [id, startsIn] of [[soon, 30], [started, -5]] as const) {
      await queryRows(
        database,
        `insert into events (id, title, description, starts_at, duration_minutes, ends_at, participants_count)
         values ($1, 'While down', 'Missed while down', now() + make_interval(mins => $2::int), 60, now() + make_interval(mins => $2::int + 60), 1)`,
        [id, startsIn],
      );
      await queryRows(database, `insert into event_participants (event_id, user_id, joined_at) values ($1, $2, now() - interval '2 days')`, [id, member]);
    }
    let orm: MikroORM | undefined;
    let scheduler: ReminderScheduler | undefined;
    try {
      orm = await initOrm(ormConfigOf(subgraph, database, { poolMax: 2 }));
      scheduler = startReminderScheduler({ orm, databaseUrl: database, logger: createLogger({ name: 'reminders-test', level: 'silent' }) });
      await scheduler.ready;
      // The first round sent the 1-hour reminder (not the 24-hour one it also missed), and nothing for the started walk.
      expect(await sentFor(soon)).toEqual([{ user_id: member, lead_minutes: 60 }]);
      expect(await sentFor(started)).toEqual([]);
      expect((await publishedFor(soon)).map((row) => row.payload.leadMinutes)).toEqual([60]);
    } finally {
      await scheduler?.stop();
      await orm?.close(true);
    }
  }, 90_000);
});
