import { Option, type Command } from 'commander';
import { AdminUsersDocument, type AdminUserFragment, type BusinessCategory } from '../../gql/graphql.js';
import type { CliDeps, CommandContext } from '../../services/context.js';
import { contextFor, examples, withJsonOption } from '../command-kit.js';
import { adminRequest } from './admin-access.js';
import { BUSINESS_CATEGORIES, categoryLabel, userColumns } from './user-format.js';

export interface UsersListOptions {
  /** Sent to the server (`adminUsers(search)`). */
  search?: string;
  /** Filters the admin list on the client. */
  category?: BusinessCategory;
}

export interface UsersListResult {
  /** Users the server counted for the search (before `--category`). */
  total: number;
  users: AdminUserFragment[];
}

/** Every user (admins only) matching `search` on the server, then narrowed to `category` here. */
export async function usersList(ctx: CommandContext, options: UsersListOptions): Promise<UsersListResult> {
  const search = options.search?.trim() || undefined;
  const { adminUsers } = await ctx.out.task('Loading users...', () =>
    adminRequest(ctx, AdminUsersDocument, search ? { search } : {}),
  );
  const users = options.category
    ? adminUsers.users.filter((user) => user.businessCategory === options.category)
    : adminUsers.users;
  const result = { total: adminUsers.total, users };
  await ctx.out.table({ rows: users, columns: userColumns(ctx.out.rich), empty: emptyMessage(options) });
  if (ctx.out.rich && users.length > 0) {
    ctx.out.line(
      users.length === adminUsers.total
        ? `${adminUsers.total} ${adminUsers.total === 1 ? 'user' : 'users'}`
        : `Showing ${users.length} of ${adminUsers.total} users`,
    );
  }
  return result;
}

function emptyMessage(options: UsersListOptions): string {
  const filters = [
    ...(options.search?.trim() ? [`matching "${options.search.trim()}"`] : []),
    ...(options.category ? [`in ${categoryLabel(options.category)}`] : []),
  ];
  return filters.length ? `No users found ${filters.join(' ')}` : 'No users found';
}

export function registerUsersList(users: Command, deps: CliDeps): void {
  withJsonOption(users.command('list'))
    .description('List every user (admins only), with the total count')
    .option('--search <text>', 'only users whose name, business name or business description contains the text (searched on the server)')
    .addOption(
      new Option('--category <business_category>', 'only users of this business category').choices(
        BUSINESS_CATEGORIES.map((entry) => entry.value),
      ),
    )
    .addHelpText(
      'after',
      `
Lists every member and admin from the admin user list (adminUsers), newest first.
--search is answered by the server; --category then narrows that list on your side, so the footer reads
"Showing 3 of 12 users" (12 users matched the search, 3 of them in the category).

On a terminal: a table with name, email, business, category, role, followers/following, joined date and
flags (owner, pending admin request). Piped: one tab-separated line per user with the same columns and
the raw category value (e.g. fitness_wellness), no header. --json: a JSON array of users.
${examples([
  'momstride users list',
  'momstride users list --search maya',
  'momstride users list --category fitness_wellness',
  'momstride users list --json | jq -r \'.[] | select(.role == "admin") | .email\'',
])}`,
    )
    .action(async (options: UsersListOptions, command: Command) => {
      await usersList(contextFor(command, deps), options);
    });
}
