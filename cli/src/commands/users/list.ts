import { AdminUsersDocument, type AdminUserFragment, type BusinessCategory } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from './admin-access.js';
import { USERS_MAX_PAGE_SIZE, USERS_PAGE_SIZE } from './options.js';
import { categoryLabel, userColumns } from './user-format.js';

export { USERS_MAX_PAGE_SIZE, USERS_PAGE_SIZE } from './options.js';

export interface UsersListOptions {
  /** Sent to the server (`adminUsers(search)`). */
  search?: string;
  /** Sent to the server (`adminUsers(businessCategory)`): pages and the total count only this category. */
  category?: BusinessCategory;
  /** 1-based page of the admin list (default 1). */
  page?: number;
  /** Users per page (default USERS_PAGE_SIZE, at most USERS_MAX_PAGE_SIZE). */
  limit?: number;
  /** Every page, one request of USERS_MAX_PAGE_SIZE at a time (for scripts). */
  all?: boolean;
}

export interface UsersListResult {
  /** Users the server counted for the search and category. */
  total: number;
  users: AdminUserFragment[];
}

/** One page (or with `all`, every page) of the users (admins only) matching `search` and `category` on the server. */
export async function usersList(ctx: CommandContext, options: UsersListOptions): Promise<UsersListResult> {
  const search = options.search?.trim() || undefined;
  const filters = { ...(search ? { search } : {}), ...(options.category ? { businessCategory: options.category } : {}) };
  const limit = options.all ? USERS_MAX_PAGE_SIZE : Math.min(options.limit ?? USERS_PAGE_SIZE, USERS_MAX_PAGE_SIZE);
  const page = options.all ? 1 : (options.page ?? 1);
  const { total, fetched } = await ctx.out.task('Loading users...', async () => {
    const fetched: AdminUserFragment[] = [];
    let offset = (page - 1) * limit;
    for (;;) {
      const { adminUsers } = await adminRequest(ctx, AdminUsersDocument, { ...filters, limit, offset });
      fetched.push(...adminUsers.users);
      offset += limit;
      if (!options.all || adminUsers.users.length < limit || offset >= adminUsers.total) return { total: adminUsers.total, fetched };
    }
  });
  await ctx.out.table({ rows: fetched, columns: userColumns(ctx.out.rich), empty: emptyMessage(options, total) });
  if (ctx.out.rich && (fetched.length > 0 || total > 0)) ctx.out.line(footer({ total, page, limit, fetched: fetched.length, options }));
  return { total, users: fetched };
}

/** "26–50 of 137 users · page 2 of 6 · next: --page 3" under the table on a terminal. */
function footer({ total, page, limit, fetched, options }: { total: number; page: number; limit: number; fetched: number; options: UsersListOptions }): string {
  const noun = total === 1 ? 'user' : 'users';
  if (options.all || total <= limit) return fetched === total ? `${total} ${noun}` : `Showing ${fetched} of ${total} ${noun}`;
  const pages = Math.ceil(total / limit);
  const first = fetched === 0 ? 0 : (page - 1) * limit + 1;
  const range = fetched === 0 ? `No users on page ${page}` : `Users ${first}–${first + fetched - 1} of ${total}`;
  const next = page < pages ? ` · next: --page ${page + 1}` : '';
  return `${range} · page ${Math.min(page, pages)} of ${pages}${next}`;
}

function emptyMessage(options: UsersListOptions, total: number): string {
  if (total > 0) return `No users on page ${options.page ?? 1} (${total} in all)`;
  const filters = [
    ...(options.search?.trim() ? [`matching "${options.search.trim()}"`] : []),
    ...(options.category ? [`in ${categoryLabel(options.category)}`] : []),
  ];
  return filters.length ? `No users found ${filters.join(' ')}` : 'No users found';
}
