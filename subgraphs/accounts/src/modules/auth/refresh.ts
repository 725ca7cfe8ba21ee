import { unauthenticated } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountsServices } from '../../context.js';
import { User } from '../users/user.entity.js';
import type { AuthPayload } from './auth.types.js';
import { issueSession } from './session.js';
import { recordSessionRevocation } from '../sessions/session-revocation.service.js';
import { hashOpaqueToken, looksLikeOpaqueToken, REFRESH_FAMILY_MAX_AGE_MS } from './tokens.js';

export const INVALID_REFRESH_TOKEN = 'Invalid refresh token';

/**
 * Rotates a refresh token. The old token is consumed atomically (UPDATE ... WHERE used_at IS NULL), so of
 * two concurrent refreshes exactly one wins. Presenting an already rotated token revokes its whole family.
 * A family lives at most REFRESH_FAMILY_MAX_AGE_MS (90 days) from its sign-in (its first token's created_at),
 * however often it is rotated: then the member signs in again.
 */
export async function refreshSession(em: EntityManager, services: AccountsServices, refreshToken: string): Promise<AuthPayload> {
  if (!looksLikeOpaqueToken(refreshToken)) throw unauthenticated(INVALID_REFRESH_TOKEN);
  const tokenHash = hashOpaqueToken(refreshToken);
  const payload = await em.transactional(async (tem) => {
    const rows = await tem.execute<Array<{ user_id: string; family: string; signed_in_at: Date }>>(
      `update refresh_tokens set used_at = now()
        where token_hash = ? and used_at is null and revoked_at is null and expires_at > now()
          and (select min(f.created_at) from refresh_tokens f where f.family = refresh_tokens.family)
              > now() - ? * interval '1 millisecond'
        returning user_id, family,
          (select min(f.created_at) from refresh_tokens f where f.family = refresh_tokens.family) as signed_in_at`,
      [tokenHash, REFRESH_FAMILY_MAX_AGE_MS],
    );
    const row = rows[0];
    if (!row) return null;
    const user = await tem.findOne(User, { id: row.user_id });
    // A suspended member's tokens were revoked when she was suspended; none refreshes while she is.
    if (!user || user.suspendedAt) return null;
    return issueSession(tem, services, user, row.family, row.signed_in_at);
  });
  if (payload) return payload;
  // Reuse of a rotated token: someone else may hold the family, end every session of it.
  await em.execute(
    `update refresh_tokens set revoked_at = now()
      where revoked_at is null
        and family in (select family from refresh_tokens where token_hash = ? and used_at is not null)`,
    [tokenHash],
  );
  throw unauthenticated(INVALID_REFRESH_TOKEN);
}

/**
 * Ends the session the refresh token belongs to (its whole family) and, through a session revocation (the path a
 * deletion takes), the access tokens the user holds: the gateway refuses them within its next poll. The
 * revocation is per user, so her other devices' access tokens end too; their refresh tokens still work and get
 * them new ones. Unknown tokens are ignored.
 */
export async function logout(em: EntityManager, refreshToken: string): Promise<boolean> {
  if (!looksLikeOpaqueToken(refreshToken)) return true;
  await em.transactional(async (tem) => {
    const rows = await tem.execute<Array<{ user_id: string }>>(
      `update refresh_tokens set revoked_at = now()
        where revoked_at is null and family in (select family from refresh_tokens where token_hash = ?)
        returning user_id`,
      [hashOpaqueToken(refreshToken)],
    );
    const userId = rows[0]?.user_id;
    if (userId) await recordSessionRevocation(tem, userId);
  });
  return true;
}
