import { SetUserRoleDocument, type AdminUserFragment, type Role } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';
import { adminRequest, OWNER_PROTECTED_MESSAGE } from './admin-access.js';
import type { ConfirmOptions } from './options.js';
import { fullName, possessive } from './user-format.js';
import { asNoUserMatches, findAdminTarget, parseUserRef } from './user-ref.js';

export { ROLES, type ConfirmOptions } from './options.js';

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
