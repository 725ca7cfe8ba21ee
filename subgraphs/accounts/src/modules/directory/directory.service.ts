import { badUserInput, isUuid, toSnapshots } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.js';
import type { BusinessCategory } from '../users/user.enums.js';

export const DIRECTORY_DEFAULT_LIMIT = 20;
export const DIRECTORY_MAX_LIMIT = 100;
const SEARCH_MAX_LENGTH = 100;

/**
 * Case-insensitive substring match on the full name, business name and business description. The
 * expressions are exactly those of the pg_trgm GIN indexes (migration Migration20261201090000).
 */
const SEARCH_CONDITION = `(("first_name" || ' ' || "last_name") ilike ? or "business_name" ilike ? or "business_description" ilike ?)`;

/** `%term%` with LIKE wildcards in the term taken literally. */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export interface UserSearch {
  search?: string | null | undefined;
  businessCategory?: BusinessCategory | null | undefined;
  excludeUserId?: string | undefined;
  limit?: number | undefined;
}

/** Users matching the search, newest first (read-only snapshots). */
export async function searchUsers(em: EntityManager, options: UserSearch): Promise<User[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (options.excludeUserId && isUuid(options.excludeUserId)) {
    conditions.push('"id" <> ?');
    params.push(options.excludeUserId);
  }
  if (options.businessCategory) {
    conditions.push('"business_category" = ?');
    params.push(options.businessCategory);
  }
  const term = options.search?.trim().slice(0, SEARCH_MAX_LENGTH) ?? '';
  if (term !== '') {
    const pattern = likePattern(term);
    conditions.push(SEARCH_CONDITION);
    params.push(pattern, pattern, pattern);
  }
  let sql = `select * from "users"${conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''} order by "created_at" desc, "id" desc`;
  if (options.limit !== undefined) {
    sql += ' limit ?';
    params.push(options.limit);
  }
  const rows = await em.execute<Array<Record<string, unknown>>>(sql, params);
  return toSnapshots(em, User, rows);
}

/** The member directory (spec: page size 20): signed-in viewers, never listing the viewer herself. */
export async function listDirectory(
  em: EntityManager,
  viewerId: string,
  filters: { search?: string | null; businessCategory?: BusinessCategory | null; limit: number },
): Promise<User[]> {
  if (!Number.isInteger(filters.limit) || filters.limit < 1)
    throw badUserInput('Limit must be at least 1', [{ field: 'limit', message: 'Limit must be at least 1' }]);
  return searchUsers(em, {
    search: filters.search,
    businessCategory: filters.businessCategory,
    excludeUserId: viewerId,
    limit: Math.min(filters.limit, DIRECTORY_MAX_LIMIT),
  });
}
