import { SignOutEverywhereDocument } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';

export interface AuthLogoutOptions {
  /** End every session of the account and revoke all its personal access tokens, not only this login. */
  everywhere?: boolean;
  /** Do not ask first (required with --everywhere when not on a terminal). */
  yes?: boolean;
}

/**
 * `auth logout --everywhere`: asks first, then ends every session of the account (every device and browser, this
 * one too) and revokes all her personal access tokens on the server, then deletes the stored credentials.
 */
export async function authLogoutEverywhere(ctx: CommandContext, options: AuthLogoutOptions): Promise<void> {
  await ctx.out.confirm('Sign out everywhere? Every session on every device ends, and all your personal access tokens are revoked.', {
    yes: options.yes,
    action: 'sign out everywhere',
  });
  const { signOutEverywhere: done } = await ctx.out.task('Signing out everywhere...', () => ctx.api.authenticated(SignOutEverywhereDocument, {}));
  await ctx.store.remove(ctx.apiUrl);
  const sessions = `${done.endedSessions} ${done.endedSessions === 1 ? 'session' : 'sessions'}`;
  const tokens = `${done.revokedTokens} personal access ${done.revokedTokens === 1 ? 'token' : 'tokens'}`;
  ctx.out.line(`Signed out everywhere: ended ${sessions} and revoked ${tokens}. Log in again with momstride auth login.`);
}
