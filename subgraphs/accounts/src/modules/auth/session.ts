import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountsServices } from '../../context.js';
import type { User } from '../users/user.entity.js';
import type { AuthPayload } from './auth.types.js';
import { RefreshToken } from './refresh-token.entity.js';
import { newOpaqueToken, REFRESH_TOKEN_TTL_MS } from './tokens.js';

/** Issues an access token and a new refresh token (in `family`, or a new family for a new sign-in). */
export async function issueSession(
  em: EntityManager,
  services: Pick<AccountsServices, 'signAccessToken'>,
  user: User,
  family: string = randomUUID(),
): Promise<AuthPayload> {
  const { token, hash } = newOpaqueToken();
  await em.insert(RefreshToken, {
    id: randomUUID(),
    user: user.id,
    tokenHash: hash,
    family,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    usedAt: null,
    revokedAt: null,
  });
  return { accessToken: await services.signAccessToken(user), refreshToken: token, user };
}
