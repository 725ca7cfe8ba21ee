import { isUuid, type EntityManager } from '@momstride/kit';
import { userReference } from '../users/user.type.js';
import type { EventParticipant, EventWaitlistEntry } from './attendee.types.js';

/** At most this many participants (and as many waitlisted members) are listed per event. */
export const ATTENDEES_MAX_LIST = 500;

type Rows<T> = Array<T & { event_id: string; user_id: string }>;

/** Groups rows by event, in the order given, for the requested ids. */
function byEvent<T, R>(ids: readonly string[], rows: Rows<T>, map: (row: Rows<T>[number]) => R): R[][] {
  const groups = new Map<string, R[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(row.event_id)?.push(map(row));
  return ids.map((id) => groups.get(id) ?? []);
}

/** Each event's participants in join order (at most ATTENDEES_MAX_LIST each): one query for N events. */
export async function participantsOf(em: EntityManager, eventIds: readonly string[]): Promise<EventParticipant[][]> {
  const ids = eventIds.filter(isUuid);
  const rows = ids.length
    ? await em.execute<Rows<{ guests: number; joined_at: Date; promoted_from_waitlist_at: Date | null }>>(
        `select event_id, user_id, guests, joined_at, promoted_from_waitlist_at from (
           select p.*, row_number() over (partition by event_id order by joined_at, user_id) as n
           from event_participants p where event_id = any(array[?]::uuid[])
         ) ranked where n <= ? order by event_id, n`,
        [ids, ATTENDEES_MAX_LIST],
      )
    : [];
  return byEvent(eventIds, rows, (row) => ({
    user: userReference(row.user_id),
    guests: row.guests,
    joinedAt: new Date(row.joined_at),
    promotedFromWaitlistAt: row.promoted_from_waitlist_at ? new Date(row.promoted_from_waitlist_at) : null,
  }));
}

/** Each event's waitlist, first in line first (at most ATTENDEES_MAX_LIST each): one query for N events. */
export async function waitlistsOf(em: EntityManager, eventIds: readonly string[]): Promise<EventWaitlistEntry[][]> {
  const ids = eventIds.filter(isUuid);
  const rows = ids.length
    ? await em.execute<Rows<{ guests: number; joined_at: Date; position: string | number }>>(
        `select event_id, user_id, guests, joined_at, position from (
           select w.*, row_number() over (partition by event_id order by seq) as position
           from event_waitlist w where event_id = any(array[?]::uuid[])
         ) ranked where position <= ? order by event_id, position`,
        [ids, ATTENDEES_MAX_LIST],
      )
    : [];
  return byEvent(eventIds, rows, (row) => ({
    position: Number(row.position),
    user: userReference(row.user_id),
    guests: row.guests,
    joinedAt: new Date(row.joined_at),
  }));
}
