import { isUuid, type EntityManager } from '@momstride/kit';

/** Records a member (idempotent). */
export async function addMember(em: EntityManager, userId: string, joinedAt: Date = new Date()): Promise<void> {
  await em.execute('insert into members (user_id, joined_at) values (?, ?) on conflict (user_id) do nothing', [userId, joinedAt], 'run');
}

/** True when media-reviews knows the member (a malformed id is no member). */
export async function isMember(em: EntityManager, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  return (await em.execute<unknown[]>('select 1 from members where user_id = ?', [userId])).length > 0;
}
