/**
 * What the `tokens` command descriptors need without loading a command's implementation: the scopes, the expiry
 * bounds and the options' shapes.
 */

/** What each scope lets a token do, in the order the web app lists them; the set is the schema's AccessTokenScope. */
export const SCOPE_MEANINGS = {
  read: "read your data and the community's (always included)",
  write: 'post, follow, join events, message…',
  admin: 'Admin Panel operations (admins only)',
} as const;

export type Scope = keyof typeof SCOPE_MEANINGS;

export const SCOPES = Object.keys(SCOPE_MEANINGS) as Scope[];

/** "read (…), write (…), admin (…)" for help texts. */
export const SCOPE_HELP = SCOPES.map((scope) => `${scope} (${SCOPE_MEANINGS[scope]})`).join(', ');

/** A new token's lifetime when neither --expires-in-days nor --no-expiry is given (the web app's default too). */
export const DEFAULT_EXPIRES_IN_DAYS = 30;

export interface TokensCreateOptions {
  name: string;
  /** --scope, repeatable; read is always included. */
  scope?: Scope[];
  /** --expires-in-days as typed (checked by the command). */
  expiresInDays?: string;
  /** false with --no-expiry (commander's negatable option). */
  expiry?: boolean;
  /** Read her password from the first line of stdin (needed when she logged in more than 5 minutes ago). */
  passwordStdin?: boolean;
}

export interface TokensListOptions {
  /** Admins: another member's tokens (her id or e-mail). */
  user?: string;
}

export interface TokensRevokeOptions {
  /** Skip the confirmation (required when not on a terminal). */
  yes?: boolean;
  /** Admins: the member who holds the token (her id or e-mail). */
  user?: string;
}
