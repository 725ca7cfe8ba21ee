import { LiftSuspensionDocument, type AdminUserFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';
import { adminRequest } from './admin-access.js';
import type { ConfirmOptions } from './options.js';
import { fullName } from './user-format.js';
import { asNoUserMatches, findAdminTarget, parseUserRef } from './user-ref.js';

/** Lifts a member's suspension after a confirmation; answers the user, who can sign in again. */
export async function usersUnsuspend(ctx: CommandContext, target: string, options: ConfirmOptions): Promise<AdminUserFragment> {
  const ref = parseUserRef(target);
  const user = await ctx.out.task('Looking up the user...', () => findAdminTarget(ctx, ref));
  const name = fullName(user);
  if (!user.suspendedAt) throw new CliError(`${name} is not suspended`, ExitCode.Error);
  await ctx.out.confirm(`Lift ${name}'s suspension so they can sign in again?`, { yes: options.yes, action: `lift ${name}'s suspension` });
  let lifted: AdminUserFragment;
  try {
    ({ liftSuspension: lifted } = await ctx.out.task('Lifting the suspension...', () => adminRequest(ctx, LiftSuspensionDocument, { userId: user.id })));
  } catch (error) {
    throw asNoUserMatches(error, ref);
  }
  ctx.out.line(`Lifted ${name}'s suspension: they can sign in again`);
  return lifted;
}
