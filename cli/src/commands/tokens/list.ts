import { AccessTokensDocument, type AccessTokenDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { tokenColumns } from './token-format.js';

/** Her personal access tokens (not revoked ones), newest first; expired ones too, marked expired. */
export async function tokensList(ctx: CommandContext): Promise<AccessTokenDetailFragment[]> {
  const { accessTokens } = await ctx.out.task('Loading access tokens...', () => ctx.api.authenticated(AccessTokensDocument, {}));
  await ctx.out.table({
    rows: accessTokens,
    columns: tokenColumns(ctx.out.rich),
    empty: 'No access tokens yet. Create one: momstride tokens create --name <name>',
  });
  if (ctx.out.rich && accessTokens.length > 0) ctx.out.line(`${accessTokens.length} ${accessTokens.length === 1 ? 'token' : 'tokens'}`);
  return accessTokens;
}
