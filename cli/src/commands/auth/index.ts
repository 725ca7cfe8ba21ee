/**
 * The `auth` commands as descriptors: names, options and help. Each action imports its verb's implementation
 * (`./login.js`, …) only when that command runs.
 */
import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { AuthLoginOptions } from './login.js';
import type { AuthLogoutOptions } from './logout-everywhere.js';

export function registerAuthCommands(program: Command, deps: CliDeps): void {
  const auth = program
    .command('auth')
    .description('Log in, check and end your MomStride session')
    .addHelpText('after', examples(['momstride auth login', 'momstride auth status', 'momstride auth logout']));
  registerAuthLogin(auth, deps);
  registerAuthStatus(auth, deps);
  registerAuthLogout(auth, deps);
}

function registerAuthLogin(auth: Command, deps: CliDeps): void {
  auth
    .command('login')
    .description('Log in to MomStride and store the credentials')
    .option('--with-token', 'read a personal access token (msp_…), a refresh token or an access token from standard input')
    .option('--email <email>', 'e-mail address to log in with')
    .option('--password-stdin', 'read the password from standard input (with --email)')
    .addHelpText(
      'after',
      `
On a terminal, login asks for your e-mail and password. Credentials are stored per API URL in
$MOMSTRIDE_CONFIG_DIR/credentials.json (default ~/.config/momstride), readable only by you.
--with-token takes a personal access token (msp_…, made in Settings → Access tokens or with momstride tokens
create): it is sent as it is, with exactly its scopes, until it expires or is revoked (then exit 4: log in again).
${examples([
  'momstride auth login',
  'momstride auth login --api https://momstride.example',
  'printf "%s\\n" "$PASSWORD" | momstride auth login --email olivia@momstride.example --password-stdin',
  'momstride auth login --with-token < personal-access-token.txt',
  'momstride auth login --with-token < refresh-token.txt',
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, options: AuthLoginOptions) => (await import('./login.js')).authLogin(ctx, options)),
    );
}

function registerAuthStatus(auth: Command, deps: CliDeps): void {
  withJsonOption(auth.command('status'))
    .description('Show which account you are logged in with (asks the server)')
    .addHelpText(
      'after',
      `
With a personal access token it names the token's scopes (read, write, admin).
Exits with code 4 when you are not logged in or the session (or token) is no longer valid.
${examples(['momstride auth status', 'momstride auth status --json', 'MOMSTRIDE_TOKEN=eyJ... momstride auth status'])}`,
    )
    .action(
      lazyAction(deps, async (ctx, _options: unknown) => (await import('./status.js')).authStatus(ctx)),
    );
}

function registerAuthLogout(auth: Command, deps: CliDeps): void {
  auth
    .command('logout')
    .description('Log out: end the session on the server and delete the stored credentials')
    .option('--everywhere', 'end every session of your account (every device) and revoke all your personal access tokens')
    .option('-y, --yes', 'with --everywhere: do not ask first (required when not on a terminal)')
    .addHelpText(
      'after',
      `
--everywhere is for a lost device or a leaked password or token: every sign-in of your account ends at once (this
one too), and every personal access token is revoked; scripts using them stop working within a second.
${examples(['momstride auth logout', 'momstride auth logout --api https://momstride.example', 'momstride auth logout --everywhere'])}`,
    )
    .action(
      lazyAction(deps, async (ctx, options: AuthLogoutOptions) =>
        options.everywhere ? (await import('./logout-everywhere.js')).authLogoutEverywhere(ctx, options) : (await import('./logout.js')).authLogout(ctx),
      ),
    );
}
