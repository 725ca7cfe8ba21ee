/** Exit codes of the CLI: the one place they are defined. */
export const ExitCode = {
  Ok: 0,
  Error: 1,
  Usage: 2,
  NeedsLogin: 4,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in. Run: momstride auth login';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired or was revoked. Run: momstride auth login';
export const PERSONAL_TOKEN_REFUSED_MESSAGE =
  'Your personal access token was refused: it was revoked or has expired. Log in again: momstride auth login';

/** An error the CLI reports as a message on stderr and an exit code (never a stack trace). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = ExitCode.Error,
    /** The GraphQL `extensions.code` this error came from, when it came from the server. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Wrong flags or arguments: exit 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, ExitCode.Usage);
    this.name = 'UsageError';
  }
}

/** No credentials, or credentials the server rejected: exit 4. */
export class NeedsLoginError extends CliError {
  constructor(message: string = NOT_LOGGED_IN_MESSAGE) {
    super(message, ExitCode.NeedsLogin, 'UNAUTHENTICATED');
    this.name = 'NeedsLoginError';
  }
}

/** Maps a GraphQL `extensions.code` to the CLI exit code. */
export function exitCodeForGraphQLCode(code: string | undefined): ExitCode {
  return code === 'UNAUTHENTICATED' ? ExitCode.NeedsLogin : ExitCode.Error;
}
