import { badUserInput, isUuid, notFound, recordDomainEvent, toSnapshots, unauthenticated } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withTransactionRetry } from '../../db-retry.js';
import type { Page } from '@momstride/kit';
import { User } from '../users/user.entity.js';
import { USER_NOT_FOUND } from '../users/user.service.js';

export const CANNOT_FOLLOW_YOURSELF = 'You cannot follow yourself';

export interface FollowResult {
  isFollowing: boolean;
  user: User;
  viewer: User;
}

/**
 * Follows (`follow: true`) or unfollows `targetId`; idempotent. In ONE transaction: both user rows are
 * locked in id order (no deadlocks between opposite toggles), the edge is inserted/deleted with
 * ON CONFLICT DO NOTHING / RETURNING, and only when a row really changed are the two counters moved by
 * atomic increments. So the counters always equal the rows, whatever the concurrency.
 * A new follow records `user.followed` in the outbox in the same transaction.
 */
export async function setFollowing(
  em: EntityManager,
  viewerId: string,
  targetId: string,
  follow: boolean,
): Promise<FollowResult> {
  if (!isUuid(targetId)) throw notFound(USER_NOT_FOUND);
  if (!isUuid(viewerId)) throw unauthenticated();
  if (viewerId === targetId && follow) throw badUserInput(CANNOT_FOLLOW_YOURSELF);
  if (viewerId !== targetId) {
    await withTransactionRetry(() =>
      em.transactional(async (tem) => {
        const locked = await tem.execute<Array<{ id: string }>>(
          'select id from users where id in (?, ?) order by id for no key update',
          [viewerId, targetId],
        );
        if (!locked.some((row) => row.id === viewerId)) throw unauthenticated();
        if (!locked.some((row) => row.id === targetId)) throw notFound(USER_NOT_FOUND);
        const rows = follow
          ? await tem.execute<unknown[]>(
              'insert into follows (follower_id, followee_id, created_at) values (?, ?, now()) on conflict do nothing returning follower_id',
              [viewerId, targetId],
            )
          : await tem.execute<unknown[]>('delete from follows where follower_id = ? and followee_id = ? returning follower_id', [
              viewerId,
              targetId,
            ]);
        if (rows.length === 0) return;
        const step = follow ? 1 : -1;
        await tem.execute('update users set following_count = following_count + ? where id = ?', [step, viewerId]);
        await tem.execute('update users set followers_count = followers_count + ? where id = ?', [step, targetId]);
        if (follow) await recordDomainEvent(tem, 'user.followed', { followerId: viewerId, followeeId: targetId });
      }),
    );
  }
  const users = await em.find(User, { id: { $in: [viewerId, targetId] } }, { refresh: true });
  const user = users.find((candidate) => candidate.id === targetId);
  const viewer = users.find((candidate) => candidate.id === viewerId);
  if (!viewer) throw unauthenticated();
  if (!user) throw notFound(USER_NOT_FOUND);
  return { isFollowing: follow && viewerId !== targetId, user, viewer };
}

/** Does `viewerId` follow `targetId`? (false for unknown ids) */
export async function isFollowing(em: EntityManager, viewerId: string, targetId: string): Promise<boolean> {
  if (!isUuid(viewerId) || !isUuid(targetId)) return false;
  const rows = await em.execute('select 1 from follows where follower_id = ? and followee_id = ?', [viewerId, targetId]);
  return rows.length > 0;
}

/** Page size of the followers / following lists: the default and the most one request gets. */
export const FOLLOWS_DEFAULT_LIMIT = 50;
export const FOLLOWS_MAX_LIMIT = 100;

// Along follows_followee_id_created_at_index / the primary key (follower_id first); one page, never the whole list.
const LIST_SQL = {
  followers: `select u.* from follows f join users u on u.id = f.follower_id
               where f.followee_id = ? order by f.created_at desc, u.id limit ? offset ?`,
  following: `select u.* from follows f join users u on u.id = f.followee_id
               where f.follower_id = ? order by f.created_at desc, u.id limit ? offset ?`,
} as const;

/**
 * One page of who follows `userId` (`followers`) or whom she follows (`following`), newest follow first
 * (read-only snapshots). The page is bounded by the caller (boundedPage).
 */
export async function listFollows(em: EntityManager, userId: string, direction: keyof typeof LIST_SQL, page: Page): Promise<User[]> {
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  const [exists] = await em.execute('select 1 from users where id = ?', [userId]);
  if (!exists) throw notFound(USER_NOT_FOUND);
  const rows = await em.execute<Array<Record<string, unknown>>>(LIST_SQL[direction], [userId, page.limit, page.offset]);
  return toSnapshots(em, User, rows);
}
