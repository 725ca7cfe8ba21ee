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
 * hold the event's row lock, see lockEvent): each promoted member becomes a participant, gets an in-app notice
 * and an `event.waitlist_promoted` domain event (accounts mails her). Only while the event is upcoming. Returns
 * the event as it is now and the ids promoted.
 */
export async function promoteFromWaitlist(tem: EntityManager, event: Event): Promise<{ event: Event; promoted: string[] }> {
  const free = freePlaces(event);
  if (event.waitlistCount === 0 || free === 0 || eventStatus(event) !== EventStatus.upcoming) return { event, promoted: [] };
  const take = Math.min(free, event.waitlistCount);
  const moved = await tem.execute<Array<{ user_id: string }>>(
    `delete from event_waitlist w using (select user_id from event_waitlist where event_id = ? order by seq limit ?) line
     where w.event_id = ? and w.user_id = line.user_id returning w.user_id`,
    [event.id, take, event.id],
  );
  const userIds = moved.map((row) => row.user_id);
  if (userIds.length === 0) return { event, promoted: [] };
  const inserted = await tem.execute<Array<{ user_id: string }>>(
    `insert into event_participants (event_id, user_id, promoted_from_waitlist_at) select ?, u, now() from unnest(array[?]::uuid[]) as u
     on conflict do nothing returning user_id`,
    [event.id, userIds],
  );
  await tem.execute(
    'update events set participants_count = participants_count + ?, waitlist_count = waitlist_count - ?, updated_at = now() where id = ?',
    [inserted.length, userIds.length, event.id],
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
