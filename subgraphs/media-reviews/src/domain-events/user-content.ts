import type { EntityManager } from '@momstride/kit';

/**
 * Removes everything media-reviews holds about a deleted user (the kit's deleted-user handling calls it in the
 * transaction that records her removal): her helpful marks (each review's count drops by hers), her reviews (with
 * their marks), the reviews of her as a member, and her member row.
 */
export async function removeUserContent(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute(
    `with gone as (delete from review_helpful where user_id = ? returning review_id)
     update reviews r set helpful_count = r.helpful_count - g.n from (select review_id, count(*) as n from gone group by review_id) g where r.id = g.review_id`,
    [userId],
    'run',
  );
  await tem.execute(`delete from reviews where reviewer_id = ? or (review_type = 'member' and target_id = ?)`, [userId, userId], 'run');
  await tem.execute('delete from members where user_id = ?', [userId], 'run');
}
