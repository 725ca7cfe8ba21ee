import { unauthenticated } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountsServices } from '../../context.js';
import { User } from '../users/user.entity.js';
import type { AuthPayload } from './auth.types.js';
import { issueSession } from './session.js';
import { hashOpaqueToken, looksLikeOpaqueToken } from './tokens.js';

export const INVALID_REFRESH_TOKEN = 'Invalid refresh token';

/**
 * Rotates a refresh token. The old token is consumed atomically (UPDATE ... WHERE used_at IS NULL), so of
 * two concurrent refreshes exactly one wins. Presenting an already rotated token revokes its whole family.
 */
export async function refreshSession(em: EntityManager, services: AccountsServices, refreshToken: string): Promise<AuthPayload> {
  if (!looksLikeOpaqueToken(refreshToken)) throw unauthenticated(INVALID_REFRESH_TOKEN);
  const tokenHash = hashOpaqueToken(refreshToken);
  const payload = await em.transactional(async (tem) => {
    const rows = await tem.execute<Array<{ user_id: string; family: string }>>(
      `update refresh_tokens set used_at = now()
        where token_hash = ? and used_at is null and revoked_at is null and expires_at > now()
        returning user_id, family`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row) return null;
    const user = await tem.findOne(User, { id: row.user_id });
    if (!user) return null;
    return issueSession(tem, services, user, row.family);
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

/** Ends the session the refresh token belongs to (its whole family). Unknown tokens are ignored. */
export async function logout(em: EntityManager, refreshToken: string): Promise<boolean> {
  if (!looksLikeOpaqueToken(refreshToken)) return true;
  await em.execute(
    `update refresh_tokens set revoked_at = now()
      where revoked_at is null and family in (select family from refresh_tokens where token_hash = ?)`,
    [hashOpaqueToken(refreshToken)],
  );
  return true;
}
