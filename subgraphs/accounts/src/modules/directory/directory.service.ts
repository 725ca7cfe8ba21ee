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
  return toSnapshots(em, User, await searchRows(em, options));
}

/**
 * The rows of a user search; with `followedBy`, each row also says whether that member follows the user
 * (`followed_by_viewer`, one primary-key probe of follows per row of the page, in the same statement).
 */
async function searchRows(em: EntityManager, options: UserSearch & { followedBy?: string }): Promise<Array<Record<string, unknown>>> {
  const { where, params } = searchFilter(options);
  const followed = options.followedBy !== undefined && isUuid(options.followedBy);
  let sql = followed
    ? `select "users".*, exists(select 1 from "follows" where "follower_id" = ? and "followee_id" = "users"."id") as "followed_by_viewer" from "users"${where}`
    : `select * from "users"${where}`;
  if (followed) params.unshift(options.followedBy);
  sql += ' order by "created_at" desc, "id" desc';
  if (options.limit !== undefined) {
    sql += ' limit ?';
    params.push(options.limit);
  }
  if (options.offset !== undefined && options.offset > 0) {
    sql += ' offset ?';
    params.push(options.offset);
  }
  return em.execute<Array<Record<string, unknown>>>(sql, params);
}

/** How many users match the search (limit and offset ignored). */
export async function countUsers(em: EntityManager, options: UserSearch): Promise<number> {
  const { where, params } = searchFilter(options);
  const [row] = await em.execute<Array<{ count: string | number }>>(`select count(*) as count from "users"${where}`, params);
  return Number(row?.count ?? 0);
}

/** One page of the directory, and which of its members the viewer follows. */
export interface DirectoryPage {
  readonly users: User[];
  readonly followedByViewer: ReadonlySet<string>;
}

/**
 * One page of the member directory (default 20 a page, at most 100): signed-in viewers, never listing the viewer
 * herself. `offset` skips members of the same search and category (docs/api.md, Pagination). Whether she follows each
 * member comes in the same statement (the directory always shows it), not in a second query.
 */
export async function listDirectory(
  em: EntityManager,
  viewerId: string,
  filters: { search?: string | null; businessCategory?: BusinessCategory | null; limit: number; offset: number },
): Promise<DirectoryPage> {
  const page = boundedPage(filters.limit, filters.offset, DIRECTORY_MAX_LIMIT);
  const rows = await searchRows(em, {
    search: filters.search,
    businessCategory: filters.businessCategory,
    excludeUserId: viewerId,
    followedBy: viewerId,
    ...page,
  });
  const followedByViewer = new Set(rows.filter((row) => row.followed_by_viewer === true).map((row) => row.id as string));
  return { users: toSnapshots(em, User, rows), followedByViewer };
}
