import { DIGEST_DAYS, DIGEST_MAX_WALKS, DIGEST_WALKS_PATH, digestSourceRoute, type DigestWalk } from '@momstride/kit';
import type { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';

/**
 * `GET /internal/digest/walks?userId=&from=` for her weekly digest (kit digest-sources.ts): the walks she holds a place
 * on in the 7 days from `from`, not cancelled, soonest first. Accounts' internal token only.
 */
export const digestWalksRoutes = (orm: MikroORM) =>
  digestSourceRoute(DIGEST_WALKS_PATH, z.object({ userId: z.uuid(), from: z.iso.datetime({ offset: true }) }), 'userId (uuid) and from (ISO-8601) are required', async ({ userId, from }) => {
    const start = new Date(from);
    const rows = await orm.em.fork().execute<Array<{ id: string; title: string; starts_at: Date; location: string | null }>>(
      `select e.id, e.title, e.starts_at, e.location from event_participants p join events e on e.id = p.event_id
        where p.user_id = ? and e.cancelled_at is null and e.starts_at >= ? and e.starts_at < ?
        order by e.starts_at, e.id limit ?`,
      [userId, start, new Date(start.getTime() + DIGEST_DAYS * 86_400_000), DIGEST_MAX_WALKS],
    );
    const walks: DigestWalk[] = rows.map((row) => ({ id: row.id, title: row.title, startsAt: new Date(row.starts_at).toISOString(), location: row.location }));
    return { walks };
  });
