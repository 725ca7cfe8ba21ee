import { DeleteUserDocument, type AdminUserFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from './admin-access.js';
import type { ConfirmOptions } from './options.js';
import { ownerProtectedError } from './set-role.js';
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
