import type { EntityManager } from '@momstride/kit';

/**
 * Removes everything community holds about a deleted user (the kit's deleted-user handling calls it in the
 * transaction that records her removal; deleting twice finds nothing more to remove).
 */
export async function removeUserContent(tem: EntityManager, userId: string): Promise<void> {
  // Her likes and participations leave the counters of what others shared exact; her own stories take their likes along.
  await tem.execute(
    `with gone as (delete from story_likes where user_id = ? returning story_id)
     update success_stories s set likes_count = s.likes_count - g.n from (select story_id, count(*) as n from gone group by story_id) g where s.id = g.story_id`,
    [userId],
    'run',
  );
  await tem.execute('delete from success_stories where author_id = ?', [userId], 'run');
  await tem.execute(
    `with gone as (delete from challenge_participants where user_id = ? returning challenge_id)
     update challenges c set participants_count = c.participants_count - 1 from gone g where c.id = g.challenge_id`,
    [userId],
    'run',
  );
  await tem.execute('delete from posts where author_id = ?', [userId], 'run');
  await tem.execute('delete from endorsements where endorser_id = ? or endorsee_id = ?', [userId, userId], 'run');
  await tem.execute('delete from badge_awards where user_id = ?', [userId], 'run');
  await tem.execute('delete from followed_members where follower_id = ? or followee_id = ?', [userId, userId], 'run');
  await tem.execute('delete from members where user_id = ?', [userId], 'run');
}
