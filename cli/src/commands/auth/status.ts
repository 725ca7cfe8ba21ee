import type { Command } from 'commander';
import { createElement } from 'react';
import { MeDocument } from '../../gql/graphql.js';
import type { CliDeps, CommandContext } from '../../services/context.js';
import type { AuthStatus } from '../../ui/auth-status-view.js';
import { contextFor, examples, withJsonOption } from '../command-kit.js';
import { loggedInMessage } from './login.js';

export type { AuthStatus } from '../../ui/auth-status-view.js';

/** Asks the server who the stored (or MOMSTRIDE_TOKEN) credentials belong to. */
export async function authStatus(ctx: CommandContext): Promise<AuthStatus> {
  const { me } = await ctx.out.task('Checking credentials...', () => ctx.api.authenticated(MeDocument, {}));
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
  };
  await ctx.out.show({
    json: () => status,
    plain: () => formatAuthStatus(status),
    rich: async () => {
      const { AuthStatusView } = await import('../../ui/auth-status-view.js');
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
    `  ${loggedInMessage(user)}`,
    `  Role: ${role}`,
    `  Token: ${status.tokenSource === 'env' ? 'from MOMSTRIDE_TOKEN' : `stored in ${status.credentialsFile}`}`,
  ].join('\n');
}

export function registerAuthStatus(auth: Command, deps: CliDeps): void {
  withJsonOption(auth.command('status'))
    .description('Show which account you are logged in with (asks the server)')
    .addHelpText(
      'after',
      `
Exits with code 4 when you are not logged in or the session is no longer valid.
${examples(['momstride auth status', 'momstride auth status --json', 'MOMSTRIDE_TOKEN=eyJ... momstride auth status'])}`,
    )
    .action(async (_options: unknown, command: Command) => {
      await authStatus(contextFor(command, deps));
    });
}
