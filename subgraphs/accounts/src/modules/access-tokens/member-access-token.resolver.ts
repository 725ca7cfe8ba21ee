import { isUuid, notFound } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { requireCurrentAdmin } from '../admin/admin.guard.js';
import { USER_NOT_FOUND } from '../users/user.service.js';
import { requireSessionViewer } from './access-token.guard.js';
import { listAccessTokens, revokeAccessToken } from './access-token.service.js';
import { AccessToken } from './access-token.types.js';

/** NOT_FOUND "User not found" unless `userId` is a member's id. */
async function requireMember(em: EntityManager, userId: string): Promise<void> {
  const [row] = isUuid(userId) ? await em.execute<Array<{ id: string }>>('select id from users where id = ?', [userId]) : [];
  if (!row) throw notFound(USER_NOT_FOUND);
}

/**
 * An admin's view of any member's personal access tokens (docs/security.md, M1): list them and revoke one, e.g. a
 * token of a compromised account. Needs a current admin in a sign-in session (a personal access token cannot manage
 * tokens, not even with the admin scope).
 */
@Resolver()
export class MemberAccessTokenResolver {
  @Query(() => [AccessToken], {
    description:
      "Admins: a member's active personal access tokens, newest first (expired ones included with expired = true); never their secrets. NOT_FOUND for an unknown member. Needs a sign-in session",
  })
  async memberAccessTokens(@Arg('userId', () => ID, { description: 'Id of the member' }) userId: string, @Ctx() ctx: AccountsContext): Promise<AccessToken[]> {
    requireSessionViewer(ctx);
    await requireCurrentAdmin(ctx);
    await requireMember(ctx.em, userId);
    return listAccessTokens(ctx.em, userId);
  }

  @Mutation(() => AccessToken, {
    description:
      "Admins: revoke one of a member's active personal access tokens; it stops working within a second. NOT_FOUND for an unknown member, or a token that is not hers or already revoked. Needs a sign-in session; answers the revoked token",
  })
  async revokeMemberAccessToken(
    @Arg('userId', () => ID, { description: 'Id of the member who holds the token' }) userId: string,
    @Arg('id', () => ID, { description: 'Id of the token to revoke' }) id: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<AccessToken> {
    requireSessionViewer(ctx);
    await requireCurrentAdmin(ctx);
    await requireMember(ctx.em, userId);
    const token = await revokeAccessToken(ctx.em, userId, id);
    ctx.log.info({ adminId: ctx.viewer.userId, userId, tokenId: id }, 'admin revoked a member access token');
    return token;
  }
}
