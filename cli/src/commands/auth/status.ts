import { MeDocument } from '../../gql/graphql.js';
import { isPersonalAccessToken } from '../../services/api-client.js';
import type { CommandContext } from '../../services/context.js';
import type { AuthStatus } from '../../ui/auth-status-view.js';
import { loggedInMessage } from './session-messages.js';
import { personalTokenPhrase, personalTokenScopes } from './token-scopes.js';

export type { AuthStatus } from '../../ui/auth-status-view.js';

/** Asks the server who the stored (or MOMSTRIDE_TOKEN) credentials belong to. */
export async function authStatus(ctx: CommandContext): Promise<AuthStatus> {
  const { me, scopes } = await ctx.out.task('Checking credentials...', async () => {
    const { me } = await ctx.api.authenticated(MeDocument, {});
    const token = await ctx.api.currentToken();
    // A personal access token says what it may do; a session may do all its role allows.
    const scopes = token && isPersonalAccessToken(token) ? await personalTokenScopes(ctx.api, token, me.role) : undefined;
    return { me, scopes };
  });
  const status: AuthStatus = {
    apiUrl: ctx.apiUrl,
    tokenSource: ctx.api.tokenSource === 'env' ? 'env' : 'stored',
    credentialsFile: ctx.store.file,
    user: {
      id: me.id,
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
      role: me.role,
      isOrganizationOwner: me.isOrganizationOwner,
      hasPendingAdminRequest: me.hasPendingAdminRequest,
    },
    ...(scopes ? { personalAccessToken: { scopes } } : {}),
  };
  await ctx.out.show({
    json: () => status,
    plain: () => formatAuthStatus(status),
    rich: async () => {
      const [{ createElement }, { AuthStatusView }] = await Promise.all([import('react'), import('../../ui/auth-status-view.js')]);
      return createElement(AuthStatusView, { status });
    },
  });
  return status;
}

export function formatAuthStatus(status: AuthStatus): string {
  const { user } = status;
  const role = [
    user.role,
    ...(user.isOrganizationOwner ? ['organization owner'] : []),
    ...(user.hasPendingAdminRequest ? ['admin request pending'] : []),
  ].join(', ');
  return [
    status.apiUrl,
    `  ${loggedInMessage(user)}${status.personalAccessToken ? ` ${personalTokenPhrase(status.personalAccessToken.scopes)}` : ''}`,
    `  Role: ${role}`,
    `  Token: ${status.tokenSource === 'env' ? 'from MOMSTRIDE_TOKEN' : `stored in ${status.credentialsFile}`}`,
  ].join('\n');
}
