import { recordDomainEvent, type EntityManager } from '@momstride/kit';
import type { Event } from './event.entity.js';
import { EventNoticeKind } from './event-notice.entity.js';
import { EventStatus, eventStatus } from './event-status.js';
import { reloadEvent } from './event-lock.js';

/** Places still free (Infinity when unlimited). */
export const freePlaces = (event: Event): number =>
  event.maxParticipants === null ? Number.POSITIVE_INFINITY : Math.max(event.maxParticipants - event.currentParticipants, 0);

/** Records an in-app notice for each user about the event. */
export async function addNotices(tem: EntityManager, userIds: readonly string[], eventId: string, kind: EventNoticeKind): Promise<void> {
  if (userIds.length === 0) return;
  await tem.execute(
    `insert into event_notices (id, user_id, event_id, kind) select gen_random_uuid(), u, ?, ? from unnest(array[?]::uuid[]) as u`,
    [eventId, kind, userIds],
    'run',
  );
}

/**
 * Fills the event's free places from its waitlist, first in line first, in the caller's transaction (which must
 * hold the event's row lock, see lockEvent): a waiting member's whole party (she and her guests) gets places, or she
 * keeps her place at the head of the line and nobody passes her (docs/product.md, Guests). Each promoted member
 * becomes a participant, gets an in-app notice and an `event.waitlist_promoted` domain event (accounts mails her).
 * Only while the event is upcoming. Returns the event as it is now and the ids promoted.
 */
export async function promoteFromWaitlist(tem: EntityManager, event: Event): Promise<{ event: Event; promoted: string[] }> {
  let free = freePlaces(event);
  if (event.waitlistCount === 0 || free === 0 || eventStatus(event) !== EventStatus.upcoming) return { event, promoted: [] };
  const line = await tem.execute<Array<{ user_id: string; guests: number }>>(
    'select user_id, guests from event_waitlist where event_id = ? order by seq limit ?',
    [event.id, Math.min(event.waitlistCount, Number.isFinite(free) ? free : event.waitlistCount)],
  );
  const parties: Array<{ user_id: string; guests: number }> = [];
  for (const party of line) {
    if (1 + party.guests > free) break;
    parties.push(party);
    free -= 1 + party.guests;
  }
  if (parties.length === 0) return { event, promoted: [] };
  const userIds = parties.map((party) => party.user_id);
  await tem.execute('delete from event_waitlist where event_id = ? and user_id = any(array[?]::uuid[])', [event.id, userIds], 'run');
  const inserted = await tem.execute<Array<{ user_id: string; guests: number }>>(
    `insert into event_participants (event_id, user_id, guests, promoted_from_waitlist_at)
     select ?, party.user_id, party.guests, now() from unnest(array[?]::uuid[], array[?]::int[]) as party(user_id, guests)
     on conflict do nothing returning user_id, guests`,
    [event.id, userIds, parties.map((party) => party.guests)],
  );
  const places = inserted.reduce((sum, row) => sum + 1 + row.guests, 0);
  await tem.execute(
    'update events set participants_count = participants_count + ?, waitlist_count = waitlist_count - ?, updated_at = now() where id = ?',
    [places, userIds.length, event.id],
    'run',
  );
  const promoted = inserted.map((row) => row.user_id);
  await addNotices(tem, promoted, event.id, EventNoticeKind.waitlist_promoted);
  for (const userId of promoted) {
    await recordDomainEvent(tem, 'event.waitlist_promoted', {
      userId,
      eventId: event.id,
      title: event.title,
      startsAt: event.eventDate.toISOString(),
    });
  }
  return { event: await reloadEvent(tem, event.id), promoted };
}
