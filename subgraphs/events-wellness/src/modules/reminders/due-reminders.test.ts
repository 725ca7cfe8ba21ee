import { randomUUID } from 'node:crypto';
import { initOrm, ormConfigOf, type MikroORM } from '@momstride/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelEvent, createEvent, queryRows } from '@momstride/testing';
import { subgraph } from '../../subgraph.js';
import { eventsWellness, JOIN, LEAVE, outboxEvents } from '../../testing/events.js';
import { nextReminderDue, sendDueReminders, type SentReminder } from './due-reminders.js';

/**
 * The reminders due at explicit instants, against the stack's database: the same function the scheduler calls with
 * the clock's time. The walks lie a year ahead, where no other test's walk is, so the stack's own scheduler (which
 * sends at the real time) never reaches them while these run.
 */
const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const minus = (date: Date, minutes: number) => new Date(date.getTime() - minutes * MINUTE);

const join = (eventId: string, userId: string) => eventsWellness.gqlOk(JOIN, { id: eventId }, { userId });
const leave = (eventId: string, userId: string) => eventsWellness.gqlOk(LEAVE, { id: eventId }, { userId });
const choose = (userId: string, dayBefore: boolean, hourBefore: boolean) =>
  eventsWellness.gqlOk('mutation($d: Boolean!, $h: Boolean!) { setReminderSettings(dayBefore: $d, hourBefore: $h) { dayBefore } }', { d: dayBefore, h: hourBefore }, { userId });
const of = (sent: readonly SentReminder[], eventId: string) =>
  sent.filter((reminder) => reminder.eventId === eventId).map(({ userId, leadMinutes }) => `${userId}:${leadMinutes}`).sort();

describe('walk reminders due', () => {
  let orm: MikroORM;
  let other: MikroORM;
  beforeAll(async () => {
    orm = await initOrm(ormConfigOf(subgraph, eventsWellness.databaseUrl(), { poolMax: 2 }));
    other = await initOrm(ormConfigOf(subgraph, eventsWellness.databaseUrl(), { poolMax: 2 }));
  });
  afterAll(async () => {
    await orm?.close(true);
    await other?.close(true);
  });
  const send = (now: Date, on = orm) => sendDueReminders(on.em.fork(), now);

  it('24 real hours and 1 hour before, per her choice; never for a date she left or a cancelled walk; the day after a DST change', async () => {
    // Europe leaves summer time on 31 October 2027 at 01:00 UTC: a walk at 10:00 in Berlin that morning (09:00 UTC) is
    // reminded at 09:00 UTC the day before (11:00 summer time there), 24 real hours, not at the same wall-clock hour.
    const startsAt = at('2027-10-31T09:00:00.000Z');
    const walk = await createEvent({ eventDate: startsAt.toISOString(), maxParticipants: 10 });
    const both = randomUUID();
    const hourOnly = randomUUID();
    const none = randomUUID();
    const left = randomUUID();
    for (const userId of [both, hourOnly, none, left]) await join(walk.id, userId);
    await choose(hourOnly, false, true);
    await choose(none, false, false);
    await leave(walk.id, left);

    const dayBefore = minus(startsAt, 24 * 60);
    expect(dayBefore.toISOString()).toBe('2027-10-30T09:00:00.000Z');
    expect(of(await send(new Date(dayBefore.getTime() - 1)), walk.id)).toEqual([]);
    expect((await nextReminderDue(orm.em.fork(), new Date(dayBefore.getTime() - 1)))?.getTime()).toBeLessThanOrEqual(dayBefore.getTime());
    expect(of(await send(dayBefore), walk.id)).toEqual([`${both}:1440`]);
    // Again, and later that day: nothing more.
    expect(of(await send(dayBefore), walk.id)).toEqual([]);
    expect(of(await send(minus(startsAt, 2 * 60)), walk.id)).toEqual([]);
    const hourBefore = minus(startsAt, 60);
    expect(of(await send(hourBefore), walk.id)).toEqual([`${both}:60`, `${hourOnly}:60`].sort());
    expect(of(await send(minus(startsAt, 1)), walk.id)).toEqual([]);

    // Each was published once, with what messaging needs.
    const published = await outboxEvents('event.reminder_due', walk.id);
    expect(published.map((row) => `${row.payload.userId}:${row.payload.leadMinutes}`).sort()).toEqual([`${both}:1440`, `${both}:60`, `${hourOnly}:60`].sort());
    expect(published[0]!.payload).toMatchObject({ eventId: walk.id, title: walk.title, startsAt: startsAt.toISOString(), location: 'Test park' });

    // A cancelled walk: nothing, even when due.
    const cancelled = await createEvent({ eventDate: '2027-11-02T09:00:00.000Z' });
    await join(cancelled.id, both);
    await cancelEvent(cancelled.id);
    expect(of(await send(at('2027-11-02T08:30:00.000Z')), cancelled.id)).toEqual([]);
  }, 60_000);

  it('after a restart: what fell due while down goes if the walk has not started, the shortest lead only; nothing once it started', async () => {
    const startsAt = at('2027-11-10T18:00:00.000Z');
    const walk = await createEvent({ eventDate: startsAt.toISOString() });
    const member = randomUUID();
    await join(walk.id, member);
    // Down through both due times: 30 minutes before the start, only the 1-hour reminder goes (the 24-hour one is overtaken).
    expect(of(await send(minus(startsAt, 30)), walk.id)).toEqual([`${member}:60`]);
    expect(of(await send(minus(startsAt, 10)), walk.id)).toEqual([]);

    const missed = await createEvent({ eventDate: '2027-11-11T18:00:00.000Z' });
    await join(missed.id, member);
    expect(of(await send(at('2027-11-11T18:00:00.001Z')), missed.id)).toEqual([]);
  }, 60_000);

  it('sends each reminder once when two processes send at the same moment', async () => {
    const startsAt = at('2027-11-20T07:30:00.000Z');
    const walk = await createEvent({ eventDate: startsAt.toISOString(), maxParticipants: 30 });
    const members = Array.from({ length: 12 }, () => randomUUID());
    for (const userId of members) await join(walk.id, userId);
    const now = minus(startsAt, 24 * 60);
    const [first, second] = await Promise.all([send(now, orm), send(now, other)]);
    const together = [...of(first!, walk.id), ...of(second!, walk.id)].sort();
    expect(together).toEqual(members.map((userId) => `${userId}:1440`).sort());
    const rows = await queryRows<{ count: number }>(eventsWellness.databaseUrl(), 'select count(*)::int as count from event_reminders_sent where event_id = $1', [walk.id]);
    expect(rows[0]!.count).toBe(12);
    expect((await outboxEvents('event.reminder_due', walk.id)).length).toBe(12);
  }, 60_000);
});
