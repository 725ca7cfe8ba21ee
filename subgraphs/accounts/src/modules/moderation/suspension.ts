import { badUserInput, isUuid, notFound, type EntityManager } from '@momstride/kit';
import { revokeAllAccessTokens } from '../access-tokens/access-token.service.js';
import { revokeAllRefreshTokens } from '../auth/sign-out-everywhere.js';
import { recordSessionRevocation } from '../sessions/session-revocation.service.js';
import { User } from '../users/user.entity.js';

/** What a suspended member reads when she signs in (docs/product.md, "Reporting and moderation"). */
export const ACCOUNT_SUSPENDED =
  'Your account is suspended after a report to the community admins, so you can’t sign in for now. If you think this is a mistake, please write to them.';
export const NOT_SUSPENDED = 'She is not suspended';

/**
 * Suspends a member (or lifts it), in one transaction holding her user row: suspending also ends every session,
 * revokes every personal access token and voids every access token issued so far (the revocation path of "sign out
 * everywhere": the gateway refuses them at once). The organization owner is never suspended. Answers whether she
 * exists (and may be suspended); idempotent.
 */
export async function setSuspended(em: EntityManager, userId: string, suspended: boolean): Promise<boolean> {
  if (!isUuid(userId)) return false;
  return em.transactional(async (tx) => {
    const [user] = await tx.execute<Array<{ is_organization_owner: boolean }>>('select is_organization_owner from users where id = ? for no key update', [userId]);
    if (!user || (suspended && user.is_organization_owner)) return false;
    await tx.execute('update users set suspended_at = case when ? then coalesce(suspended_at, clock_timestamp()) end where id = ?', [suspended, userId], 'run');
    if (suspended) {
      await revokeAllRefreshTokens(tx, userId);
      await revokeAllAccessTokens(tx, userId);
      await recordSessionRevocation(tx, userId);
    }
    return true;
  });
}

/** An admin lifts a member's suspension: NOT_FOUND "User not found"; BAD_USER_INPUT when she is not suspended. */
export async function liftSuspension(em: EntityManager, userId: string): Promise<User> {
  const user = isUuid(userId) ? await em.findOne(User, { id: userId }) : null;
  if (!user) throw notFound('User not found');
  if (!user.suspendedAt) throw badUserInput(NOT_SUSPENDED);
  await setSuspended(em, userId, false);
  await em.refresh(user);
  return user;
}
