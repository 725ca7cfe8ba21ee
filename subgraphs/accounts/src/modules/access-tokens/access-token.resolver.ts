import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { requireRecentAuthentication } from '../auth/reauthenticate.js';
import { noticeAccessTokenCreated } from './access-token-created.js';
import { requireSessionViewer } from './access-token.guard.js';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-token.service.js';
import { AccessToken, CreateAccessTokenInput, CreatedAccessToken, MAX_ACTIVE_TOKENS, MAX_ADMIN_EXPIRES_IN_DAYS } from './access-token.types.js';

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
    description: `Create a personal access token; its secret is in this answer only, and its owner gets a notice by mail. Needs her password again (currentPassword) unless she signed in in the last 5 minutes. BAD_USER_INPUT for a missing or wrong password, a missing, too long or duplicate name, no scope, the admin scope for a member, an expiry outside 1..365 days, or the admin scope without an expiry of 1..${MAX_ADMIN_EXPIRES_IN_DAYS} days; CONFLICT past ${MAX_ACTIVE_TOKENS} active tokens. Needs a sign-in session (FORBIDDEN with a personal access token)`,
  })
  async createAccessToken(
    @Arg('input', () => CreateAccessTokenInput, { description: 'Name, scopes and expiry of the new token' }) input: CreateAccessTokenInput,
    @Ctx() ctx: AccountsContext,
  ): Promise<CreatedAccessToken> {
    const viewer = requireSessionViewer(ctx);
    await requireRecentAuthentication(ctx.em, ctx.services, viewer, input.currentPassword, 'currentPassword');
    const { owner, ...created } = await createAccessToken(ctx.em, viewer.userId, input);
    noticeAccessTokenCreated(ctx.services, ctx.log, owner, created.token);
    return created;
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
