import { AccessTokensDocument, RevokeAccessTokenDocument, type AccessTokenDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { canPrompt } from '../../services/io.js';
import { CliError, UsageError } from '../../services/errors.js';
import type { TokensRevokeOptions } from './options.js';
import { describeToken } from './token-format.js';

export type { TokensRevokeOptions } from './options.js';

/**
 * Revokes one of her personal access tokens by id: scripts using it are refused within a second. On a terminal it
 * names the token and asks first; without one, --yes is required (exit 2). An id that is not one of her tokens is
 * the server's NOT_FOUND (exit 1).
 */
export async function tokensRevoke(ctx: CommandContext, id: string, options: TokensRevokeOptions): Promise<AccessTokenDetailFragment> {
  const tokenId = id.trim();
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
