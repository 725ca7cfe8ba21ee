import type { EntityManager } from '@momstride/kit';
import { Member } from './member.entity.js';

export const MEMBERS_MAX_LIMIT = 50;

/** Adds the member (once; a redelivered event changes nothing). */
export async function addMember(em: EntityManager, userId: string, joinedAt: Date, isFeatured = false): Promise<void> {
  await em.execute(
    'insert into members (user_id, joined_at, is_featured) values (?, ?, ?) on conflict (user_id) do nothing',
    [userId, joinedAt.toISOString(), isFeatured],
    'run',
  );
}

/** Ids of the newest members, newest first. */
export async function recentMemberIds(em: EntityManager, limit: number): Promise<string[]> {
  const members = await em.find(Member, {}, { orderBy: { joinedAt: 'desc', userId: 'asc' }, limit, fields: ['userId'] });
  return members.map((member) => member.userId);
}

/**
 * Ids for the Featured Members tab: members the team features first, then the most active (posts written plus
 * endorsements received, from the counters on the member row), then the newest. One walk along
 * members_featured_order_index that stops after `limit` rows: no posts or endorsements are read.
 */
export async function featuredMemberIds(em: EntityManager, limit: number): Promise<string[]> {
  const rows = await em.execute<Array<{ user_id: string }>>(
    `select user_id from members
      order by is_featured desc, (posts_count + endorsements_count) desc, joined_at desc, user_id
      limit ?`,
    [limit],
  );
  return rows.map((row) => row.user_id);
}

/** The featured members among `userIds`, in one query. */
export async function featuredFlags(em: EntityManager, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const members = await em.find(Member, { userId: { $in: [...userIds] }, isFeatured: true }, { fields: ['userId'] });
  return new Set(members.map((member) => member.userId));
}
