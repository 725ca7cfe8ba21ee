import { describe, expect, it } from 'vitest';
import {
  errorOf,
  eventually,
  messagingMembers,
  newestMailTo,
  OWNER_VIEWER,
  queryRows,
  registerUsers,
  subgraph,
  viewerOf,
} from '@momstride/testing';
import { eventAs, eventsWellness } from '../../testing/events.js';
import { instantOf, wallTimeIn } from '@momstride/kit/zoned-time';

/** The stack runs with the default community time zone. */
const ZONE = 'America/Chicago';
const messaging = subgraph('messaging');

const SERIES_FIELDS = 'id eventDate status currentParticipants waitlistCount isJoined isWaitlisted viewerGuests guestLimit cancelledAt location series { id rule timeZone summary }';
const CREATE = `mutation($input: EventInput!) { createEvent(input: $input) { ${SERIES_FIELDS} } }`;
const DATES = `query($id: ID!) { event(id: $id) { series { upcomingDates(limit: 52) { ${SERIES_FIELDS} } } } }`;
const JOIN = `mutation($id: ID!, $guests: Int) { joinEvent(eventId: $id, guests: $guests) { ${SERIES_FIELDS} } }`;
const JOIN_SERIES = `mutation($id: ID!, $guests: Int) { joinEventSeries(eventId: $id, guests: $guests) { joined { id } waitlisted { id } } }`;
const LEAVE_SERIES = 'mutation($id: ID!) { leaveEventSeries(eventId: $id) { id isJoined } }';
const WAIT = `mutation($id: ID!, $guests: Int) { joinEventWaitlist(eventId: $id, guests: $guests) { ${SERIES_FIELDS} } }`;
const LEAVE = `mutation($id: ID!) { leaveEvent(eventId: $id) { ${SERIES_FIELDS} } }`;
const CANCEL = `mutation($id: ID!, $scope: EventScope) { cancelEvent(id: $id, scope: $scope) { ${SERIES_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: EventInput!, $scope: EventScope) { updateEvent(id: $id, input: $input, scope: $scope) { ${SERIES_FIELDS} } }`;
const ATTENDEES = 'query($id: ID!) { event(id: $id) { participants { user { id } guests } waitlist { user { id } guests position } } }';

interface DateView {
  id: string;
  eventDate: string;
  status: string;
  currentParticipants: number;
  waitlistCount: number;
  isJoined: boolean;
  isWaitlisted: boolean;
  viewerGuests: number | null;
  guestLimit: number;
  cancelledAt: string | null;
  location: string | null;
  series: { id: string; rule: string; timeZone: string; summary: string } | null;
}

/**
 * 09:00 local on the Saturday before a spring daylight-saving change (the 2nd Sunday of March) eight years ahead: these
 * series make a hundred dates and more, which must come after the walks other tests look for in lists soonest first.
 */
const saturdayBeforeDst = (): Date => {
  const year = new Date().getUTCFullYear() + 8;
  const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  const secondSunday = 1 + ((7 - firstOfMarch) % 7) + 7;
  return instantOf({ year, month: 3, day: secondSunday - 1, hour: 9, minute: 0, second: 0 }, ZONE);
};

const localTime = (iso: string): string => {
  const wall = wallTimeIn(new Date(iso), ZONE);
  return `${wall.hour}:${String(wall.minute).padStart(2, '0')}`;
};

async function createSeries(overrides: Record<string, unknown> = {}): Promise<DateView[]> {
  const first = await eventsWellness.gqlOk<{ createEvent: DateView }>(
    CREATE,
    {
      input: {
        title: `Saturday stroll ${Math.random().toString(36).slice(2, 8)}`,
        description: 'Every Saturday by the lake',
        eventDate: saturdayBeforeDst().toISOString(),
        durationMinutes: 60,
        location: 'Lake gate',
        maxParticipants: 5,
        guestLimit: 2,
        repeat: { frequency: 'weekly', weekdays: ['SA'], count: 4 },
        ...overrides,
      },
    },
    OWNER_VIEWER,
  );
  const { event } = await eventsWellness.gqlOk<{ event: { series: { upcomingDates: DateView[] } } }>(DATES, { id: first.createEvent.id }, OWNER_VIEWER);
  return event.series.upcomingDates;
}

const dateAs = async (id: string, viewer: Parameters<typeof eventAs>[1]): Promise<DateView> =>
  (await eventsWellness.gqlOk<{ event: DateView }>(`query($id: ID!) { event(id: $id) { ${SERIES_FIELDS} } }`, { id }, viewer)).event;

const countsMatchRows = async (ids: string[]) =>
  queryRows<{ id: string }>(
    eventsWellness.databaseUrl(),
    `select e.id from events e where e.id = any($1) and (e.participants_count <> (select coalesce(sum(1 + guests), 0) from event_participants p where p.event_id = e.id)
       or e.waitlist_count <> (select count(*) from event_waitlist w where w.event_id = e.id)
       or (e.max_participants is not null and e.participants_count > e.max_participants))`,
    [ids],
  );

describe('recurring walks', () => {
  it('a weekly walk becomes one event per date, each at 9:00 local across the daylight-saving change, with its rule', async () => {
    const dates = await createSeries();
    expect(dates).toHaveLength(4);
    expect(dates.map((date) => localTime(date.eventDate))).toEqual(['9:00', '9:00', '9:00', '9:00']);
    // 9:00 CST is 15:00 UTC; after the change 9:00 CDT is 14:00 UTC.
    expect(dates.map((date) => new Date(date.eventDate).getUTCHours())).toEqual([15, 14, 14, 14]);
    expect(new Set(dates.map((date) => date.series!.id)).size).toBe(1);
    expect(dates[0]!.series).toMatchObject({ rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA;COUNT=4', timeZone: ZONE, summary: 'Repeats weekly on Saturday' });
    expect(dates.every((date) => date.guestLimit === 2 && date.status === 'upcoming')).toBe(true);
  });

  it('refuses a repeat with both an end date and a number of times, and an end before the start', async () => {
    const both = await eventsWellness.gql(CREATE, {
      input: { title: 'x', description: 'y', eventDate: saturdayBeforeDst().toISOString(), durationMinutes: 30, repeat: { frequency: 'weekly', count: 3, until: '2099-01-01' } },
    }, OWNER_VIEWER);
    expect(errorOf(both)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Choose an end date or a number of times, not both' });
    const before = await eventsWellness.gql(CREATE, {
      input: { title: 'x', description: 'y', eventDate: saturdayBeforeDst().toISOString(), durationMinutes: 30, repeat: { frequency: 'monthly', until: '2020-01-01' } },
    }, OWNER_VIEWER);
    expect(errorOf(before)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'The end date cannot be before the first date' });
  });

  it('30 members (with a guest each) joining one date of a series at once never overbook it', async () => {
    const dates = await createSeries({ maxParticipants: 10 });
    const members = await registerUsers(30);
    const results = await Promise.all(members.map((member) => eventsWellness.gql(JOIN, { id: dates[1]!.id, guests: 1 }, viewerOf(member))));
    expect(results.filter((result) => !result.errors)).toHaveLength(5);
    for (const result of results.filter((r) => r.errors)) expect(errorOf(result).code).toBe('CONFLICT');
    expect((await eventAs(dates[1]!.id, OWNER_VIEWER)).currentParticipants).toBe(10);
    expect(await countsMatchRows(dates.map((date) => date.id))).toEqual([]);
  }, 60_000);

  it('joining the series takes a place on every date with room and the waitlist where her party does not fit; leaving it leaves all', async () => {
    const dates = await createSeries({ maxParticipants: 3 });
    const [ann, bea] = await registerUsers(2);
    await eventsWellness.gqlOk(JOIN, { id: dates[2]!.id, guests: 2 }, viewerOf(bea!));
    const { joinEventSeries } = await eventsWellness.gqlOk<{ joinEventSeries: { joined: Array<{ id: string }>; waitlisted: Array<{ id: string }> } }>(
      JOIN_SERIES,
      { id: dates[0]!.id, guests: 1 },
      viewerOf(ann!),
    );
    expect(joinEventSeries.joined.map((date) => date.id)).toEqual([dates[0]!.id, dates[1]!.id, dates[3]!.id]);
    expect(joinEventSeries.waitlisted.map((date) => date.id)).toEqual([dates[2]!.id]);
    expect(await dateAs(dates[0]!.id, viewerOf(ann!))).toMatchObject({ isJoined: true, viewerGuests: 1, currentParticipants: 2 });
    const { event } = await eventsWellness.gqlOk<{ event: { participants: Array<{ guests: number }>; waitlist: Array<{ guests: number }> } }>(
      ATTENDEES,
      { id: dates[2]!.id },
      OWNER_VIEWER,
    );
    expect(event.participants.map((p) => p.guests)).toEqual([2]);
    expect(event.waitlist.map((w) => w.guests)).toEqual([1]);

    // Bea drops one guest: one place frees, not enough for Ann's party of two; she stays first in line.
    await eventsWellness.gqlOk(JOIN, { id: dates[2]!.id, guests: 1 }, viewerOf(bea!));
    expect(await eventAs(dates[2]!.id, viewerOf(ann!))).toMatchObject({ isWaitlisted: true, currentParticipants: 2 });
    // Bea leaves: now the whole party fits and Ann is promoted.
    await eventsWellness.gqlOk(LEAVE, { id: dates[2]!.id }, viewerOf(bea!));
    expect(await dateAs(dates[2]!.id, viewerOf(ann!))).toMatchObject({ isJoined: true, viewerGuests: 1, currentParticipants: 2, waitlistCount: 0 });

    const tooMany = await eventsWellness.gql(JOIN, { id: dates[3]!.id, guests: 3 }, viewerOf(bea!));
    expect(errorOf(tooMany)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'You can bring at most 2 guests to this walk' });
    const onWait = await eventsWellness.gql(WAIT, { id: dates[3]!.id, guests: 0 }, viewerOf(bea!));
    expect(errorOf(onWait)).toMatchObject({ code: 'CONFLICT', message: 'This event still has places: join it instead' });

    const left = await eventsWellness.gqlOk<{ leaveEventSeries: Array<{ id: string; isJoined: boolean }> }>(LEAVE_SERIES, { id: dates[3]!.id }, viewerOf(ann!));
    expect(left.leaveEventSeries.every((date) => !date.isJoined)).toBe(true);
    expect((await eventAs(dates[0]!.id, OWNER_VIEWER)).currentParticipants).toBe(0);
    expect(await countsMatchRows(dates.map((date) => date.id))).toEqual([]);
  });

  it('cancelling this and following dates cancels the later ones only and tells those who joined', async () => {
    const dates = await createSeries();
    const [ann] = await messagingMembers(1);
    await eventsWellness.gqlOk(JOIN_SERIES, { id: dates[0]!.id }, viewerOf(ann!));
    await eventsWellness.gqlOk(CANCEL, { id: dates[2]!.id, scope: 'this_and_following' }, OWNER_VIEWER);
    const after = await Promise.all(dates.map((date) => eventAs(date.id, OWNER_VIEWER)));
    expect(after.map((date) => date.status)).toEqual(['upcoming', 'upcoming', 'cancelled', 'cancelled']);
    await eventually(async () => {
      const { notifications } = await messaging.gqlOk<{ notifications: Array<{ kind: string }> }>('{ notifications(limit: 20) { kind } }', {}, viewerOf(ann!));
      return notifications.filter((n) => n.kind === 'event_cancelled').length === 2 ? true : undefined;
    }, 20_000, 'two cancellation notifications');

    await eventsWellness.gqlOk(CANCEL, { id: dates[0]!.id, scope: 'this_date' }, OWNER_VIEWER);
    expect((await eventAs(dates[1]!.id, OWNER_VIEWER)).status).toBe('upcoming');
  }, 60_000);

  it('moving this and following dates keeps each on its own day at the new local time; those who joined are told and mailed', async () => {
    const dates = await createSeries();
    const [ann] = await messagingMembers(1);
    await eventsWellness.gqlOk(JOIN_SERIES, { id: dates[0]!.id }, viewerOf(ann!));
    const newStart = new Date(new Date(dates[1]!.eventDate).getTime() + 90 * 60_000); // 10:30 local
    await eventsWellness.gqlOk(
      UPDATE,
      {
        id: dates[1]!.id,
        scope: 'this_and_following',
        input: { title: 'Later stroll', description: 'Now at half past ten', eventDate: newStart.toISOString(), durationMinutes: 60, location: 'North gate', maxParticipants: 5, guestLimit: 1 },
      },
      OWNER_VIEWER,
    );
    const after = await Promise.all(dates.map((date) => eventAs(date.id, OWNER_VIEWER)));
    expect(after.map((date) => localTime(date.eventDate))).toEqual(['9:00', '10:30', '10:30', '10:30']);
    expect(after.map((date) => date.location)).toEqual(['Lake gate', 'North gate', 'North gate', 'North gate']);
    expect(after.map((date) => wallTimeIn(new Date(date.eventDate), ZONE).day)).toEqual(dates.map((date) => wallTimeIn(new Date(date.eventDate), ZONE).day));

    await eventually(async () => {
      const { notifications } = await messaging.gqlOk<{ notifications: Array<{ kind: string; text: string }> }>('{ notifications(limit: 20) { kind text } }', {}, viewerOf(ann!));
      const changed = notifications.filter((n) => n.kind === 'event_changed');
      return changed.length === 3 && changed.every((n) => n.text === 'Changed: Later stroll has a new time or place') ? true : undefined;
    }, 20_000, 'three change notifications');
    const mail = await newestMailTo(ann!.email, { subject: /^Changed: Later stroll$/ });
    expect(mail.text).toContain('North gate');
  }, 60_000);

  it('an admin extends a series past its bound with its next dates; a rule that ended adds none; members may not', async () => {
    const open = await createSeries({ repeat: { frequency: 'weekly', weekdays: ['SA'] } });
    const seriesId = open[0]!.series!.id;
    const countOf = async () =>
      (await queryRows<{ n: number }>(eventsWellness.databaseUrl(), 'select count(*)::int as n from events where series_id = $1', [seriesId]))[0]!.n;
    expect(await countOf()).toBe(52);
    const EXTEND = 'mutation($id: ID!) { extendEventSeries(eventId: $id) { id } }';
    await eventsWellness.gqlOk(EXTEND, { id: open[0]!.id }, OWNER_VIEWER);
    expect(await countOf()).toBe(104);
    const [last] = await queryRows<{ starts_at: Date }>(eventsWellness.databaseUrl(), 'select max(starts_at) as starts_at from events where series_id = $1', [seriesId]);
    expect(localTime(new Date(last!.starts_at).toISOString())).toBe('9:00');

    const counted = await createSeries();
    await eventsWellness.gqlOk(EXTEND, { id: counted[0]!.id }, OWNER_VIEWER);
    expect((await queryRows<{ n: number }>(eventsWellness.databaseUrl(), 'select count(*)::int as n from events where series_id = $1', [counted[0]!.series!.id]))[0]!.n).toBe(4);
    const [member] = await registerUsers(1);
    expect(errorOf(await eventsWellness.gql(EXTEND, { id: counted[0]!.id }, viewerOf(member!))).code).toBe('FORBIDDEN');
    // Its hundred and four dates are cancelled again: the stack's other tests count upcoming walks in pages of 100.
    await eventsWellness.gqlOk(CANCEL, { id: open[0]!.id, scope: 'this_and_following' }, OWNER_VIEWER);
  });
});
