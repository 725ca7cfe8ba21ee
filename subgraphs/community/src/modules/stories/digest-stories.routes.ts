import { DIGEST_MAX_STORIES, DIGEST_STORIES_PATH, type DigestStory, type StartSubgraphOptions } from '@momstride/kit';
import type { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';

const query = z.object({ since: z.iso.datetime({ offset: true }) });

/**
 * `GET /internal/digest/stories?since=` for the weekly digest (kit digest-sources.ts): the 3 stories shared since
 * `since` with the most likes, newest first among equals. Accounts' internal token only.
 */
export const digestStoriesRoutes =
  (orm: MikroORM): NonNullable<StartSubgraphOptions<unknown, object>['httpRoutes']> =>
  (app, { requireInternalCaller }) => {
    app.get(DIGEST_STORIES_PATH, requireInternalCaller(['accounts']), async (req, res, next) => {
      try {
        const parsed = query.safeParse(req.query);
        if (!parsed.success) {
          res.status(400).json({ error: 'since (ISO-8601) is required' });
          return;
        }
        const rows = await orm.em.fork().execute<Array<{ id: string; title: string; likes_count: number }>>(
          'select id, title, likes_count from success_stories where created_at >= ? order by likes_count desc, created_at desc, id limit ?',
          [new Date(parsed.data.since), DIGEST_MAX_STORIES],
        );
        const stories: DigestStory[] = rows.map((row) => ({ id: row.id, title: row.title, likes: Number(row.likes_count) }));
        res.set('cache-control', 'no-store').json({ stories });
      } catch (error) {
        next(error);
      }
    });
  };
