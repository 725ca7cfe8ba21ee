import type { Command } from 'commander';
import { DeleteUserDocument, type AdminUserFragment } from '../../gql/graphql.js';
import type { CliDeps, CommandContext } from '../../services/context.js';
import { contextFor, examples } from '../command-kit.js';
import { adminRequest } from './admin-access.js';
import { ownerProtectedError, type ConfirmOptions } from './set-role.js';
import { fullName } from './user-format.js';
import { asNoUserMatches, findAdminTarget, parseUserRef } from './user-ref.js';

/** Deletes a user after a confirmation; answers who was deleted. */
export async function usersDelete(ctx: CommandContext, target: string, options: ConfirmOptions): Promise<AdminUserFragment> {
  const ref = parseUserRef(target);
  const user = await ctx.out.task('Looking up user...', () => findAdminTarget(ctx, ref));
  const name = fullName(user);
  if (user.isOrganizationOwner) throw ownerProtectedError();
  const who = user.email ? `${name} (${user.email})` : name;
  await ctx.out.confirm(`Delete ${who}? Their account and everything they shared will be removed.`, {
    yes: options.yes,
    action: `delete ${name}`,
  });
  try {
    await ctx.out.task(`Deleting ${name}...`, () => adminRequest(ctx, DeleteUserDocument, { userId: user.id }));
  } catch (error) {
    throw asNoUserMatches(error, ref);
  }
  ctx.out.line(`Deleted ${name}`);
  return user;
}

export function registerUsersDelete(users: Command, deps: CliDeps): void {
  users
    .command('delete')
    .description('Delete a user, their sessions and their content (admins only)')
    .argument('<id|email>', "the user's id or e-mail address")
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .addHelpText(
      'after',
      `
Asks for confirmation on a terminal; answering no cancels with exit code 1 ("Cancelled."). Without a
terminal, --yes is required (exit code 2 otherwise). The user's sessions end at once. The organization
owner cannot be deleted, nor your own account.
${examples([
  'momstride users delete maya@momstride.example',
  'momstride users delete 0b6a4f1e-5d1c-4c1e-9a51-000000000002 --yes',
])}`,
    )
    .action(async (target: string, options: ConfirmOptions, command: Command) => {
      await usersDelete(contextFor(command, deps), target, options);
    });
}
