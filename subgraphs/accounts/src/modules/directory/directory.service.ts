import { boundedPage, isUuid, toSnapshots } from '@momstride/kit';
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
  offset?: number | undefined;
  /** Also match the e-mail address (the admin list only: members never search by e-mail). */
  includeEmail?: boolean | undefined;
}

/** The WHERE clause (with its parameters) of a user search. */
function searchFilter(options: UserSearch): { where: string; params: unknown[] } {
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
    if (options.includeEmail) {
      conditions.push(`(${SEARCH_CONDITION} or "email" ilike ?)`);
      params.push(pattern, pattern, pattern, pattern);
    } else {
      conditions.push(SEARCH_CONDITION);
      params.push(pattern, pattern, pattern);
    }
  }
  return { where: conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '', params };
}

/**
 * Users matching the search, newest first with the id as tiebreaker (a unique order: consecutive offset pages neither
 * repeat nor skip a user while the list is unchanged; index users_created_at_id_index), as read-only snapshots; one
 * page when `limit` / `offset` are given.
 */
export async function searchUsers(em: EntityManager, options: UserSearch): Promise<User[]> {
  const { where, params } = searchFilter(options);
  let sql = `select * from "users"${where} order by "created_at" desc, "id" desc`;
  if (options.limit !== undefined) {
    sql += ' limit ?';
    params.push(options.limit);
  }
  if (options.offset !== undefined && options.offset > 0) {
    sql += ' offset ?';
    params.push(options.offset);
  }
  const rows = await em.execute<Array<Record<string, unknown>>>(sql, params);
  return toSnapshots(em, User, rows);
}

/** How many users match the search (limit and offset ignored). */
export async function countUsers(em: EntityManager, options: UserSearch): Promise<number> {
  const { where, params } = searchFilter(options);
  const [row] = await em.execute<Array<{ count: string | number }>>(`select count(*) as count from "users"${where}`, params);
  return Number(row?.count ?? 0);
}

/**
 * One page of the member directory (default 20 a page, at most 100): signed-in viewers, never listing the viewer
 * herself. `offset` skips members of the same search and category (docs/api.md, Pagination).
 */
export async function listDirectory(
  em: EntityManager,
  viewerId: string,
  filters: { search?: string | null; businessCategory?: BusinessCategory | null; limit: number; offset: number },
): Promise<User[]> {
  const page = boundedPage(filters.limit, filters.offset, DIRECTORY_MAX_LIMIT);
  return searchUsers(em, {
    search: filters.search,
    businessCategory: filters.businessCategory,
    excludeUserId: viewerId,
    ...page,
  });
}
