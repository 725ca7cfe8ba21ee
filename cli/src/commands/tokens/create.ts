import { CreateAccessTokenDocument, type AccessTokenDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { UsageError } from '../../services/errors.js';
import { readFirstLine } from '../../services/io.js';
import { DEFAULT_EXPIRES_IN_DAYS, SCOPES, type Scope, type TokensCreateOptions } from './options.js';
import { describeToken, localDay } from './token-format.js';

export type { TokensCreateOptions } from './options.js';

export const COPY_NOW_WARNING = "Copy it now — it won't be shown again.";

export interface CreatedToken {
  token: AccessTokenDetailFragment;
  secret: string;
}

/** The days until expiry the options ask for: a whole number, null for --no-expiry, else the default. */
export function expiresInDaysOf(options: Pick<TokensCreateOptions, 'expiresInDays' | 'expiry'>): number | null {
  if (options.expiry === false) {
    if (options.expiresInDays !== undefined) throw new UsageError('Use either --expires-in-days or --no-expiry, not both');
    return null;
  }
  if (options.expiresInDays === undefined) return DEFAULT_EXPIRES_IN_DAYS;
  const text = options.expiresInDays.trim();
  if (!/^\d+$/.test(text)) throw new UsageError(`--expires-in-days must be a whole number of days (got "${options.expiresInDays}")`);
  return Number(text);
}

/** The scopes to ask for: read always, then the ones given, in the schema's order. */
export function scopesOf(given: readonly Scope[] | undefined): Scope[] {
  const wanted = new Set<Scope>(['read', ...(given ?? [])]);
  return SCOPES.filter((scope) => wanted.has(scope));
}

/**
 * Creates a personal access token and prints its secret, once. The server holds the rules (a name, unique among her
 * tokens; admin scope for admins only; 1–365 days, at most 90 with the admin scope; her password again when she
 * logged in more than 5 minutes ago, --password-stdin): a refusal is exit 1 with its words. Piped, stdout is the secret
 * alone (the rest goes to stderr); --json prints the token and its `secret`.
 */
export async function tokensCreate(ctx: CommandContext, options: TokensCreateOptions): Promise<CreatedToken> {
  const name = options.name.trim();
  if (!name) throw new UsageError('--name must not be empty');
  const expiresInDays = expiresInDaysOf(options);
  const scopes = scopesOf(options.scope);
  let currentPassword: string | null = null;
  if (options.passwordStdin) {
    currentPassword = await readFirstLine(ctx.io.stdin);
    if (!currentPassword) throw new UsageError('No password on standard input');
  }
  const { createAccessToken: created } = await ctx.out.task('Creating access token...', () =>
    ctx.api.authenticated(CreateAccessTokenDocument, { input: { name, scopes, expiresInDays, currentPassword } }),
  );
  if (ctx.out.json) {
    ctx.out.printJson({ ...created.token, secret: created.secret });
    return created;
  }
  const expiry = created.token.expiresAt ? `expires ${localDay(created.token.expiresAt)}` : 'no expiry';
  const summary = `Created ${describeToken(created.token)}, ${expiry}.`;
  if (ctx.out.rich) {
    ctx.out.line(summary);
    ctx.out.line();
    ctx.out.line(`  ${created.secret}`);
    ctx.out.line();
    ctx.out.line(COPY_NOW_WARNING);
  } else {
    ctx.out.note(summary);
    ctx.out.line(created.secret);
    ctx.out.note(COPY_NOW_WARNING);
  }
  return created;
}
