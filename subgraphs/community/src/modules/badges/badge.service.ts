import { randomUUID } from 'node:crypto';
import { isUuid, type EntityManager } from '@momstride/kit';
import { BadgeAward } from './badge-award.entity.js';
import { BadgeKind, CONNECTOR_FOLLOWS } from './badge-kind.js';

/** Awards each kind unless the member already has it (idempotent: ON CONFLICT DO NOTHING), in one statement. */
export async function awardBadges(em: EntityManager, userId: string, kinds: readonly BadgeKind[], awardedAt: Date = new Date()): Promise<void> {
  if (kinds.length === 0) return;
  const values = kinds.map(() => '(?, ?, ?, ?)').join(', ');
  await em.execute(
    `insert into badge_awards (id, user_id, kind, awarded_at) values ${values} on conflict (user_id, kind) do nothing`,
    kinds.flatMap((kind) => [randomUUID(), userId, kind, awardedAt.toISOString()]),
    'run',
  );
}

/** A member's badges, newest first. */
export const badgesOf = async (em: EntityManager, userId: string): Promise<BadgeAward[]> =>
  isUuid(userId) ? em.find(BadgeAward, { userId }, { orderBy: { awardedAt: 'desc', id: 'desc' } }) : [];

/**
 * Records that `followerId` followed `followeeId` (once per pair, however often the event arrives) and awards
 * first_follow, and connector once she has followed enough different members.
 */
export async function recordFollow(em: EntityManager, followerId: string, followeeId: string): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute(
      'insert into followed_members (follower_id, followee_id) values (?, ?) on conflict (follower_id, followee_id) do nothing',
      [followerId, followeeId],
    );
    const [row] = await tx.execute<Array<{ count: string | number }>>(
      'select count(*) as count from followed_members where follower_id = ?',
      [followerId],
    );
    const follows = Number(row?.count ?? 0);
    await awardBadges(tx, followerId, [BadgeKind.first_follow, ...(follows >= CONNECTOR_FOLLOWS ? [BadgeKind.connector] : [])]);
  });
}
