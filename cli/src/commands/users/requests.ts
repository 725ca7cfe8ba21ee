import type { Command } from 'commander';
import { PendingAdminRequestsDocument, type AdminUserFragment } from '../../gql/graphql.js';
import type { CliDeps, CommandContext } from '../../services/context.js';
import { contextFor, examples, withJsonOption } from '../command-kit.js';
import { adminRequest } from './admin-access.js';
import { userColumns } from './user-format.js';

/** Users who signed up as "Organization Admin" and wait for an admin to grant it (admins only). */
export async function usersRequests(ctx: CommandContext): Promise<AdminUserFragment[]> {
  const { pendingAdminRequests } = await ctx.out.task('Loading admin requests...', () =>
    adminRequest(ctx, PendingAdminRequestsDocument, {}),
  );
  await ctx.out.table({
    rows: pendingAdminRequests,
    columns: userColumns(ctx.out.rich),
    empty: 'No pending admin requests',
  });
  return pendingAdminRequests;
}

export function registerUsersRequests(users: Command, deps: CliDeps): void {
  withJsonOption(users.command('requests'))
    .description('List pending admin requests (admins only)')
    .addHelpText(
      'after',
      `
Someone who registers as "Organization Admin" becomes a member with a pending admin request until an
admin grants it with: momstride users grant-admin <id|email>
Output as for "users list": a table on a terminal, tab-separated lines when piped, a JSON array with --json.
${examples(['momstride users requests', 'momstride users requests --json'])}`,
    )
    .action(async (_options: unknown, command: Command) => {
      await usersRequests(contextFor(command, deps));
    });
}
