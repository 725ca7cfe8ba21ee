import { GrantAdminRequestDocument, type AdminUserFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';
import { adminRequest } from './admin-access.js';
import type { ConfirmOptions } from './options.js';
import { fullName } from './user-format.js';
import { asNoUserMatches, findAdminTarget, parseUserRef, type UserRef } from './user-ref.js';

/**
 * Finds the pending request; when there is none, says why: an admin already ("already an admin", no
 * change), no request ("has no pending admin request"), or no such user.
 */
async function findRequest(ctx: CommandContext, ref: UserRef): Promise<AdminUserFragment | { alreadyAdmin: AdminUserFragment }> {
  const user = await findAdminTarget(ctx, ref);
  if (user.hasPendingAdminRequest) return user;
  if (user.role === 'admin') return { alreadyAdmin: user };
  throw new CliError(
    `${fullName(user)} has no pending admin request. To make them an admin anyway: momstride users set-role ${ref.raw} admin`,
    ExitCode.Error,
  );
}

/** Grants a pending admin request after a confirmation; answers the user, now an admin. */
export async function usersGrantAdmin(ctx: CommandContext, target: string, options: ConfirmOptions): Promise<AdminUserFragment> {
  const ref = parseUserRef(target);
  const found = await ctx.out.task('Looking up admin requests...', () => findRequest(ctx, ref));
  if ('alreadyAdmin' in found) {
    ctx.out.line(`${fullName(found.alreadyAdmin)} is already an admin`);
    return found.alreadyAdmin;
  }
  const name = fullName(found);
  await ctx.out.confirm(`Grant ${name}'s admin request and make them an admin?`, {
    yes: options.yes,
    action: `grant ${name} admin access`,
  });
  let granted: AdminUserFragment;
  try {
    ({ grantAdminRequest: granted } = await ctx.out.task('Granting admin access...', () =>
      adminRequest(ctx, GrantAdminRequestDocument, { userId: found.id }),
    ));
  } catch (error) {
    throw asNoUserMatches(error, ref);
  }
  ctx.out.line(`Granted admin access to ${name}`);
  return granted;
}
