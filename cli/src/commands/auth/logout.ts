import { LogoutDocument } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { isPersonalAccessToken } from '../../services/api-client.js';
import { CliError, NeedsLoginError } from '../../services/errors.js';

/**
 * Ends the stored session: revokes the refresh token on the server (best effort: a server that cannot be
 * reached does not keep you logged in locally) and deletes the stored credentials for this API URL. A stored personal
 * access token is only forgotten here (revoking it is `tokens revoke`, from a sign-in session): it says so.
 */
export async function authLogout(ctx: CommandContext): Promise<void> {
  const stored = await ctx.store.read(ctx.apiUrl);
  if (!stored) {
    if (ctx.env.MOMSTRIDE_TOKEN) {
      ctx.out.note('MOMSTRIDE_TOKEN is set: unset it to stop using that token.');
    }
    throw new NeedsLoginError(`You are not logged in to ${ctx.apiUrl}.`);
  }
  if (stored.refreshToken) {
    const refreshToken = stored.refreshToken;
    try {
      await ctx.out.task('Logging out...', () => ctx.api.anonymous(LogoutDocument, { refreshToken }));
    } catch (error) {
      const reason = error instanceof CliError ? error.message : String(error);
      ctx.out.note(`Warning: could not end the session on the server (${reason}); removing the local credentials.`);
    }
  }
  await ctx.store.remove(ctx.apiUrl);
  const who = stored.user ? ` (${stored.user.firstName} ${stored.user.lastName})` : '';
  ctx.out.line(`Logged out of ${ctx.apiUrl}${who}`);
  if (isPersonalAccessToken(stored.accessToken)) {
    ctx.out.note(
      'The personal access token itself still works until it expires or is revoked: revoke it in the web app (Access tokens) or with momstride tokens revoke <id>.',
    );
  }
  if (ctx.env.MOMSTRIDE_TOKEN) {
    ctx.out.note('MOMSTRIDE_TOKEN is still set: unset it to stop using that token.');
  }
}
