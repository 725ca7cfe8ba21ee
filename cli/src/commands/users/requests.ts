import type { Command } from 'commander';
import { PendingAdminRequestsDocument, type AdminUserFragment } from '../../gql/graphql.js';
import type { CliDeps, CommandContext } from '../../services/context.js';
import { contextFor, examples, withJsonOption } from '../command-kit.js';
import { adminRequest } from './admin-access.js';
import { userColumns } from './user-format.js';

/** Requests shown at most (newest first; the server's cap). */
export const REQUESTS_SHOWN = 100;

/** Users who signed up as "Organization Admin" and wait for an admin to grant it (admins only), the newest 100. */
export async function usersRequests(ctx: CommandContext): Promise<AdminUserFragment[]> {
  const { pendingAdminRequests } = await ctx.out.task('Loading admin requests...', () =>
    adminRequest(ctx, PendingAdminRequestsDocument, { limit: REQUESTS_SHOWN, offset: 0 }),
  );
  await ctx.out.table({
    rows: pendingAdminRequests,
    columns: userColumns(ctx.out.rich),
    empty: 'No pending admin requests',
  });
  if (ctx.out.rich && pendingAdminRequests.length >= REQUESTS_SHOWN) {
    ctx.out.line(`Showing the ${REQUESTS_SHOWN} newest requests; grant these to see older ones.`);
  }
  return pendingAdminRequests;
}

export function registerUsersRequests(users: Command, deps: CliDeps): void {
  withJsonOption(users.command('requests'))
    .description('List pending admin requests (admins only)')
    .addHelpText(
      'after',
      `
Someone who registers as "Organization Admin" becomes a member with a pending admin request until an
admin grants it with: momstride users grant-admin <id|email>. Shows the ${REQUESTS_SHOWN} newest requests.
Output as for "users list": a table on a terminal, tab-separated lines when piped, a JSON array with --json.
${examples(['momstride users requests', 'momstride users requests --json'])}`,
    )
    .action(async (_options: unknown, command: Command) => {
      await usersRequests(contextFor(command, deps));
    });
}
