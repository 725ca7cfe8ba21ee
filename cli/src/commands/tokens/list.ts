import { AccessTokensDocument, MemberAccessTokensDocument, type AccessTokenDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';
import { asNoUserMatches, findAdminTarget, parseUserRef } from '../users/user-ref.js';
import type { TokensListOptions } from './options.js';
import { tokenColumns } from './token-format.js';

export type { TokensListOptions } from './options.js';

/** An admin's look at a member's tokens (--user): the member, found by id or e-mail, and her tokens. */
async function memberTokens(ctx: CommandContext, user: string): Promise<{ accessTokens: AccessTokenDetailFragment[]; empty: string }> {
  const ref = parseUserRef(user);
  const target = await ctx.out.task('Finding the member...', () => findAdminTarget(ctx, ref));
  const { memberAccessTokens } = await ctx.out
    .task('Loading access tokens...', () => adminRequest(ctx, MemberAccessTokensDocument, { userId: target.id }))
    .catch((error: unknown) => {
      throw asNoUserMatches(error, ref);
    });
  return { accessTokens: memberAccessTokens, empty: `${target.firstName} ${target.lastName} has no access tokens.` };
}

/**
 * Her personal access tokens (not revoked ones), newest first; expired ones too, marked expired. With --user, an
 * admin sees that member's tokens instead (never their secrets).
 */
export async function tokensList(ctx: CommandContext, options: TokensListOptions = {}): Promise<AccessTokenDetailFragment[]> {
  const { accessTokens, empty } = options.user
    ? await memberTokens(ctx, options.user)
    : {
        ...(await ctx.out.task('Loading access tokens...', () => ctx.api.authenticated(AccessTokensDocument, {}))),
        empty: 'No access tokens yet. Create one: momstride tokens create --name <name>',
      };
  await ctx.out.table({ rows: accessTokens, columns: tokenColumns(ctx.out.rich), empty });
  if (ctx.out.rich && accessTokens.length > 0) ctx.out.line(`${accessTokens.length} ${accessTokens.length === 1 ? 'token' : 'tokens'}`);
  return accessTokens;
}
