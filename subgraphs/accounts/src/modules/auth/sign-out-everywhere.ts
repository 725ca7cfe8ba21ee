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
 * "Sign out everywhere" (docs/security.md, M1): in one transaction, every refresh token of the user is revoked, a
 * session revocation voids every access token issued so far (the gateway refuses them within a second), and every
 * personal access token is revoked (the gateway learns it from the same feed). She then signs in again.
 */
export async function signOutEverywhere(em: EntityManager, userId: string): Promise<SignedOutEverywhere> {
  return em.transactional(async (tx) => {
    const families = await tx.execute<Array<{ family: string }>>(
      `update refresh_tokens set revoked_at = now()
        where user_id = ? and revoked_at is null and used_at is null and expires_at > now()
        returning family`,
      [userId],
    );
    await tx.execute('update refresh_tokens set revoked_at = now() where user_id = ? and revoked_at is null', [userId]);
    const revokedTokens = await revokeAllAccessTokens(tx, userId);
    await recordSessionRevocation(tx, userId);
    return Object.assign(new SignedOutEverywhere(), { endedSessions: new Set(families.map((row) => row.family)).size, revokedTokens });
  });
}
