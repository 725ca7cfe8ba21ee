import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, inDays, type Member, registerAdmin, registerMember } from '@momstride/testing';

const EVENT_KEYS = [
  'current_participants',
  'description',
  'duration_minutes',
  'event_date',
  'guest_limit',
  'id',
  'is_joined',
  'is_waitlisted',
  'location',
  'max_participants',
  'my_guests',
  'series',
  'status',
  'title',
  'waitlist_count',
];

interface EventJson {
  id: string;
  title: string;
  event_date: string;
  status: string;
  current_participants: number;
  max_participants: number | null;
  is_joined: boolean;
  is_waitlisted: boolean;
  waitlist_count: number;
}

const expectEventShape = (event: Record<string, unknown>) => {
  expect(Object.keys(event).sort()).toEqual(EVENT_KEYS);
  expect(Number.isNaN(Date.parse(String(event['event_date'])))).toBe(false);
  expect(typeof event['current_participants']).toBe('number');
};

let admin: Member;

const createAdminEvent = (overrides: Record<string, unknown> = {}) => createEvent(overrides, { by: admin });

beforeAll(async () => {
  admin = await registerAdmin();
});

describe('POST /api/events', () => {
  it('lets an admin create an event (201) in the REST shape; a member gets 403, no token 401', async () => {
    const eventDate = inDays(5);
    const res = await call('POST', '/api/events', {
      token: admin.accessToken,
      json: { title: 'Sunrise walk', description: 'Five easy miles', event_date: eventDate, duration_minutes: 45, location: 'Park', max_participants: 12 },
    });
    expect(res.status).toBe(201);
    expectEventShape(res.body);
    expect(res.body).toMatchObject({
      title: 'Sunrise walk',
      description: 'Five easy miles',
      duration_minutes: 45,
      location: 'Park',
      max_participants: 12,
      current_participants: 0,
      status: 'upcoming',
      waitlist_count: 0,
      is_joined: false,
      is_waitlisted: false,
    });
    expect(Date.parse(res.body.event_date)).toBe(Date.parse(eventDate));

    const member = await registerMember();
    const denied = await call('POST', '/api/events', {
      token: member.accessToken,
      json: { title: 'Mine', description: 'x', event_date: eventDate, duration_minutes: 30 },
    });
    expect(denied.status).toBe(403);
    expect(typeof denied.body.detail).toBe('string');
    const anonymous = await call('POST', '/api/events', { json: { title: 'Mine', description: 'x', event_date: eventDate, duration_minutes: 30 } });
    expect(anonymous.status).toBe(401);
  });

  it('takes a date without an offset as UTC and an absent max_participants as unlimited', async () => {
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    const res = await call('POST', '/api/events', {
      token: admin.accessToken,
      json: { title: 'Naive date', description: 'x', event_date: date, duration_minutes: 30 },
    });
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.event_date)).toBe(Date.parse(`${date}Z`));
    expect(res.body.max_participants).toBeNull();
    expect(res.body.location).toBeNull();
  });

  it('answers 422 with detail for the event rules of docs/product.md, Validation rules and for a malformed body', async () => {
    const base = { title: 'Bad', description: 'x', event_date: inDays(2), duration_minutes: 30 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, duration_minutes: 0 }, 'duration_minutes'],
      [{ ...base, max_participants: 0 }, 'max_participants'],
      [{ ...base, event_date: inDays(-1) }, 'event_date'],
      [{ ...base, event_date: 'next tuesday' }, 'event_date'],
      [{ ...base, duration_minutes: 'long' }, 'duration_minutes'],
      [{ description: 'x', event_date: inDays(2), duration_minutes: 30 }, 'title'],
    ];
    for (const [json, field] of cases) {
      const res = await call('POST', '/api/events', { token: admin.accessToken, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc: ['body', field], msg: expect.any(String) })]));
    }
  });
});

describe('GET /api/events', () => {
  it('lists upcoming events soonest first, at most limit; without a status every event; bad input 422', async () => {
    const member = await registerMember();
    await createAdminEvent({ eventDate: inDays(1) });
    await createAdminEvent({ eventDate: inDays(2) });
    const res = await call('GET', '/api/events?status=upcoming&limit=3', { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(2);
    expect(res.body.length).toBeLessThanOrEqual(3);
    for (const event of res.body as EventJson[]) {
      expectEventShape(event as unknown as Record<string, unknown>);
      expect(event.status).toBe('upcoming');
    }
    const dates = (res.body as EventJson[]).map((event) => Date.parse(event.event_date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));

    const all = await call('GET', '/api/events', { token: member.accessToken });
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(res.body.length);

    const badStatus = await call('GET', '/api/events?status=soon', { token: member.accessToken });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.detail).toEqual([expect.objectContaining({ type: 'enum', loc: ['query', 'status'] })]);
    const badLimit = await call('GET', '/api/events?limit=0', { token: member.accessToken });
    expect(badLimit.status).toBe(422);
    const anonymous = await call('GET', '/api/events');
    expect(anonymous.status).toBe(401);
  });
});

describe('joining and leaving', () => {
  it('joins (idempotently), answers is-joined, lists it under users/me/events, leaves', async () => {
    const event = await createAdminEvent({ maxParticipants: 5 });
    const member = await registerMember();
    const token = member.accessToken;
    expect((await call('GET', `/api/events/${event.id}/is-joined`, { token })).body).toEqual({ is_joined: false });

    const joined = await call('POST', `/api/events/${event.id}/join`, { token });
    expect(joined.status).toBe(200);
    expectEventShape(joined.body);
    expect(joined.body).toMatchObject({ id: event.id, is_joined: true, current_participants: 1 });
    const again = await call('POST', `/api/events/${event.id}/join`, { token });
    expect(again.status).toBe(200);
    expect(again.body.current_participants).toBe(1);

    const isJoined = await call('GET', `/api/events/${event.id}/is-joined`, { token });
    expect(isJoined.status).toBe(200);
    expect(isJoined.body).toEqual({ is_joined: true });

    const mine = await call('GET', '/api/users/me/events', { token });
    expect(mine.status).toBe(200);
    expect((mine.body as EventJson[]).map((e) => e.id)).toEqual([event.id]);
    expectEventShape(mine.body[0]);

    const left = await call('DELETE', `/api/events/${event.id}/leave`, { token });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ id: event.id, is_joined: false, current_participants: 0 });
    expect((await call('GET', `/api/events/${event.id}/is-joined`, { token })).body).toEqual({ is_joined: false });
    expect((await call('GET', '/api/users/me/events', { token })).body).toEqual([]);
  });

  it('answers 409 "Event is full" for a full event; the waitlist gives {position} and promotes on leave', async () => {
    const event = await createAdminEvent({ maxParticipants: 1 });
    const first = await registerMember();
    const second = await registerMember();
    const third = await registerMember();
    expect((await call('POST', `/api/events/${event.id}/join`, { token: first.accessToken })).status).toBe(200);

    const full = await call('POST', `/api/events/${event.id}/join`, { token: second.accessToken });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ detail: 'Event is full' });

    const waiting = await call('POST', `/api/events/${event.id}/waitlist`, { token: second.accessToken });
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual({ position: 1 });
    const next = await call('POST', `/api/events/${event.id}/waitlist`, { token: third.accessToken });
    expect(next.body).toEqual({ position: 2 });

    expect((await call('DELETE', `/api/events/${event.id}/leave`, { token: first.accessToken })).status).toBe(200);
    expect((await call('GET', `/api/events/${event.id}/is-joined`, { token: second.accessToken })).body).toEqual({ is_joined: true });
    const listed = await call('GET', '/api/users/me/events', { token: second.accessToken });
    expect(listed.body).toEqual([expect.objectContaining({ id: event.id, current_participants: 1, waitlist_count: 1, is_waitlisted: false })]);
  });

  it('answers 404 for unknown events and 422 for malformed ids, never 5xx', async () => {
    const member = await registerMember();
    const token = member.accessToken;
    const unknown = randomUUID();
    for (const [method, path] of [
      ['POST', `/api/events/${unknown}/join`],
      ['DELETE', `/api/events/${unknown}/leave`],
      ['GET', `/api/events/${unknown}/is-joined`],
      ['POST', `/api/events/${unknown}/waitlist`],
    ] as const) {
      const res = await call(method, path, { token });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body).toEqual({ detail: 'Event not found' });
      const malformed = await call(method, path.replace(unknown, 'not-a-uuid'), { token });
      expect(malformed.status, `${method} ${path} malformed`).toBe(422);
      expect(malformed.body.detail).toEqual([expect.objectContaining({ type: 'uuid_parsing', loc: ['path', 'id'] })]);
    }
    expect((await call('POST', `/api/events/${unknown}/join`)).status).toBe(401);
  });
});

describe('PUT and DELETE /api/events/{id} (admin)', () => {
  it('lets an admin edit an event; members get 403; unknown 404; malformed 422; a limit below the joined 422', async () => {
    const event = await createAdminEvent({ maxParticipants: 3 });
    const member = await registerMember();
    expect((await call('POST', `/api/events/${event.id}/join`, { token: member.accessToken })).status).toBe(200);
    const edit = { title: 'Renamed walk', description: 'Now longer', event_date: event.eventDate, duration_minutes: 90, location: 'Hill', max_participants: 4 };

    const res = await call('PUT', `/api/events/${event.id}`, { token: admin.accessToken, json: edit });
    expect(res.status).toBe(200);
    expectEventShape(res.body);
    expect(res.body).toMatchObject({ id: event.id, title: 'Renamed walk', duration_minutes: 90, max_participants: 4, current_participants: 1 });

    const denied = await call('PUT', `/api/events/${event.id}`, { token: member.accessToken, json: edit });
    expect(denied.status).toBe(403);
    const unknown = await call('PUT', `/api/events/${randomUUID()}`, { token: admin.accessToken, json: edit });
    expect(unknown.status).toBe(404);
    const malformed = await call('PUT', '/api/events/42', { token: admin.accessToken, json: edit });
    expect(malformed.status).toBe(422);
    const tooSmall = await call('PUT', `/api/events/${event.id}`, { token: admin.accessToken, json: { ...edit, max_participants: 1, duration_minutes: 0 } });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc: ['body', 'duration_minutes'] })]));
  });

  it('lets an admin cancel an event (status "cancelled"); joining it then is 409; members get 403', async () => {
    const event = await createAdminEvent();
    const member = await registerMember();
    const denied = await call('DELETE', `/api/events/${event.id}`, { token: member.accessToken });
    expect(denied.status).toBe(403);

    const res = await call('DELETE', `/api/events/${event.id}`, { token: admin.accessToken });
    expect(res.status).toBe(200);
    expectEventShape(res.body);
    expect(res.body).toMatchObject({ id: event.id, status: 'cancelled' });

    const join = await call('POST', `/api/events/${event.id}/join`, { token: member.accessToken });
    expect(join.status).toBe(409);
    expect(typeof join.body.detail).toBe('string');
    expect((await call('DELETE', `/api/events/${randomUUID()}`, { token: admin.accessToken })).status).toBe(404);
    expect((await call('DELETE', '/api/events/nope', { token: admin.accessToken })).status).toBe(422);
  });
});
