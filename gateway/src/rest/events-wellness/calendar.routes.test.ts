import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createEvent,
  eventually,
  graphql,
  inDays,
  loginOwner,
  type Member,
  queryRows,
  registerAdmin,
  registerMember,
  requestStats,
  subgraphDatabaseUrl,
} from '@momstride/testing';
import { parseCalendar, unescapeText, type ParsedCalendar } from '../../testing/icalendar.js';

const eventsDb = () => subgraphDatabaseUrl('events-wellness');

const CALENDAR_FEED = 'query { calendarFeed { path createdAt } }';
const RESET_CALENDAR_FEED = 'mutation { resetCalendarFeed { path createdAt } }';
const FEED_PATH = /^\/api\/calendar\/[A-Za-z0-9_-]{64}\.ics$/;

interface EventJson {
  id: string;
  title: string;
}

let admin: Member;

const createAdminEvent = (overrides: Record<string, unknown> = {}) => createEvent(overrides, { by: admin });

const join = async (member: Member, event: EventJson) => {
  const res = await call('POST', `/api/events/${event.id}/join`, { token: member.accessToken });
  if (res.status !== 200) throw new Error(`join failed: ${res.status} ${res.text}`);
};

const resetFeed = async (member: Member): Promise<string> => {
  const res = await graphql(RESET_CALENDAR_FEED, {}, { token: member.accessToken });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.resetCalendarFeed.path as string;
};

/** Fetches a feed like a calendar app: no Authorization header. */
const fetchFeed = async (path: string): Promise<ParsedCalendar> => {
  const res = await call('GET', path);
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parseCalendar(res.text);
};

const uidsOf = (calendar: ParsedCalendar) => calendar.events.map((event) => event['UID']!.raw).sort();
const eventWithUid = (calendar: ParsedCalendar, event: EventJson) => calendar.events.find((vevent) => vevent['UID']!.raw === `${event.id}@momstride`);

/** Moves an event into the past (the API refuses past dates): it ended `endedDaysAgo` days ago. */
const endEventDaysAgo = (event: EventJson, endedDaysAgo: number) =>
  queryRows(
    eventsDb(),
    `update events set starts_at = now() - make_interval(days => $2::int, mins => 60), ends_at = now() - make_interval(days => $2::int),
       duration_minutes = 60 where id = $1`,
    [event.id, endedDaysAgo],
  );

beforeAll(async () => {
  admin = await registerAdmin();
});

describe('GET /api/events/{id}/calendar.ics', () => {
  it('downloads one event as an RFC 5545 file: UTC start from a -07:00 offset, end = start + duration, escaped text', async () => {
    const member = await registerMember();
    const year = new Date().getUTCFullYear() + 1;
    const event = await createAdminEvent({
      title: 'Sunrise Walk: Lake & Café, été',
      description: 'Bring water; wear good shoes, please.\nWe meet at the gate 👟',
      eventDate: `${year}-03-10T09:30:00-07:00`,
      durationMinutes: 75,
      location: 'Lakeside Park, North Gate',
    });

    const res = await call('GET', `/api/events/${event.id}/calendar.ics`, { token: member.accessToken });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sunrise-walk-lake-cafe-ete.ics"');
    expect(res.headers['cache-control']).toMatch(/\bprivate\b/);
    for (const line of res.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const { calendar, events } = parseCalendar(res.text);
    expect(Object.keys(calendar).sort()).toEqual(['CALSCALE', 'METHOD', 'PRODID', 'VERSION']);
    expect(calendar['VERSION']!.raw).toBe('2.0');
    expect(calendar['CALSCALE']!.raw).toBe('GREGORIAN');
    expect(calendar['METHOD']!.raw).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    const vevent = events[0]!;
    expect(vevent['UID']!.raw).toBe(`${event.id}@momstride`);
    expect(vevent['DTSTART']!.raw).toBe(`${year}0310T163000Z`);
    expect(vevent['DTEND']!.raw).toBe(`${year}0310T174500Z`);
    expect(vevent['DTSTAMP']!.raw).toMatch(/^\d{8}T\d{6}Z$/);
    expect(vevent['LAST-MODIFIED']!.raw).toMatch(/^\d{8}T\d{6}Z$/);
    expect(unescapeText(vevent['SUMMARY']!.raw)).toBe('Sunrise Walk: Lake & Café, été');
    expect(vevent['SUMMARY']!.raw).toBe('Sunrise Walk: Lake & Café\\, été');
    expect(unescapeText(vevent['DESCRIPTION']!.raw)).toBe('Bring water; wear good shoes, please.\nWe meet at the gate 👟');
    expect(unescapeText(vevent['LOCATION']!.raw)).toBe('Lakeside Park, North Gate');
    expect(vevent['STATUS']!.raw).toBe('CONFIRMED');
  });

  it('marks a cancelled event CANCELLED and leaves out an empty location', async () => {
    const member = await registerMember();
    const event = await createAdminEvent({ location: null });
    expect((await call('DELETE', `/api/events/${event.id}`, { token: admin.accessToken })).status).toBe(200);
    const res = await call('GET', `/api/events/${event.id}/calendar.ics`, { token: member.accessToken });
    expect(res.status).toBe(200);
    const vevent = parseCalendar(res.text).events[0]!;
    expect(vevent['STATUS']!.raw).toBe('CANCELLED');
    expect(vevent['LOCATION']).toBeUndefined();
    expect(unescapeText(vevent['SUMMARY']!.raw)).toBe(event.title);
  });

  it('is for members only (401 without a token), 404 for an unknown event, 422 for a malformed id', async () => {
    const member = await registerMember();
    const event = await createAdminEvent();
    const anonymous = await call('GET', `/api/events/${event.id}/calendar.ics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Not authenticated' });
    const unknown = await call('GET', `/api/events/${randomUUID()}/calendar.ics`, { token: member.accessToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Event not found' });
    const malformed = await call('GET', '/api/events/not-a-uuid/calendar.ics', { token: member.accessToken });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0]).toMatchObject({ type: 'uuid_parsing', loc: ['path', 'id'] });
  });
});

describe('the private calendar feed', () => {
  it('is null until she makes one; a reset gives a new secret path; members only', async () => {
    const member = await registerMember();
    const before = await graphql(CALENDAR_FEED, {}, { token: member.accessToken });
    expect(before.body).toEqual({ data: { calendarFeed: null } });

    const first = await resetFeed(member);
    expect(first).toMatch(FEED_PATH);
    const read = await graphql(CALENDAR_FEED, {}, { token: member.accessToken });
    expect(read.body.data.calendarFeed.path).toBe(first);
    expect(Number.isNaN(Date.parse(read.body.data.calendarFeed.createdAt))).toBe(false);

    const second = await resetFeed(member);
    expect(second).toMatch(FEED_PATH);
    expect(second).not.toBe(first);
    expect((await graphql(CALENDAR_FEED, {}, { token: member.accessToken })).body.data.calendarFeed.path).toBe(second);

    const anonymous = await graphql(RESET_CALENDAR_FEED);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(CALENDAR_FEED)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('serves, without sign-in, the events she joined: upcoming, recent and cancelled ones, in two SQL statements', async () => {
    const [member, other] = await Promise.all([registerMember(), registerMember()]);
    const soon = await createAdminEvent({ eventDate: inDays(3), title: 'Soon walk' });
    const later = await createAdminEvent({ eventDate: inDays(20), title: 'Later walk' });
    const cancelled = await createAdminEvent({ eventDate: inDays(5), title: 'Cancelled walk' });
    const recent = await createAdminEvent({ eventDate: inDays(1), title: 'Recent walk' });
    const old = await createAdminEvent({ eventDate: inDays(1), title: 'Old walk' });
    const left = await createAdminEvent({ eventDate: inDays(4), title: 'Left walk' });
    const notJoined = await createAdminEvent({ eventDate: inDays(6), title: 'Her friend’s walk' });
    for (const event of [soon, later, cancelled, recent, old, left]) await join(member, event);
    await join(other, notJoined);
    await join(other, soon);
    expect((await call('DELETE', `/api/events/${left.id}/leave`, { token: member.accessToken })).status).toBe(200);
    expect((await call('DELETE', `/api/events/${cancelled.id}`, { token: admin.accessToken })).status).toBe(200);
    await endEventDaysAgo(recent, 10);
    await endEventDaysAgo(old, 61);

    const path = await resetFeed(member);
    const requestId = `calendar-feed-${randomUUID()}`;
    const res = await call('GET', path, { headers: { 'x-request-id': requestId } });
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/\bprivate\b/);
    const feed = parseCalendar(res.text);
    expect(unescapeText(feed.calendar['X-WR-CALNAME']!.raw)).toBe('MomStride walks');
    expect(feed.calendar['REFRESH-INTERVAL']).toMatchObject({ params: { VALUE: 'DURATION' }, raw: 'PT1H' });
    expect(feed.calendar['X-PUBLISHED-TTL']!.raw).toBe('PT1H');
    expect(feed.calendar['METHOD']!.raw).toBe('PUBLISH');
    expect(uidsOf(feed)).toEqual([soon, later, cancelled, recent].map((event) => `${event.id}@momstride`).sort());
    // Soonest first.
    expect(feed.events.map((event) => event['DTSTART']!.raw)).toEqual(feed.events.map((event) => event['DTSTART']!.raw).sort());
    expect(eventWithUid(feed, cancelled)!['STATUS']!.raw).toBe('CANCELLED');
    expect(eventWithUid(feed, soon)!['STATUS']!.raw).toBe('CONFIRMED');
    expect(eventWithUid(feed, recent)!['DTEND']!.raw < eventWithUid(feed, soon)!['DTSTART']!.raw).toBe(true);

    // The same events as the one-event download, field by field.
    const single = await call('GET', `/api/events/${soon.id}/calendar.ics`, { token: member.accessToken });
    const { DTSTAMP: _feedStamp, ...inFeed } = eventWithUid(feed, soon)!;
    const { DTSTAMP: _singleStamp, ...downloaded } = parseCalendar(single.text).events[0]!;
    expect(inFeed).toEqual(downloaded);

    // A token lookup and one query for the events, however many there are.
    const stats = await requestStats('events-wellness', requestId);
    expect(stats.operations).toHaveLength(1);
    expect(stats.operations[0]!.rootFields).toEqual(['calendarFeedEvents']);
    expect(stats.operations[0]!.sqlStatements).toBe(2);
  });

  it('stores nothing usable: the database holds her feed’s version only, the link is derived again from the server’s key', async () => {
    const member = await registerMember();
    const path = await resetFeed(member);
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    const rows = await queryRows<Record<string, unknown>>(eventsDb(), 'select * from calendar_feeds where user_id = $1', [member.user.id]);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['created_at', 'user_id', 'version']);
    const dump = await queryRows<{ row: string }>(eventsDb(), 'select row_to_json(f)::text as row from calendar_feeds f');
    expect(dump.some((row) => row.row.includes(token) || row.row.includes(token.slice(22)))).toBe(false);
    // Shown again: the same link, rebuilt; a reset bumps the version.
    expect((await graphql(CALENDAR_FEED, {}, { token: member.accessToken })).body.data.calendarFeed.path).toBe(path);
    await resetFeed(member);
    expect((await queryRows<{ version: number }>(eventsDb(), 'select version from calendar_feeds where user_id = $1', [member.user.id]))[0]!.version).toBe(2);
  });

  it('answers 404 with the same detail for a reset, an unknown and a malformed token, and never a 5xx', async () => {
    const member = await registerMember();
    const event = await createAdminEvent();
    await join(member, event);
    const old = await resetFeed(member);
    expect(uidsOf(await fetchFeed(old))).toEqual([`${event.id}@momstride`]);

    const current = await resetFeed(member);
    const replaced = await call('GET', old);
    expect(replaced.status).toBe(404);
    expect(replaced.body).toEqual({ detail: 'Calendar feed not found' });
    expect(uidsOf(await fetchFeed(current))).toEqual([`${event.id}@momstride`]);

    // Her id in front (it is not the secret) with any other MAC, or the MAC of another version: the same 404.
    const token = current.slice('/api/calendar/'.length, -'.ics'.length);
    const herId = Buffer.from(token, 'base64url').subarray(0, 16);
    const guesses = [
      `/api/calendar/${Buffer.concat([herId, randomBytes(32)]).toString('base64url')}.ics`,
      `/api/calendar/${randomBytes(48).toString('base64url')}.ics`,
      `/api/calendar/${randomBytes(32).toString('base64url')}.ics`,
      '/api/calendar/short.ics',
      `/api/calendar/${'A'.repeat(43)}!.ics`,
      `/api/calendar/${'x'.repeat(4000)}.ics`,
      "/api/calendar/'%20or%201=1--.ics",
      '/api/calendar/..%2F..%2Fetc%2Fpasswd.ics',
    ];
    for (const path of guesses) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual(replaced.body);
      expect(res.headers['content-type'], path).toBe(replaced.headers['content-type']);
    }
    const badEscape = await call('GET', '/api/calendar/%zz.ics');
    expect(badEscape.status).toBeGreaterThanOrEqual(400);
    expect(badEscape.status).toBeLessThan(500);
  });

  it('goes when her account is deleted (user.deleted)', async () => {
    const member = await registerMember();
    const event = await createAdminEvent();
    await join(member, event);
    const path = await resetFeed(member);
    expect(uidsOf(await fetchFeed(path))).toEqual([`${event.id}@momstride`]);

    const owner = await loginOwner();
    expect((await call('DELETE', `/api/users/${member.user.id}`, { token: owner.accessToken })).status).toBe(200);
    await eventually(
      async () => ((await queryRows(eventsDb(), 'select 1 from removed_users where user_id = $1', [member.user.id])).length === 1 ? true : undefined),
      20_000,
      'her removal in events-wellness',
    );
    expect(await queryRows(eventsDb(), 'select 1 from calendar_feeds where user_id = $1', [member.user.id])).toEqual([]);
    const gone = await call('GET', path);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ detail: 'Calendar feed not found' });
  }, 60_000);
});
