import { isUuid, notFound, toSnapshots, type EntityManager } from '@momstride/kit';
import { Event } from './event.entity.js';
import { EVENT_NOT_FOUND } from './event-status.js';

/**
 * The event's row, locked (`select … for update`) until the transaction ends: every change to its participants,
 * waitlist and counters holds this lock, so concurrent joins are applied one after another against the current
 * count and the counters stay exact. NOT_FOUND for an unknown (or malformed) id.
 */
export async function lockEvent(tem: EntityManager, eventId: string): Promise<Event> {
  if (!isUuid(eventId)) throw notFound(EVENT_NOT_FOUND);
  const rows = await tem.execute<Array<Record<string, unknown>>>('select * from events where id = ? for update', [eventId]);
  const [event] = toSnapshots(tem, Event, rows);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** Re-reads the (locked) event after a change in the same transaction. */
export async function reloadEvent(tem: EntityManager, eventId: string): Promise<Event> {
  const rows = await tem.execute<Array<Record<string, unknown>>>('select * from events where id = ?', [eventId]);
  return toSnapshots(tem, Event, rows)[0]!;
}
