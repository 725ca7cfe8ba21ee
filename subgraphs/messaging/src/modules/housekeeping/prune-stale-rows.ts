import type { EntityManager } from '@momstride/kit';
import { DELIVERIES_TABLE } from '../delivery/deliveries.js';
import { STREAM_EVENTS_TABLE } from '../stream/stream-log.js';

/** Stream events are kept a day: long enough for any reconnect to replay what it missed. */
export const STREAM_EVENT_RETENTION_HOURS = 24;
/** Read notifications are kept 90 days; unread ones until she reads them. */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;
/** Delivered mail and push deliveries are kept a week (what went out, for support). */
export const DELIVERY_RETENTION_DAYS = 7;

/** Deletes stream events, read notifications and delivered deliveries past their retention; answers how many stream events and notifications. */
export async function pruneStaleRows(em: EntityManager): Promise<{ streamEvents: number; notifications: number }> {
  const [events] = await em.execute<Array<{ n: number }>>(
    `with gone as (delete from "${STREAM_EVENTS_TABLE}" where created_at < now() - make_interval(hours => ?) returning 1) select count(*)::int as n from gone`,
    [STREAM_EVENT_RETENTION_HOURS],
  );
  const [notifications] = await em.execute<Array<{ n: number }>>(
    'with gone as (delete from notifications where read_at < now() - make_interval(days => ?) returning 1) select count(*)::int as n from gone',
    [READ_NOTIFICATION_RETENTION_DAYS],
  );
  await em.execute(`delete from "${DELIVERIES_TABLE}" where delivered_at < now() - make_interval(days => ?)`, [DELIVERY_RETENTION_DAYS], 'run');
  return { streamEvents: events?.n ?? 0, notifications: notifications?.n ?? 0 };
}
