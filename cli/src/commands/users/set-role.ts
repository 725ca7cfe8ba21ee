import { Argument, type Command } from 'commander';
import { Role, SetUserRoleDocument, type AdminUserFragment } from '../../gql/graphql.js';
import type { CliDeps, CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';
import { contextFor, examples } from '../command-kit.js';
import { adminRequest, OWNER_PROTECTED_MESSAGE } from './admin-access.js';
import { fullName, possessive } from './user-format.js';
import { asNoUserMatches, findAdminTarget, parseUserRef } from './user-ref.js';

export const ROLES: readonly Role[] = Object.values(Role);

export interface ConfirmOptions {
  /** Skip the confirmation prompt (required when not on a terminal). */
  yes?: boolean;
}

export function ownerProtectedError(): CliError {
  return new CliError(OWNER_PROTECTED_MESSAGE, ExitCode.Error, 'FORBIDDEN');
}

const article = (role: Role) => (role === 'admin' ? 'an admin' : 'a member');

/** Changes another user's role after a confirmation; answers the updated user (unchanged when no change was needed). */
export async function usersSetRole(
  ctx: CommandContext,
  target: string,
  role: Role,
  options: ConfirmOptions,
): Promise<AdminUserFragment> {
  const ref = parseUserRef(target);
  const user = await ctx.out.task('Looking up user...', () => findAdminTarget(ctx, ref));
  const name = fullName(user);
  if (user.isOrganizationOwner) throw ownerProtectedError();
  if (user.role === role) {
    ctx.out.line(`${name} is already ${article(role)}`);
    return user;
  }
  await ctx.out.confirm(`Change ${possessive(name)} role from ${user.role} to ${role}?`, {
    yes: options.yes,
    action: `change ${possessive(name)} role`,
  });
  let updated: AdminUserFragment;
  try {
    ({ setUserRole: updated } = await ctx.out.task('Changing role...', () =>
      adminRequest(ctx, SetUserRoleDocument, { userId: user.id, role }),
    ));
  } catch (error) {
    throw asNoUserMatches(error, ref);
  }
  ctx.out.line(`Changed ${possessive(name)} role to ${updated.role}`);
  return updated;
}

export function registerUsersSetRole(users: Command, deps: CliDeps): void {
  users
    .command('set-role')
    .description("Change another user's role to admin or member (admins only)")
    .argument('<id|email>', "the user's id or e-mail address")
    .addArgument(new Argument('<role>', 'the new role').choices(ROLES))
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .addHelpText(
      'after',
      `
Asks for confirmation on a terminal; answering no cancels with exit code 1 ("Cancelled."). Without a
terminal, --yes is required (exit code 2 otherwise). The organization owner's role cannot be changed,
nor your own. Setting the role a user already has changes nothing.
${examples([
  'momstride users set-role maya@momstride.example admin',
  'momstride users set-role 0b6a4f1e-5d1c-4c1e-9a51-000000000002 member --yes',
])}`,
    )
    .action(async (target: string, role: Role, options: ConfirmOptions, command: Command) => {
      await usersSetRole(contextFor(command, deps), target, role, options);
    });
}
