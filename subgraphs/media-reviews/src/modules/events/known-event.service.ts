import { isUuid, type EntityManager } from '@momstride/kit';

/** Records an event (idempotent). */
export async function addKnownEvent(em: EntityManager, eventId: string): Promise<void> {
  await em.execute('insert into known_events (event_id) values (?) on conflict (event_id) do nothing', [eventId], 'run');
}

/** True when media-reviews knows the event. */
export async function isKnownEvent(em: EntityManager, eventId: string): Promise<boolean> {
  if (!isUuid(eventId)) return false;
  return (await em.execute<unknown[]>('select 1 from known_events where event_id = ?', [eventId])).length > 0;
}
