import type { EntityManager } from '@momstride/kit';

/**
 * Removes everything media-reviews holds about a deleted user (the kit's deleted-user handling calls it in the
 * transaction that records her removal): her helpful marks and likes (each review's and photo's count drops by hers),
 * her reviews (with their marks), the reviews of her as a member, her photos (with their likes; their files are
 * orphaned for the scheduled clean-up, after the commit) and the blocks she made or got. The kit drops her member row
 * (runSubgraph's `mirrors`).
 */
export async function removeUserContent(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute(
    `with gone as (delete from review_helpful where user_id = ? returning review_id)
     update reviews r set helpful_count = r.helpful_count - g.n from (select review_id, count(*) as n from gone group by review_id) g where r.id = g.review_id`,
    [userId],
    'run',
  );
  await tem.execute(`delete from reviews where reviewer_id = ? or (review_type = 'member' and target_id = ?)`, [userId, userId], 'run');
  await tem.execute(
    `with gone as (delete from photo_likes where user_id = ? returning photo_id)
     update photos p set likes_count = p.likes_count - g.n from (select photo_id, count(*) as n from gone group by photo_id) g where p.id = g.photo_id`,
    [userId],
    'run',
  );
  await tem.execute(
    `with gone as (delete from photos where uploader_id = ? returning image_url, thumbnail_url)
     insert into orphaned_media (url) select url from gone, unnest(array[image_url, thumbnail_url]) as url where url is not null on conflict do nothing`,
    [userId],
    'run',
  );
  await tem.execute('delete from member_blocks where blocker_id = ? or blocked_id = ?', [userId, userId], 'run');
}
