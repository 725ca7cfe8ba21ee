import { badUserInput, entityQuery, isUuid, type EntityManager } from '@momstride/kit';
import { Event } from './event.entity.js';
import { EventNotice } from './event-notice.entity.js';
import { EventStatus } from './event-status.js';

export const EVENTS_DEFAULT_LIMIT = 50;
export const EVENTS_MAX_LIMIT = 100;
export const NOTICES_MAX_LIMIT = 50;

/** A list size argument: 1..max (BAD_USER_INPUT otherwise). */
export function checkLimit(limit: number, max: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    const message = `limit must be between 1 and ${max}`;
    throw badUserInput(message, [{ field: 'limit', message }]);
  }
  return limit;
}

// Each along its partial index (migration): $1 is "now", $2 the limit.
const upcoming = entityQuery(Event, 'where "cancelled_at" is null and "starts_at" > $1 order by "starts_at", "id" limit $2');
const active = entityQuery(Event, 'where "cancelled_at" is null and "ends_at" > $1 and "starts_at" <= $1 order by "starts_at", "id" limit $2');
/** Upcoming and active: not cancelled and not yet over, soonest first. */
const current = entityQuery(Event, 'where "cancelled_at" is null and "ends_at" > $1 order by "starts_at", "id" limit $2');
const completed = entityQuery(Event, 'where "cancelled_at" is null and "ends_at" <= $1 order by "ends_at" desc, "starts_at" desc limit $2');
const cancelled = entityQuery(Event, 'where "cancelled_at" is not null order by "starts_at" desc, "id" limit $1');
/** Completed or cancelled, latest first. */
const past = entityQuery(Event, 'where ("cancelled_at" is not null or "ends_at" <= $1) order by "starts_at" desc, "id" limit $2');
const joinedBy = entityQuery(
  Event,
  'where "id" in (select "event_id" from "event_participants" where "user_id" = $1) order by "starts_at" desc, "id" limit $2',
);

/** Upcoming and active events first (soonest first), then completed and cancelled ones (latest first). */
const currentFirst = (events: readonly Event[], now: Date): Event[] => {
  const isCurrent = (event: Event) => event.cancelledAt === null && event.endsAt.getTime() > now.getTime();
  return [
    ...events.filter(isCurrent).sort((a, b) => a.eventDate.getTime() - b.eventDate.getTime()),
    ...events.filter((event) => !isCurrent(event)).sort((a, b) => b.eventDate.getTime() - a.eventDate.getTime()),
  ];
};

/**
 * Events by status (docs/product.md, States and transitions as computed at `now`), at most `limit`: upcoming and active soonest first, completed and
 * cancelled latest first; without a status every event, upcoming and active first.
 */
export async function listEvents(em: EntityManager, status: EventStatus | null, limit: number, now: Date = new Date()): Promise<Event[]> {
  switch (status) {
    case EventStatus.upcoming:
      return upcoming(em, [now, limit]);
    case EventStatus.active:
      return active(em, [now, limit]);
    case EventStatus.completed:
      return completed(em, [now, limit]);
    case EventStatus.cancelled:
      return cancelled(em, [limit]);
    default: {
      const first = await current(em, [now, limit]);
      if (first.length >= limit) return first;
      return [...first, ...(await past(em, [now, limit - first.length]))];
    }
  }
}

/** The events a member joined (every status), upcoming and active first, at most `limit`. */
export async function eventsJoinedBy(em: EntityManager, userId: string, limit: number, now: Date = new Date()): Promise<Event[]> {
  // A member joins few events; the newest `limit` by start, then ordered for display.
  return currentFirst(await joinedBy(em, [userId, limit]), now);
}

/** The guests the user brings to each of the events she takes part in (absent: she does not): one query for N events. */
export async function joinedEventGuests(em: EntityManager, userId: string, eventIds: readonly string[]): Promise<Map<string, number>> {
  const ids = eventIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await em.execute<Array<{ event_id: string; guests: number }>>(
    'select event_id, guests from event_participants where user_id = ? and event_id = any(array[?]::uuid[])',
    [userId, ids],
  );
  return new Map(rows.map((row) => [row.event_id, row.guests]));
}

/** The user's place in line (1 = next) on each event's waitlist she is on: one query for N events. */
export async function waitlistPositions(em: EntityManager, userId: string, eventIds: readonly string[]): Promise<Map<string, number>> {
  const ids = eventIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await em.execute<Array<{ event_id: string; position: string | number }>>(
    `select w.event_id, (select count(*) from event_waitlist a where a.event_id = w.event_id and a.seq <= w.seq) as position
     from event_waitlist w where w.user_id = ? and w.event_id = any(array[?]::uuid[])`,
    [userId, ids],
  );
  return new Map(rows.map((row) => [row.event_id, Number(row.position)]));
}

const noticesOf = entityQuery(EventNotice, 'where "user_id" = $1 order by "created_at" desc, "id" desc limit $2');
const unreadNoticesOf = entityQuery(EventNotice, 'where "user_id" = $1 and "read_at" is null order by "created_at" desc, "id" desc limit $2');

/** A member's event notices, newest first. */
export const eventNotices = (em: EntityManager, userId: string, unreadOnly: boolean, limit: number): Promise<EventNotice[]> =>
  (unreadOnly ? unreadNoticesOf : noticesOf)(em, [userId, limit]);

/** Marks the member's notices read (all of them, or the given ids); returns how many changed. */
export async function markNoticesRead(em: EntityManager, userId: string, ids: readonly string[] | null): Promise<number> {
  const valid = ids?.filter(isUuid);
  if (valid && valid.length === 0) return 0;
  const rows = valid
    ? await em.execute<unknown[]>(
        'update event_notices set read_at = now() where user_id = ? and read_at is null and id = any(array[?]::uuid[]) returning id',
        [userId, valid],
      )
    : await em.execute<unknown[]>('update event_notices set read_at = now() where user_id = ? and read_at is null returning id', [userId]);
  return rows.length;
}
