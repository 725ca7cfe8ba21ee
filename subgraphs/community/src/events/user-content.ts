import type { EntityManager } from '@momstride/kit';

/**
 * Removes everything community holds about a deleted user and remembers the deletion (idempotent: deleting
 * twice finds nothing more to remove).
 */
export async function removeUserContent(em: EntityManager, userId: string): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute('insert into removed_users (user_id) values (?) on conflict (user_id) do nothing', [userId], 'run');
    await tx.execute('delete from posts where author_id = ?', [userId], 'run');
    await tx.execute('delete from endorsements where endorser_id = ? or endorsee_id = ?', [userId, userId], 'run');
    await tx.execute('delete from badge_awards where user_id = ?', [userId], 'run');
    await tx.execute('delete from followed_members where follower_id = ? or followee_id = ?', [userId, userId], 'run');
    await tx.execute('delete from members where user_id = ?', [userId], 'run');
  });
}

/** True when any of the ids belongs to a user accounts has deleted. */
export async function anyRemoved(em: EntityManager, userIds: readonly string[]): Promise<boolean> {
  const rows = await em.execute<Array<{ found: number }>>(
    `select 1 as found from removed_users where user_id in (${userIds.map(() => '?').join(', ')}) limit 1`,
    [...userIds],
  );
  return rows.length > 0;
}
