import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountsServices } from '../../context.js';
import type { User } from '../users/user.entity.js';
import type { AuthPayload } from './auth.types.js';
import { newOpaqueToken, REFRESH_TOKEN_TTL_MS } from './tokens.js';

/**
 * Issues an access token and a new refresh token (in `family`, or a new family for a new sign-in).
 * One clock: the refresh token's times and the access token's `iat` are the database's `clock_timestamp()`, the
 * clock session revocations are stamped with (session-revocation.service.ts), so a token issued just before a
 * revocation (even within the same second) is void and one issued just after it is not, whatever the accounts
 * process's own clock says.
 */
export async function issueSession(
  em: EntityManager,
  services: Pick<AccountsServices, 'signAccessToken'>,
  user: User,
  family: string = randomUUID(),
  signedInAt?: Date,
): Promise<AuthPayload> {
  const { token, hash } = newOpaqueToken();
  const [row] = await em.execute<Array<{ created_at: Date }>>(
    `with clock as (select clock_timestamp() as now)
     insert into refresh_tokens (id, user_id, token_hash, family, created_at, expires_at, used_at, revoked_at)
     select ?, ?, ?, ?, clock.now, clock.now + ? * interval '1 millisecond', null, null from clock
     returning created_at`,
    [randomUUID(), user.id, hash, family, REFRESH_TOKEN_TTL_MS],
  );
  const issuedAtMs = new Date(row!.created_at).getTime();
  const signedInAtMs = signedInAt ? new Date(signedInAt).getTime() : issuedAtMs;
  return { accessToken: await services.signAccessToken(user, issuedAtMs, signedInAtMs), refreshToken: token, user };
}
