import { moderationRoutes, type EntityManager, type MikroORM, type ModerationOwner, type ReportSubjectKind } from '@momstride/kit';

/** The table of each kind community owns. */
const tables: Partial<Record<ReportSubjectKind, string>> = { post: 'posts', story: 'success_stories' };

/**
 * Community as the owner of reported posts and stories (docs/contracts.md, "Moderation"): any signed-in member sees
 * every post and story that is not hidden; hiding one takes it out of every read (a hidden post stops counting
 * toward her posts, as for the Featured Members order).
 */
export const communityModeration: ModerationOwner = {
  kinds: ['post', 'story'],
  async authorOf(em, kind, id) {
    const [row] = await em.execute<Array<{ author_id: string }>>(`select author_id from ${tables[kind]!} where id = ? and hidden_at is null`, [id]);
    return row?.author_id ?? null;
  },
  async setHidden(em: EntityManager, kind, id, hidden) {
    return em.transactional(async (tx) => {
      const [row] = await tx.execute<Array<{ author_id: string; changed: boolean }>>(
        `with old as (select id, hidden_at from ${tables[kind]!} where id = ? for update)
         update ${tables[kind]!} t set hidden_at = case when ? then coalesce(old.hidden_at, clock_timestamp()) end
           from old where t.id = old.id returning t.author_id, (old.hidden_at is null) = ? as changed`,
        [id, hidden, hidden],
      );
      if (!row) return null;
      if (kind === 'post' && row.changed) {
        await tx.execute('update members set posts_count = greatest(posts_count + ?, 0) where user_id = ?', [hidden ? -1 : 1, row.author_id], 'run');
      }
      return row.author_id;
    });
  },
};

export const communityModerationRoutes = (orm: MikroORM) => moderationRoutes(orm, communityModeration);
