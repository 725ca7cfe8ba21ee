import { conflict, type EntityManager } from '@momstride/kit';
import type { Event } from './event.entity.js';
import { lockEvent, reloadEvent } from './event-lock.js';
import { EVENT_CANCELLED, EVENT_COMPLETED, EVENT_FULL, EVENT_STARTED, EventStatus, eventStatus } from './event-status.js';
import { freePlaces, promoteFromWaitlist } from './waitlist.js';

export const LEAVE_AFTER_START = 'You can only leave an event before it starts';
export const ALREADY_JOINED = 'You have already joined this event';
export const PLACES_LEFT = 'This event still has places: join it instead';

/** CONFLICT unless the event is upcoming (joining and leaving happen before the start). */
function refuseUnlessUpcoming(event: Event, startedMessage: string): void {
  const status = eventStatus(event);
  if (status === EventStatus.cancelled) throw conflict(EVENT_CANCELLED);
  if (status === EventStatus.completed) throw conflict(EVENT_COMPLETED);
  if (status === EventStatus.active) throw conflict(startedMessage);
}

const isParticipant = async (tem: EntityManager, eventId: string, userId: string): Promise<boolean> =>
  (await tem.execute('select 1 from event_participants where event_id = ? and user_id = ?', [eventId, userId])).length > 0;

/**
 * Joins the event. One transaction holding the event's row lock: the place is taken only while
 * participants_count < max_participants (CONFLICT "Event is full" otherwise), so simultaneous joins never overbook.
 * Joining again changes nothing; a member on the waitlist who gets a place leaves the waitlist.
 */
export function joinEvent(em: EntityManager, userId: string, eventId: string): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    refuseUnlessUpcoming(event, EVENT_STARTED);
    if (await isParticipant(tem, event.id, userId)) return event;
    if (freePlaces(event) === 0) throw conflict(EVENT_FULL);
    await tem.execute('insert into event_participants (event_id, user_id) values (?, ?)', [event.id, userId], 'run');
    const left = await tem.execute<unknown[]>('delete from event_waitlist where event_id = ? and user_id = ? returning user_id', [event.id, userId]);
    await tem.execute(
      'update events set participants_count = participants_count + 1, waitlist_count = waitlist_count - ?, updated_at = now() where id = ?',
      [left.length, event.id],
      'run',
    );
    return reloadEvent(tem, event.id);
  });
}

/**
 * Leaves the event while it is upcoming; not joined changes nothing. The freed place goes to the first member on
 * the waitlist in the same transaction.
 */
export function leaveEvent(em: EntityManager, userId: string, eventId: string): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    refuseUnlessUpcoming(event, LEAVE_AFTER_START);
    const removed = await tem.execute<unknown[]>('delete from event_participants where event_id = ? and user_id = ? returning user_id', [event.id, userId]);
    if (removed.length === 0) return event;
    await tem.execute('update events set participants_count = participants_count - 1, updated_at = now() where id = ?', [event.id], 'run');
    return (await promoteFromWaitlist(tem, await reloadEvent(tem, event.id))).event;
  });
}

/** Joins the waitlist of a full upcoming event (again: nothing changes). CONFLICT when joined or places are left. */
export function joinWaitlist(em: EntityManager, userId: string, eventId: string): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    refuseUnlessUpcoming(event, EVENT_STARTED);
    if (await isParticipant(tem, event.id, userId)) throw conflict(ALREADY_JOINED);
    if (freePlaces(event) > 0) throw conflict(PLACES_LEFT);
    const added = await tem.execute<unknown[]>(
      'insert into event_waitlist (event_id, user_id) values (?, ?) on conflict do nothing returning user_id',
      [event.id, userId],
    );
    if (added.length === 0) return event;
    await tem.execute('update events set waitlist_count = waitlist_count + 1, updated_at = now() where id = ?', [event.id], 'run');
    return reloadEvent(tem, event.id);
  });
}

/** Leaves the waitlist (not on it: nothing changes). */
export function leaveWaitlist(em: EntityManager, userId: string, eventId: string): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    const removed = await tem.execute<unknown[]>('delete from event_waitlist where event_id = ? and user_id = ? returning user_id', [event.id, userId]);
    if (removed.length === 0) return event;
    await tem.execute('update events set waitlist_count = waitlist_count - 1, updated_at = now() where id = ?', [event.id], 'run');
    return reloadEvent(tem, event.id);
  });
}
