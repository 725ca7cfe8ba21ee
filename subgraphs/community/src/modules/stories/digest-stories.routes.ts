import { DIGEST_MAX_STORIES, DIGEST_STORIES_PATH, digestSourceRoute, type DigestStory } from '@momstride/kit';
import type { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';

/**
 * `GET /internal/digest/stories?since=` for the weekly digest (kit digest-sources.ts): the 3 stories shared since
 * `since` with the most likes, newest first among equals. Accounts' internal token only.
 */
export const digestStoriesRoutes = (orm: MikroORM) =>
  digestSourceRoute(DIGEST_STORIES_PATH, z.object({ since: z.iso.datetime({ offset: true }) }), 'since (ISO-8601) is required', async ({ since }) => {
    const rows = await orm.em.fork().execute<Array<{ id: string; title: string; likes_count: number }>>(
      'select id, title, likes_count from success_stories where created_at >= ? and hidden_at is null order by likes_count desc, created_at desc, id limit ?',
      [new Date(since), DIGEST_MAX_STORIES],
    );
    const stories: DigestStory[] = rows.map((row) => ({ id: row.id, title: row.title, likes: Number(row.likes_count) }));
    return { stories };
  });
