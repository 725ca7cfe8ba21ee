import { LoginDocument, MeDocument, type SessionUserFragment } from '../../gql/graphql.js';
import { isPersonalAccessToken, looksLikeJwt, toStoredUser } from '../../services/api-client.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode, UsageError } from '../../services/errors.js';
import { runInk } from '../../services/ink.js';
import { canPrompt, readAll, readFirstLine } from '../../services/io.js';
import { loggedInMessage } from './session-messages.js';
import { personalTokenPhrase, personalTokenScopes } from './token-scopes.js';

export interface AuthLoginOptions {
  /** Read a refresh token, an access token (JWT) or a personal access token (msp_…) from stdin. */
  withToken?: boolean;
  email?: string;
  /** Read the password from the first line of stdin (needs `email`). */
  passwordStdin?: boolean;
}

export { loggedInMessage } from './session-messages.js';

/** A failed login is an error (exit 1) with the server's message, not a "needs login" (exit 4). */
function asLoginFailure(error: unknown, prefix = ''): unknown {
  if (error instanceof CliError && error.exitCode === ExitCode.NeedsLogin) {
    return new CliError(`${prefix}${error.message}`, ExitCode.Error, error.code);
  }
  return error;
}

/** Calls `login` and stores the session for this API URL. */
export async function loginWithPassword(
  ctx: CommandContext,
  email: string,
  password: string,
): Promise<SessionUserFragment> {
  let session;
  try {
    ({ login: session } = await ctx.api.anonymous(LoginDocument, { input: { email, password } }));
  } catch (error) {
    throw asLoginFailure(error);
  }
  await ctx.store.save(ctx.apiUrl, {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    user: toStoredUser(session.user),
  });
  return session.user;
}

/**
 * Stores a personal access token (`msp_…`) after checking it with `me`: it is sent as it is from then on, never
 * refreshed. Answers the login line, naming its scopes.
 */
export async function loginWithPersonalToken(ctx: CommandContext, token: string): Promise<string> {
  let me;
  let scopes;
  try {
    ({ me } = await ctx.api.withToken(token, MeDocument, {}));
    scopes = await personalTokenScopes(ctx.api, token, me.role);
  } catch (error) {
    throw asLoginFailure(error, 'The personal access token was rejected: ');
  }
  await ctx.store.save(ctx.apiUrl, { accessToken: token, user: toStoredUser(me) });
  return `${loggedInMessage(me)} ${personalTokenPhrase(scopes)}`;
}

/**
 * Stores a token given on stdin: an access token (JWT) is checked with `me` and stored as is; anything else
 * is taken for a refresh token and exchanged through `refreshSession` for a fresh pair. (A personal access token
 * goes through loginWithPersonalToken.)
 */
export async function loginWithToken(ctx: CommandContext, token: string): Promise<SessionUserFragment> {
  if (looksLikeJwt(token)) {
    let me;
    try {
      ({ me } = await ctx.api.withToken(token, MeDocument, {}));
    } catch (error) {
      throw asLoginFailure(error, 'The token was rejected: ');
    }
    await ctx.store.save(ctx.apiUrl, { accessToken: token, user: toStoredUser(me) });
    return me;
  }
  let session;
  try {
    session = await ctx.api.exchangeRefreshToken(token);
  } catch (error) {
    throw asLoginFailure(error, 'The token was rejected: ');
  }
  await ctx.store.save(ctx.apiUrl, {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    user: toStoredUser(session.user),
  });
  return session.user;
}

export async function authLogin(ctx: CommandContext, options: AuthLoginOptions): Promise<void> {
  if (options.withToken && (options.email !== undefined || options.passwordStdin)) {
    throw new UsageError('--with-token cannot be combined with --email or --password-stdin');
  }
  if (options.passwordStdin && options.email === undefined) {
    throw new UsageError('--password-stdin requires --email <email>');
  }
  if (ctx.env.MOMSTRIDE_TOKEN) {
    ctx.out.note('Note: MOMSTRIDE_TOKEN is set; it takes precedence over the stored credentials.');
  }

  if (options.withToken) {
    const token = (await readAll(ctx.io.stdin)).trim();
    if (!token) throw new UsageError('No token on standard input');
    if (isPersonalAccessToken(token)) ctx.out.line(await loginWithPersonalToken(ctx, token));
    else ctx.out.line(loggedInMessage(await loginWithToken(ctx, token)));
    return;
  }

  if (options.passwordStdin) {
    const email = options.email?.trim() ?? '';
    if (!email) throw new UsageError('--email must not be empty');
    const password = await readFirstLine(ctx.io.stdin);
    if (!password) throw new UsageError('No password on standard input');
    ctx.out.line(loggedInMessage(await loginWithPassword(ctx, email, password)));
    return;
  }

  if (!canPrompt(ctx.io)) {
    throw new UsageError(
      'Not running in a terminal: use --with-token, or --email <email> --password-stdin (see momstride auth login --help)',
    );
  }
  // Raw mode at once, before Ink has loaded, so keys typed ahead (a password!) are not echoed.
  const stdin = ctx.io.stdin as NodeJS.ReadStream;
  stdin.setRawMode?.(true);
  let message: unknown;
  try {
    const [{ createElement }, { LoginForm }] = await Promise.all([import('react'), import('../../ui/login-form.js')]);
    message = await runInk(
      ctx.io,
      createElement(LoginForm, {
        apiUrl: ctx.apiUrl,
        initialEmail: options.email?.trim() || undefined,
        onSubmit: async ({ email, password }) => loggedInMessage(await loginWithPassword(ctx, email, password)),
      }),
    );
  } finally {
    stdin.setRawMode?.(false);
  }
  if (message === undefined) throw new CliError('Cancelled.', ExitCode.Error);
}
