import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { revokeAllAccessTokens } from '../access-tokens/access-token.service.js';
import { recordSessionRevocation } from '../sessions/session-revocation.service.js';

@ObjectType('SignedOutEverywhere', { description: 'What "sign out everywhere" ended' })
export class SignedOutEverywhere {
  @Field(() => Int, { description: 'Sign-in sessions ended (refresh-token families that were still live)' })
  endedSessions!: number;

  @Field(() => Int, { description: 'Personal access tokens revoked' })
  revokedTokens!: number;
}

/**
 * Revokes every refresh token of the user (inside the caller's transaction, which holds her user row); answers the
 * sessions (families) that could still refresh. Twice: a refresh racing the first statement has consumed its token
 * (the statement waits for it, then revokes that token) and inserted the next one, which only the second statement's
 * snapshot sees; a refresh that comes later finds its token revoked.
 */
export async function revokeAllRefreshTokens(tx: EntityManager, userId: string): Promise<number> {
  const live = await tx.execute<Array<{ family: string }>>(
    `update refresh_tokens set revoked_at = now()
      where user_id = ? and revoked_at is null
      returning case when used_at is null and expires_at > now() then family end as family`,
    [userId],
  );
  const late = await tx.execute<Array<{ family: string }>>(
    'update refresh_tokens set revoked_at = now() where user_id = ? and revoked_at is null returning family',
    [userId],
  );
  return new Set([...live, ...late].map((row) => row.family).filter((family) => family !== null)).size;
}

/**
 * "Sign out everywhere" (docs/security.md, M1): in one transaction holding her user row (so a token being created
 * now is either revoked here or created after), every refresh token of the user is revoked, a session revocation
 * voids every access token issued so far (the gateway refuses them within a second), and every personal access token
 * is revoked (the gateway learns it from the same feed). She then signs in again.
 */
export async function signOutEverywhere(em: EntityManager, userId: string): Promise<SignedOutEverywhere> {
  return em.transactional(async (tx) => {
    // No key update: a racing refresh's insert (its key-share lock on her row, the foreign key) never deadlocks with it,
    // while token creation (`for update`) waits for it.
    await tx.execute('select id from users where id = ? for no key update', [userId]);
    const endedSessions = await revokeAllRefreshTokens(tx, userId);
    const revokedTokens = await revokeAllAccessTokens(tx, userId);
    await recordSessionRevocation(tx, userId);
    return Object.assign(new SignedOutEverywhere(), { endedSessions, revokedTokens });
  });
}
