import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { requireSessionViewer } from './access-token.guard.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-token.service.js';
import { AccessToken, CreateAccessTokenInput, CreatedAccessToken, MAX_ACTIVE_TOKENS } from './access-token.types.js';

/** Personal access tokens (issue 13): the viewer's own, managed only from a sign-in session. */
@Resolver()
export class AccessTokenResolver {
  @Query(() => [AccessToken], {
    description:
      "The viewer's active (not revoked) personal access tokens, newest first; expired ones included with expired = true. Needs a sign-in session: a request made with a personal access token gets FORBIDDEN",
  })
  async accessTokens(@Ctx() ctx: AccountsContext): Promise<AccessToken[]> {
    const viewer = requireSessionViewer(ctx);
    return listAccessTokens(ctx.em, viewer.userId);
  }

  @Mutation(() => CreatedAccessToken, {
    description: `Create a personal access token; its secret is in this answer only. BAD_USER_INPUT for a missing, too long or duplicate name, no scope, the admin scope for a member or an expiry outside 1..365 days; CONFLICT past ${MAX_ACTIVE_TOKENS} active tokens. Needs a sign-in session (FORBIDDEN with a personal access token)`,
  })
  async createAccessToken(
    @Arg('input', () => CreateAccessTokenInput, { description: 'Name, scopes and expiry of the new token' }) input: CreateAccessTokenInput,
    @Ctx() ctx: AccountsContext,
  ): Promise<CreatedAccessToken> {
    const viewer = requireSessionViewer(ctx);
    return createAccessToken(ctx.em, viewer.userId, input);
  }

  @Mutation(() => AccessToken, {
    description:
      'Revoke one of your active personal access tokens: it stops working within a second. NOT_FOUND for an unknown, already revoked or someone else’s token. Needs a sign-in session (FORBIDDEN with a personal access token); answers the revoked token',
  })
  async revokeAccessToken(
    @Arg('id', () => ID, { description: 'Id of the token to revoke' }) id: string,
    @Ctx() ctx: AccountsContext,
  ): Promise<AccessToken> {
    const viewer = requireSessionViewer(ctx);
    return revokeAccessToken(ctx.em, viewer.userId, id);
  }
}
