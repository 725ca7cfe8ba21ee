import {
  AccessTokensDocument,
  MemberAccessTokensDocument,
  RevokeAccessTokenDocument,
  RevokeMemberAccessTokenDocument,
  type AccessTokenDetailFragment,
} from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { canPrompt } from '../../services/io.js';
import { CliError, UsageError } from '../../services/errors.js';
import { adminRequest } from '../users/admin-access.js';
import { findAdminTarget, parseUserRef } from '../users/user-ref.js';
import type { TokensRevokeOptions } from './options.js';
import { describeToken } from './token-format.js';

export type { TokensRevokeOptions } from './options.js';

/**
 * Revokes one of her personal access tokens by id: scripts using it are refused within a second. On a terminal it
 * names the token and asks first; without one, --yes is required (exit 2). An id that is not one of her tokens is
 * the server's NOT_FOUND (exit 1). With --user, an admin revokes that member's token instead.
 */
export async function tokensRevoke(ctx: CommandContext, id: string, options: TokensRevokeOptions): Promise<AccessTokenDetailFragment> {
  const tokenId = id.trim();
  if (options.user) return revokeMemberToken(ctx, tokenId, options.user, options);
  if (!options.yes) {
    if (!canPrompt(ctx.io)) throw new UsageError('Refusing to revoke a token without --yes when not on a terminal');
    const { accessTokens } = await ctx.out.task('Loading access tokens...', () => ctx.api.authenticated(AccessTokensDocument, {}));
    const token = accessTokens.find((candidate) => candidate.id === tokenId);
    if (!token) throw new CliError(`You have no access token with the id ${tokenId} (see: momstride tokens list)`);
    await ctx.out.confirm(`Revoke ${describeToken(token)}? Scripts using it stop working within a second.`, {
      action: `revoke token "${token.name}"`,
    });
  }
  const { revokeAccessToken: revoked } = await ctx.out.task('Revoking access token...', () =>
    ctx.api.authenticated(RevokeAccessTokenDocument, { id: tokenId }),
  );
  if (ctx.out.json) ctx.out.printJson(revoked);
  else ctx.out.line(`Revoked ${describeToken(revoked)}`);
  return revoked;
}

/** An admin revokes one of a member's tokens (--user): asks first on a terminal, naming the token and the member. */
async function revokeMemberToken(ctx: CommandContext, tokenId: string, user: string, options: TokensRevokeOptions): Promise<AccessTokenDetailFragment> {
  const ref = parseUserRef(user);
  if (!options.yes && !canPrompt(ctx.io)) throw new UsageError('Refusing to revoke a token without --yes when not on a terminal');
  const target = await ctx.out.task('Finding the member...', () => findAdminTarget(ctx, ref));
  const owner = `${target.firstName} ${target.lastName}`;
  if (!options.yes) {
    const { memberAccessTokens } = await ctx.out.task('Loading access tokens...', () => adminRequest(ctx, MemberAccessTokensDocument, { userId: target.id }));
    const token = memberAccessTokens.find((candidate) => candidate.id === tokenId);
    if (!token) throw new CliError(`${owner} has no access token with the id ${tokenId} (see: momstride tokens list --user ${ref.raw})`);
    await ctx.out.confirm(`Revoke ${describeToken(token)} of ${owner}? Scripts using it stop working within a second.`, {
      action: `revoke token "${token.name}"`,
    });
  }
  const { revokeMemberAccessToken: revoked } = await ctx.out.task('Revoking access token...', () =>
    adminRequest(ctx, RevokeMemberAccessTokenDocument, { userId: target.id, id: tokenId }),
  );
  if (ctx.out.json) ctx.out.printJson(revoked);
  else ctx.out.line(`Revoked ${describeToken(revoked)} of ${owner}`);
  return revoked;
}
