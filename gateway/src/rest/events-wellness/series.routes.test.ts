import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, graphql, type Member, registerAdmin, registerMember } from '@momstride/testing';

/** The stack runs with the default community time zone. */
const ZONE = 'America/Chicago';

interface EventJson {
  id: string;
  event_date: string;
  status: string;
  current_participants: number;
  max_participants: number | null;
  guest_limit: number;
  my_guests: number | null;
  is_joined: boolean;
  series: { id: string; rule: string; summary: string } | null;
}

let admin: Member;

beforeAll(async () => {
  admin = await registerAdmin();
});

const localClock = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', weekday: 'short' }).format(date);

/** 09:00 Chicago time (15:00 UTC, standard time) on the Saturday a week before next year's spring daylight-saving change. */
const firstSaturday = (): string => {
  const year = new Date().getUTCFullYear() + 1;
  const firstOfMarch = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  const secondSunday = 1 + ((7 - firstOfMarch) % 7) + 7;
  return new Date(Date.UTC(year, 2, secondSunday - 8, 15)).toISOString();
};

async function createWeeklyWalk(): Promise<EventJson> {
  const res = await call('POST', '/api/events', {
    token: admin.accessToken,
    json: {
      title: 'Saturday stroll',
      description: 'Every Saturday, strollers welcome',
      event_date: firstSaturday(),
      duration_minutes: 60,
      location: 'Lake gate',
      max_participants: 4,
      guest_limit: 2,
      repeat: { frequency: 'weekly', weekdays: ['SA'], count: 4 },
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as EventJson;
}

const datesOf = async (first: EventJson, member: Member): Promise<EventJson[]> => {
  const res = await call('GET', '/api/users/me/events', { token: member.accessToken });
  expect(res.status).toBe(200);
  return (res.body as EventJson[]).filter((event) => event.series?.id === first.series!.id).sort((a, b) => a.event_date.localeCompare(b.event_date));
};

describe('recurring walks over REST', () => {
  it('creates a weekly walk, joins the series with a guest, counts people in current_participants, cancels this and following', async () => {
    const [ann, bea] = await Promise.all([registerMember(), registerMember()]);
    const first = await createWeeklyWalk();
    expect(first).toMatchObject({ guest_limit: 2, my_guests: null, series: { rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA;COUNT=4', summary: 'Repeats weekly on Saturday' } });

    const joined = await call('POST', `/api/events/${first.id}/series/join`, { token: ann.accessToken, json: { guests: 1 } });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body.joined).toHaveLength(4);
    expect(joined.body.waitlisted).toEqual([]);
    const dates = await datesOf(first, ann);
    expect(dates.map((date) => [date.my_guests, date.current_participants])).toEqual([[1, 2], [1, 2], [1, 2], [1, 2]]);
    expect(dates.map((date) => localClock(new Date(date.event_date)))).toEqual(['Sat 09:00', 'Sat 09:00', 'Sat 09:00', 'Sat 09:00']);

    // Bea sees the guest counted, and her party of 3 does not fit the 2 places left.
    const tooBig = await call('POST', `/api/events/${first.id}/join`, { token: bea.accessToken, json: { guests: 2 } });
    expect(tooBig.status).toBe(409);
    const beaJoins = await call('POST', `/api/events/${first.id}/join`, { token: bea.accessToken, json: { guests: 1 } });
    expect(beaJoins.status, beaJoins.text).toBe(200);
    expect(beaJoins.body).toMatchObject({ current_participants: 4, my_guests: 1, is_joined: true });
    expect((await call('POST', `/api/events/${first.id}/join`, { token: bea.accessToken, json: { guests: 5 } })).status).toBe(422);

    const cancelled = await call('DELETE', `/api/events/${dates[2]!.id}?scope=this_and_following`, { token: admin.accessToken });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await datesOf(first, ann)).map((date) => date.status)).toEqual(['upcoming', 'upcoming', 'cancelled', 'cancelled']);
    expect((await call('DELETE', `/api/events/${dates[0]!.id}?scope=sometimes`, { token: admin.accessToken })).status).toBe(422);

    const left = await call('DELETE', `/api/events/${first.id}/series/leave`, { token: ann.accessToken });
    expect(left.status).toBe(200);
    expect((await datesOf(first, ann)).filter((date) => date.status === 'upcoming')).toEqual([]);
  });

  it('an admin extends a series (POST /api/events/{id}/series/extend); a counted rule that ended adds none; members get 403', async () => {
    const member = await registerMember();
    const first = await createWeeklyWalk();
    const extended = await call('POST', `/api/events/${first.id}/series/extend`, { token: admin.accessToken });
    expect(extended.status, extended.text).toBe(200);
    expect(extended.body).toMatchObject({ id: first.series!.id, summary: 'Repeats weekly on Saturday' });
    expect(extended.body.upcoming_dates).toHaveLength(4);
    expect((await call('POST', `/api/events/${first.id}/series/extend`, { token: member.accessToken })).status).toBe(403);
  });

  it('a one-off walk has no series to join (409)', async () => {
    const member = await registerMember();
    const res = await call('POST', '/api/events', {
      token: admin.accessToken,
      json: { title: 'Once', description: 'Only once', event_date: firstSaturday(), duration_minutes: 30 },
    });
    expect(res.body).toMatchObject({ series: null, guest_limit: 0 });
    expect((await call('POST', `/api/events/${res.body.id}/series/join`, { token: member.accessToken })).status).toBe(409);
  });

  it('the calendar feed, read by a real calendar parser, has every date at 9:00 Chicago time across the daylight-saving change', async () => {
    const member = await registerMember();
    const first = await createWeeklyWalk();
    expect((await call('POST', `/api/events/${first.id}/series/join`, { token: member.accessToken })).status).toBe(200);
    const dates = await datesOf(first, member);
    expect((await call('DELETE', `/api/events/${dates[3]!.id}`, { token: admin.accessToken })).status).toBe(200);

    const reset = await graphql('mutation { resetCalendarFeed { path } }', {}, { token: member.accessToken });
    const feed = await call('GET', reset.body.data.resetCalendarFeed.path as string);
    expect(feed.status, feed.text).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    const vevents = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const ours = vevents.filter((event) => dates.some((date) => event.uid === `${date.id}@momstride`));
    expect(ours).toHaveLength(4);
    const starts = ours.map((event) => event.startDate.toJSDate()).sort((a, b) => a.getTime() - b.getTime());
    expect(starts.map(localClock)).toEqual(['Sat 09:00', 'Sat 09:00', 'Sat 09:00', 'Sat 09:00']);
    // Standard time, then daylight time: the UTC hour moves, the local one does not.
    expect(starts.map((date) => date.getUTCHours())).toEqual([15, 15, 14, 14]);
    expect(ours.map((event) => event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime())).toEqual([3_600_000, 3_600_000, 3_600_000, 3_600_000]);
    const statusOf = (id: string) => ours.find((event) => event.uid === `${id}@momstride`)!.component.getFirstPropertyValue('status');
    expect(statusOf(dates[3]!.id)).toBe('CANCELLED');
    expect(statusOf(dates[0]!.id)).toBe('CONFIRMED');
  });
});
