import { badUserInput, conflict, type EntityManager } from '@momstride/kit';
import type { Event } from './event.entity.js';
import { lockEvent, reloadEvent } from './event-lock.js';
import { EVENT_CANCELLED, EVENT_COMPLETED, EVENT_FULL, EVENT_STARTED, EventStatus, eventStatus } from './event-status.js';
import { freePlaces, promoteFromWaitlist } from './waitlist.js';

export const LEAVE_AFTER_START = 'You can only leave an event before it starts';
export const ALREADY_JOINED = 'You have already joined this event';
export const PLACES_LEFT = 'This event still has places: join it instead';
export const NO_PLACES_FOR_GUESTS = 'Not enough places left for you and your guests: bring fewer guests or join the waitlist';
export const guestLimitMessage = (limit: number): string =>
  limit === 0 ? 'This walk takes no guests' : `You can bring at most ${limit} ${limit === 1 ? 'guest' : 'guests'} to this walk`;

/** CONFLICT unless the event is upcoming (joining and leaving happen before the start). */
export function refuseUnlessUpcoming(event: Event, startedMessage: string): void {
  const status = eventStatus(event);
  if (status === EventStatus.cancelled) throw conflict(EVENT_CANCELLED);
  if (status === EventStatus.completed) throw conflict(EVENT_COMPLETED);
  if (status === EventStatus.active) throw conflict(startedMessage);
}

/** BAD_USER_INPUT unless `guests` is a whole number from 0 to the walk's guest limit. */
export function checkGuests(event: Event, guests: number): void {
  if (!Number.isInteger(guests) || guests < 0 || guests > event.guestLimit) {
    const message = guestLimitMessage(event.guestLimit);
    throw badUserInput(message, [{ field: 'guests', message }]);
  }
}

/** Her guests on the event when she takes part; null when she does not. */
export const participantGuests = async (tem: EntityManager, eventId: string, userId: string): Promise<number | null> => {
  const rows = await tem.execute<Array<{ guests: number }>>('select guests from event_participants where event_id = ? and user_id = ?', [eventId, userId]);
  return rows[0]?.guests ?? null;
};

/**
 * In the caller's transaction, which holds the (upcoming) event's row lock: she takes part with `guests` guests, her
 * party taking 1 + guests places. Already there with other guests: the count changes when the places allow (fewer
 * guests free places for the waitlist); `wanted` null keeps her count (0 when new). CONFLICT when her party does not fit. She leaves the waitlist if she was on it.
 */
export async function takePlace(tem: EntityManager, event: Event, userId: string, wanted: number | null): Promise<Event> {
  const current = await participantGuests(tem, event.id, userId);
  const guests = wanted ?? current ?? 0;
  if (guests !== current) checkGuests(event, guests);
  if (current === guests) return event;
  if (current !== null) {
    const more = guests - current;
    if (more > freePlaces(event)) throw conflict(NO_PLACES_FOR_GUESTS);
    await tem.execute('update event_participants set guests = ? where event_id = ? and user_id = ?', [guests, event.id, userId], 'run');
    await tem.execute('update events set participants_count = participants_count + ?, updated_at = now() where id = ?', [more, event.id], 'run');
    return (await promoteFromWaitlist(tem, await reloadEvent(tem, event.id))).event;
  }
  const free = freePlaces(event);
  if (free === 0) throw conflict(EVENT_FULL);
  if (1 + guests > free) throw conflict(NO_PLACES_FOR_GUESTS);
  await tem.execute('insert into event_participants (event_id, user_id, guests) values (?, ?, ?)', [event.id, userId, guests], 'run');
  const left = await tem.execute<unknown[]>('delete from event_waitlist where event_id = ? and user_id = ? returning user_id', [event.id, userId]);
  await tem.execute(
    'update events set participants_count = participants_count + ?, waitlist_count = waitlist_count - ?, updated_at = now() where id = ?',
    [1 + guests, left.length, event.id],
    'run',
  );
  return reloadEvent(tem, event.id);
}

/**
 * In the caller's transaction holding the event's row lock: she waits for places for her party (1 + guests); on the
 * waitlist already, her guests are updated and her place in line kept. CONFLICT when she takes part or her party fits now.
 */
export async function waitForPlace(tem: EntityManager, event: Event, userId: string, wanted: number | null): Promise<Event> {
  const guests = wanted ?? 0;
  checkGuests(event, guests);
  if ((await participantGuests(tem, event.id, userId)) !== null) throw conflict(ALREADY_JOINED);
  if (freePlaces(event) >= 1 + guests) throw conflict(PLACES_LEFT);
  const updated = await tem.execute<unknown[]>('update event_waitlist set guests = ? where event_id = ? and user_id = ? returning user_id', [guests, event.id, userId]);
  if (updated.length > 0) return event;
  await tem.execute('insert into event_waitlist (event_id, user_id, guests) values (?, ?, ?)', [event.id, userId, guests], 'run');
  await tem.execute('update events set waitlist_count = waitlist_count + 1, updated_at = now() where id = ?', [event.id], 'run');
  return reloadEvent(tem, event.id);
}

/** In the caller's transaction holding the event's row lock: she gives up her party's places (not there: nothing changes); the waitlist moves up. */
export async function givePlaceUp(tem: EntityManager, event: Event, userId: string): Promise<Event> {
  const removed = await tem.execute<Array<{ guests: number }>>('delete from event_participants where event_id = ? and user_id = ? returning guests', [event.id, userId]);
  if (removed.length === 0) return event;
  await tem.execute('update events set participants_count = participants_count - ?, updated_at = now() where id = ?', [1 + removed[0]!.guests, event.id], 'run');
  return (await promoteFromWaitlist(tem, await reloadEvent(tem, event.id))).event;
}

/** In the caller's transaction holding the event's row lock: she leaves the waitlist (not on it: nothing changes). */
export async function stopWaiting(tem: EntityManager, event: Event, userId: string): Promise<Event> {
  const removed = await tem.execute<unknown[]>('delete from event_waitlist where event_id = ? and user_id = ? returning user_id', [event.id, userId]);
  if (removed.length === 0) return event;
  await tem.execute('update events set waitlist_count = waitlist_count - 1, updated_at = now() where id = ?', [event.id], 'run');
  return reloadEvent(tem, event.id);
}

/**
 * Joins the event with `guests` guests (0..its guest limit; null keeps hers, 0 when new). One transaction holding the event's row lock: places are
 * taken only while her whole party fits (CONFLICT "Event is full" otherwise), so simultaneous joins never overbook.
 * Joining again with the same guests changes nothing; with other guests it changes her count (see takePlace).
 */
export function joinEvent(em: EntityManager, userId: string, eventId: string, guests: number | null = null): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    refuseUnlessUpcoming(event, EVENT_STARTED);
    return takePlace(tem, event, userId, guests);
  });
}

/**
 * Leaves the event while it is upcoming; not joined changes nothing. The freed places go to the waitlist in the
 * same transaction.
 */
export function leaveEvent(em: EntityManager, userId: string, eventId: string): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    refuseUnlessUpcoming(event, LEAVE_AFTER_START);
    return givePlaceUp(tem, event, userId);
  });
}

/** Joins the waitlist of a full upcoming event with `guests` guests (again: her guests are updated). CONFLICT when joined or her party fits. */
export function joinWaitlist(em: EntityManager, userId: string, eventId: string, guests: number | null = null): Promise<Event> {
  return em.transactional(async (tem) => {
    const event = await lockEvent(tem, eventId);
    refuseUnlessUpcoming(event, EVENT_STARTED);
    return waitForPlace(tem, event, userId, guests);
  });
}

/** Leaves the waitlist (not on it: nothing changes). */
export function leaveWaitlist(em: EntityManager, userId: string, eventId: string): Promise<Event> {
  return em.transactional(async (tem) => stopWaiting(tem, await lockEvent(tem, eventId), userId));
}
