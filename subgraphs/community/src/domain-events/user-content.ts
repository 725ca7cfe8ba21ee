import type { EntityManager } from '@momstride/kit';

/**
 * Removes everything community holds about a deleted user (the kit's deleted-user handling calls it in the
 * transaction that records her removal; deleting twice finds nothing more to remove).
 */
export async function removeUserContent(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute('delete from posts where author_id = ?', [userId], 'run');
  await tem.execute('delete from endorsements where endorser_id = ? or endorsee_id = ?', [userId, userId], 'run');
  await tem.execute('delete from badge_awards where user_id = ?', [userId], 'run');
  await tem.execute('delete from followed_members where follower_id = ? or followee_id = ?', [userId, userId], 'run');
  await tem.execute('delete from members where user_id = ?', [userId], 'run');
}
