/**
 * The `tokens` commands: her personal access tokens (msp_…) for scripts and integrations — list, create, revoke.
 * Each action imports its verb's implementation only when that command runs, so starting the CLI loads none of them.
 */
import { Option, type Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import { DEFAULT_EXPIRES_IN_DAYS, SCOPE_HELP, SCOPES, type TokensCreateOptions, type TokensListOptions, type TokensRevokeOptions } from './options.js';

const TOKEN_ID = '8d3f6b2a-1c4e-4f7a-9b0d-2e5c7a9f1b3d';

export function registerTokensCommands(program: Command, deps: CliDeps): void {
  const tokens = program
    .command('tokens')
    .description('Your personal access tokens for scripts and integrations: list, create and revoke them')
    .addHelpText(
      'after',
      `
A personal access token (msp_…) lets a script use the MomStride API (GraphQL at /graphql, REST at /api) as you,
with the scopes you give it, until it expires or you revoke it: send it as "Authorization: Bearer msp_…", or
store it for this CLI with momstride auth login --with-token. The same tokens are in the web app under
Settings → Access tokens. Managing tokens needs a session (momstride auth login with your password): a personal
access token cannot manage tokens.
${examples([
  'momstride tokens list',
  'momstride tokens create --name "Nightly export" --expires-in-days 90',
  'momstride tokens create --name "Event bot" --scope write',
  `momstride tokens revoke ${TOKEN_ID}`,
])}`,
    );

  withJsonOption(tokens.command('list'))
    .description('List your access tokens, newest first')
    .option('--user <user>', "admins: another member's tokens instead (her id or e-mail)")
    .addHelpText(
      'after',
      `
On a terminal: a table with the id, name, scopes, the secret's first characters (prefix), when it was created, when
it was last used and when it expires. Piped: tab-separated lines of id, name, scopes (comma-separated), prefix,
created, last used and expires as ISO 8601 instants (empty for never), and expired (true or false).
--json: a JSON array of tokens (the secret is never shown again).
With --user (admins), a member's tokens: to see what a compromised account has issued, then revoke with
momstride tokens revoke <id> --user <user>.
${examples(['momstride tokens list', "momstride tokens list --json | jq -r '.[] | select(.expired) | .id'", 'momstride tokens list --user maya@example.com'])}`,
    )
    .action(lazyAction(deps, async (ctx, options: TokensListOptions) => (await import('./list.js')).tokensList(ctx, options)));

  withJsonOption(tokens.command('create'))
    .description('Create an access token and print its secret (shown once)')
    .requiredOption('--name <name>', 'what the token is for, e.g. "Nightly export" (unique among your tokens; at most 100 characters)')
    .addOption(new Option('--scope <scope...>', 'what it may do, repeatable (read is always included)').choices(SCOPES))
    .option('--expires-in-days <days>', `days until it expires, 1 to 365 (default ${DEFAULT_EXPIRES_IN_DAYS})`)
    .option('--no-expiry', 'the token never expires (revoke it when it is no longer needed; not with the admin scope)')
    .option('--password-stdin', 'read your password from standard input: needed when you logged in more than 5 minutes ago')
    .addHelpText(
      'after',
      `
Scopes: ${SCOPE_HELP}.

The secret is printed once: copy it now, it won't be shown again (only its prefix is kept for you to recognise it),
and you get an e-mail saying a token was created. If you logged in more than 5 minutes ago, the server asks for your
password again: give it with --password-stdin (or log in again first).
Piped, stdout is the secret alone and the rest goes to stderr; --json prints the token with its "secret". The server
refuses a missing or taken name, the admin scope for a member, an expiry outside 1–365 days (1–90 with the admin
scope, which always expires), and a missing or wrong password (exit 1 with its message); a wrong option is exit 2.
${examples([
  'momstride tokens create --name "Nightly export"',
  'momstride tokens create --name "Event bot" --scope write --expires-in-days 7',
  'momstride tokens create --name "Moderation" --scope write admin --expires-in-days 90',
  'printf "%s\\n" "$PASSWORD" | momstride tokens create --name "Backup" --password-stdin',
  'momstride tokens create --name CI --json | jq -r .secret',
])}`,
    )
    .action(lazyAction(deps, async (ctx, options: TokensCreateOptions) => (await import('./create.js')).tokensCreate(ctx, options)));

  withJsonOption(tokens.command('revoke'))
    .description('Revoke an access token: scripts using it stop working within a second')
    .argument('<id>', "the token's id (see: momstride tokens list)")
    .option('-y, --yes', 'do not ask first (required when not on a terminal)')
    .option('--user <user>', "admins: revoke a token of this member (her id or e-mail)")
    .addHelpText(
      'after',
      `
On a terminal it names the token and asks first (answering no exits with code 1); without a terminal, --yes is
required (exit 2 otherwise). An id that is not one of your tokens is refused by the server (exit 1).
${examples([`momstride tokens revoke ${TOKEN_ID}`, `momstride tokens revoke ${TOKEN_ID} --yes`, `momstride tokens revoke ${TOKEN_ID} --user maya@example.com --yes`])}`,
    )
    .action(
      lazyAction(deps, async (ctx, id: string, options: TokensRevokeOptions) => (await import('./revoke.js')).tokensRevoke(ctx, id, options)),
    );
}
