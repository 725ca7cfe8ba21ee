import type { EntityManager } from '@momstride/kit';

/**
 * How many upcoming events (not started, not cancelled) the member has joined: one COUNT, along her rows of
 * event_participants (event_participants_user_index) and each event's primary key.
 */
export async function upcomingEventCount(em: EntityManager, userId: string, now: Date = new Date()): Promise<number> {
  const [row] = await em.execute<Array<{ count: number }>>(
    `select count(*)::int as count from event_participants p join events e on e.id = p.event_id
     where p.user_id = ? and e.cancelled_at is null and e.starts_at > ?`,
    [userId, now],
  );
  return row?.count ?? 0;
}
