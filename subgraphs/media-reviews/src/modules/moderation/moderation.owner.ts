import { moderationRoutes, type MikroORM, type ModerationOwner } from '@momstride/kit';

/**
 * Media-reviews as the owner of reported photos and reviews (docs/contracts.md, "Moderation"): a member sees every
 * ready photo that is not hidden (and her own) and every review that is not hidden; hiding one takes it out of every
 * read (lists, likes and helpful marks, ratings).
 */
export const mediaReviewsModeration: ModerationOwner = {
  kinds: ['photo', 'review'],
  async authorOf(em, kind, id, viewerId) {
    const [row] =
      kind === 'photo'
        ? await em.execute<Array<{ author_id: string }>>(
            `select uploader_id as author_id from photos where id = ? and hidden_at is null and (status = 'ready' or uploader_id = ?)`,
            [id, viewerId],
          )
        : await em.execute<Array<{ author_id: string }>>('select reviewer_id as author_id from reviews where id = ? and hidden_at is null', [id]);
    return row?.author_id ?? null;
  },
  async setHidden(em, kind, id, hidden) {
    const [table, author] = kind === 'photo' ? ['photos', 'uploader_id'] : ['reviews', 'reviewer_id'];
    const [row] = await em.execute<Array<{ author_id: string }>>(
      `update ${table} set hidden_at = case when ? then coalesce(hidden_at, clock_timestamp()) end where id = ? returning ${author} as author_id`,
      [hidden, id],
    );
    return row?.author_id ?? null;
  },
};

export const mediaReviewsModerationRoutes = (orm: MikroORM) => moderationRoutes(orm, mediaReviewsModeration);
