import { InvalidArgumentError, Option, type Command } from 'commander';
import { AdminUsersDocument, type AdminUserFragment, type BusinessCategory } from '../../gql/graphql.js';
import type { CliDeps, CommandContext } from '../../services/context.js';
import { contextFor, examples, withJsonOption } from '../command-kit.js';
import { adminRequest } from './admin-access.js';
import { BUSINESS_CATEGORIES, categoryLabel, userColumns } from './user-format.js';

/** Users per page by default, and the most the server gives in one page. */
export const USERS_PAGE_SIZE = 25;
export const USERS_MAX_PAGE_SIZE = 100;

export interface UsersListOptions {
  /** Sent to the server (`adminUsers(search)`). */
  search?: string;
  /** Filters the admin list on the client. */
  category?: BusinessCategory;
  /** 1-based page of the admin list (default 1). */
  page?: number;
  /** Users per page (default USERS_PAGE_SIZE, at most USERS_MAX_PAGE_SIZE). */
  limit?: number;
  /** Every page, one request of USERS_MAX_PAGE_SIZE at a time (for scripts). */
  all?: boolean;
}

export interface UsersListResult {
  /** Users the server counted for the search (before `--category`). */
  total: number;
  users: AdminUserFragment[];
}

/** A whole number of at least 1 for --page / --limit (else a usage error, exit code 2). */
function positiveInt(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError('Expected a whole number of at least 1.');
  return number;
}

function pageSizeOption(value: string): number {
  const number = positiveInt(value);
  if (number > USERS_MAX_PAGE_SIZE) throw new InvalidArgumentError(`At most ${USERS_MAX_PAGE_SIZE} users per page.`);
  return number;
}

/** One page (or with `all`, every page) of the users (admins only) matching `search` on the server, then narrowed to `category` here. */
export async function usersList(ctx: CommandContext, options: UsersListOptions): Promise<UsersListResult> {
  const search = options.search?.trim() || undefined;
  const limit = options.all ? USERS_MAX_PAGE_SIZE : Math.min(options.limit ?? USERS_PAGE_SIZE, USERS_MAX_PAGE_SIZE);
  const page = options.all ? 1 : (options.page ?? 1);
  const { total, fetched } = await ctx.out.task('Loading users...', async () => {
    const fetched: AdminUserFragment[] = [];
    let offset = (page - 1) * limit;
    for (;;) {
      const { adminUsers } = await adminRequest(ctx, AdminUsersDocument, { ...(search ? { search } : {}), limit, offset });
      fetched.push(...adminUsers.users);
      offset += limit;
      if (!options.all || adminUsers.users.length < limit || offset >= adminUsers.total) return { total: adminUsers.total, fetched };
    }
  });
  const users = options.category ? fetched.filter((user) => user.businessCategory === options.category) : fetched;
  await ctx.out.table({ rows: users, columns: userColumns(ctx.out.rich), empty: emptyMessage(options, total) });
  if (ctx.out.rich && (users.length > 0 || total > 0)) ctx.out.line(footer({ total, page, limit, fetched: fetched.length, shown: users.length, options }));
  return { total, users };
}

/** "26–50 of 137 users · page 2 of 6 · next: --page 3" under the table on a terminal. */
function footer({ total, page, limit, fetched, shown, options }: { total: number; page: number; limit: number; fetched: number; shown: number; options: UsersListOptions }): string {
  const noun = total === 1 ? 'user' : 'users';
  const filtered = options.category ? ` (${shown} in ${categoryLabel(options.category)})` : '';
  if (options.all || total <= limit) return `${fetched === total && !options.category ? `${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`}${options.all ? '' : filtered}`;
  const pages = Math.ceil(total / limit);
  const first = fetched === 0 ? 0 : (page - 1) * limit + 1;
  const range = fetched === 0 ? `No users on page ${page}` : `Users ${first}–${first + fetched - 1} of ${total}${filtered}`;
  const next = page < pages ? ` · next: --page ${page + 1}` : '';
  return `${range} · page ${Math.min(page, pages)} of ${pages}${next}`;
}

function emptyMessage(options: UsersListOptions, total: number): string {
  if (total > 0 && !options.category) return `No users on page ${options.page ?? 1} (${total} in all)`;
  const filters = [
    ...(options.search?.trim() ? [`matching "${options.search.trim()}"`] : []),
    ...(options.category ? [`in ${categoryLabel(options.category)}`] : []),
  ];
  return filters.length ? `No users found ${filters.join(' ')}` : 'No users found';
}

export function registerUsersList(users: Command, deps: CliDeps): void {
  withJsonOption(users.command('list'))
    .description('List users page by page (admins only), with the total count')
    .option('--search <text>', 'only users whose name, e-mail, business name or business description contains the text (searched on the server)')
    .option('--page <n>', 'which page of the list (default 1)', positiveInt)
    .option('--limit <n>', `users per page (default ${USERS_PAGE_SIZE}, at most ${USERS_MAX_PAGE_SIZE})`, pageSizeOption)
    .option('--all', `every page (fetched ${USERS_MAX_PAGE_SIZE} at a time), e.g. for scripts`)
    .addOption(
      new Option('--category <business_category>', 'only users of this business category').choices(
        BUSINESS_CATEGORIES.map((entry) => entry.value),
      ),
    )
    .addHelpText(
      'after',
      `
Lists members and admins from the admin user list (adminUsers), newest first, ${USERS_PAGE_SIZE} per page:
--page and --limit choose the page, --all fetches every page. --search is answered by the server;
--category then narrows the fetched users on your side, so the footer reads "Showing 3 of 12 users"
(12 users matched the search, 3 of them in the category). With more than one page the footer says
which users and page you see and how to get the next one ("Users 26–50 of 137 · page 2 of 6 · next: --page 3").

On a terminal: a table with name, email, business, category, role, followers/following, joined date and
flags (owner, pending admin request). Piped: one tab-separated line per user with the same columns and
the raw category value (e.g. fitness_wellness), no header. --json: a JSON array of users.
${examples([
  'momstride users list',
  'momstride users list --page 2',
  'momstride users list --search maya',
  'momstride users list --all --category fitness_wellness',
  'momstride users list --all --json | jq -r \'.[] | select(.role == "admin") | .email\'',
])}`,
    )
    .action(async (options: UsersListOptions, command: Command) => {
      await usersList(contextFor(command, deps), options);
    });
}
