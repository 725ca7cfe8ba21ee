import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badUserInput, conflict, notFound, unauthenticated } from '@momstride/kit';
import { newAccessTokenSecret } from '@momstride/kit/http';
import { notifyRevocation } from '../sessions/session-revocation.service.js';
import {
  AccessToken,
  AccessTokenScope,
  MAX_ACTIVE_TOKENS,
  MAX_ADMIN_EXPIRES_IN_DAYS,
  MAX_EXPIRES_IN_DAYS,
  MAX_TOKEN_NAME_LENGTH,
  type CreateAccessTokenInput,
  type CreatedAccessToken,
} from './access-token.types.js';

export const TOKEN_NAME_REQUIRED = 'Give the token a name';
export const TOKEN_NAME_TOO_LONG = `Keep the token name to ${MAX_TOKEN_NAME_LENGTH} characters or fewer`;
export const SCOPE_REQUIRED = 'Choose at least one scope';
export const ADMIN_SCOPE_FOR_ADMINS = 'Only admins can create tokens with the admin scope';
export const EXPIRY_OUT_OF_RANGE = `Choose an expiry between 1 and ${MAX_EXPIRES_IN_DAYS} days, or none`;
export const ADMIN_TOKEN_EXPIRY = `A token with the admin scope must expire: choose 1 to ${MAX_ADMIN_EXPIRES_IN_DAYS} days`;
export const TOO_MANY_TOKENS = `You already have ${MAX_ACTIVE_TOKENS} active tokens, the most one member may have; revoke one first`;
export const TOKEN_NOT_FOUND = 'Token not found';
export const duplicateNameMessage = (name: string): string => `You already have a token named “${name}”`;

const SCOPE_ORDER: readonly AccessTokenScope[] = [AccessTokenScope.read, AccessTokenScope.write, AccessTokenScope.admin];
/** Last use is recorded to the minute: a token used again within a minute of its last recorded use is not written. */
const LAST_USED_PRECISION = "interval '1 minute'";

interface TokenRow {
  id: string;
  user_id: string;
  name: string;
  scopes: string[];
  prefix: string;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}

const TOKEN_COLUMNS = 'id, user_id, name, scopes, prefix, created_at, expires_at, last_used_at';

function toAccessToken(row: TokenRow, now = Date.now()): AccessToken {
  const token = new AccessToken();
  token.id = row.id;
  token.name = row.name;
  token.scopes = SCOPE_ORDER.filter((scope) => row.scopes.includes(scope));
  token.prefix = row.prefix;
  token.createdAt = new Date(row.created_at);
  token.expiresAt = row.expires_at ? new Date(row.expires_at) : null;
  token.lastUsedAt = row.last_used_at ? new Date(row.last_used_at) : null;
  token.expired = token.expiresAt !== null && token.expiresAt.getTime() <= now;
  return token;
}

/**
 * The scopes a token gets: at least one; write and admin imply read (a token that may change or administer
 * things can read them); admin only for an admin. Ordered read, write, admin.
 */
export function normalizeScopes(requested: readonly AccessTokenScope[], ownerIsAdmin: boolean): AccessTokenScope[] {
  const wanted = new Set(requested);
  if (wanted.size === 0) throw badUserInput(SCOPE_REQUIRED, [{ field: 'scopes', message: SCOPE_REQUIRED }]);
  if (wanted.has(AccessTokenScope.admin) && !ownerIsAdmin) {
    throw badUserInput(ADMIN_SCOPE_FOR_ADMINS, [{ field: 'scopes', message: ADMIN_SCOPE_FOR_ADMINS }]);
  }
  wanted.add(AccessTokenScope.read);
  return SCOPE_ORDER.filter((scope) => wanted.has(scope));
}

/** The trimmed name, or BAD_USER_INPUT. */
export function normalizeName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badUserInput(TOKEN_NAME_REQUIRED, [{ field: 'name', message: TOKEN_NAME_REQUIRED }]);
  if ([...trimmed].length > MAX_TOKEN_NAME_LENGTH) throw badUserInput(TOKEN_NAME_TOO_LONG, [{ field: 'name', message: TOKEN_NAME_TOO_LONG }]);
  return trimmed;
}

function checkExpiry(days: number | null | undefined): number | null {
  if (days === null || days === undefined) return null;
  if (!Number.isInteger(days) || days < 1 || days > MAX_EXPIRES_IN_DAYS) {
    throw badUserInput(EXPIRY_OUT_OF_RANGE, [{ field: 'expiresInDays', message: EXPIRY_OUT_OF_RANGE }]);
  }
  return days;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: unknown }).code === '23505' || (error as { name?: unknown }).name === 'UniqueConstraintViolationException');

/** The user's active (not revoked) tokens, newest first; expired ones included (expired = true). */
export async function listAccessTokens(em: EntityManager, userId: string): Promise<AccessToken[]> {
  const rows = await em.execute<TokenRow[]>(
    `select ${TOKEN_COLUMNS} from personal_access_tokens where user_id = ? and revoked_at is null order by created_at desc, id desc`,
    [userId],
  );
  const now = Date.now();
  return rows.map((row) => toAccessToken(row, now));
}

/** An admin-scope token expires within MAX_ADMIN_EXPIRES_IN_DAYS (docs/security.md, M1): never "no expiry". */
function checkAdminExpiry(scopes: readonly AccessTokenScope[], days: number | null): void {
  if (!scopes.includes(AccessTokenScope.admin)) return;
  if (days === null || days > MAX_ADMIN_EXPIRES_IN_DAYS) {
    throw badUserInput(ADMIN_TOKEN_EXPIRY, [{ field: 'expiresInDays', message: ADMIN_TOKEN_EXPIRY }]);
  }
}

/** The owner of a new token, for the notice mail. */
export interface TokenOwner {
  email: string;
  firstName: string;
}

/**
 * Makes a token for `userId`: only its hash is stored; the secret is in the answer and nowhere else. The caller has
 * checked that she proved who she is (auth/reauthenticate.ts) and mails her the notice (answered `owner`).
 */
export async function createAccessToken(
  em: EntityManager,
  userId: string,
  input: CreateAccessTokenInput,
): Promise<CreatedAccessToken & { owner: TokenOwner }> {
  const name = normalizeName(input.name);
  const days = checkExpiry(input.expiresInDays);
  return em.transactional(async (tx) => {
    // The user row is locked, so two creations cannot both pass the count (or read a role being changed).
    const [owner] = await tx.execute<Array<{ role: string; email: string; first_name: string }>>(
      'select role, email, first_name from users where id = ? for update',
      [userId],
    );
    if (!owner) throw unauthenticated();
    const scopes = normalizeScopes(input.scopes, owner.role === 'admin');
    checkAdminExpiry(scopes, days);
    const [active] = await tx.execute<Array<{ count: string }>>(
      'select count(*) as count from personal_access_tokens where user_id = ? and revoked_at is null',
      [userId],
    );
    if (Number(active?.count ?? 0) >= MAX_ACTIVE_TOKENS) throw conflict(TOO_MANY_TOKENS);
    const [clash] = await tx.execute<Array<{ id: string }>>(
      'select id from personal_access_tokens where user_id = ? and revoked_at is null and lower(name) = lower(?)',
      [userId, name],
    );
    if (clash) throw badUserInput(duplicateNameMessage(name), [{ field: 'name', message: duplicateNameMessage(name) }]);
    const { secret, hash, prefix } = newAccessTokenSecret();
    try {
      const [row] = await tx.execute<TokenRow[]>(
        `insert into personal_access_tokens (id, user_id, name, scopes, prefix, token_hash, created_at, expires_at)
         values (?, ?, ?, ?::text[], ?, ?, clock_timestamp(), case when ?::int is null then null else clock_timestamp() + (?::int * interval '1 day') end)
         returning ${TOKEN_COLUMNS}`,
        [randomUUID(), userId, name, `{${scopes.join(',')}}`, prefix, hash, days, days],
      );
      return { token: toAccessToken(row!), secret, owner: { email: owner.email, firstName: owner.first_name } };
    } catch (error) {
      if (isUniqueViolation(error)) throw badUserInput(duplicateNameMessage(name), [{ field: 'name', message: duplicateNameMessage(name) }]);
      throw error;
    }
  });
}

/** Revokes one of `userId`'s active tokens (NOT_FOUND for anyone else's, an unknown id or one already revoked). */
export async function revokeAccessToken(em: EntityManager, userId: string, tokenId: string): Promise<AccessToken> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(tokenId)) throw notFound(TOKEN_NOT_FOUND);
  const [row] = await em.execute<TokenRow[]>(
    `update personal_access_tokens set revoked_at = clock_timestamp()
      where id = ? and user_id = ? and revoked_at is null returning ${TOKEN_COLUMNS}`,
    [tokenId, userId],
  );
  if (!row) throw notFound(TOKEN_NOT_FOUND);
  await notifyRevocation(em);
  return toAccessToken(row);
}

/**
 * Revokes every active token of `userId` (a password reset, "sign out everywhere"; call it inside that change's
 * transaction). The revocations reach the gateway through the session-revocation feed's `tokenRevocations`, within
 * a second. Answers how many were revoked.
 */
export async function revokeAllAccessTokens(em: EntityManager, userId: string): Promise<number> {
  const rows = await em.execute<Array<{ id: string }>>(
    'update personal_access_tokens set revoked_at = clock_timestamp() where user_id = ? and revoked_at is null returning id',
    [userId],
  );
  if (rows.length > 0) await notifyRevocation(em);
  return rows.length;
}

/** What the gateway learns about a presented token (docs/contracts.md). */
export type TokenVerification =
  | { readonly found: true; tokenId: string; userId: string; role: 'admin' | 'member'; scopes: AccessTokenScope[]; expiresAt: string | null }
  | { readonly found: false; reason: 'unknown' | 'revoked' | 'expired' };

/**
 * Looks a token up by the SHA-256 of its secret, with its owner's CURRENT role, and records its use (to the
 * minute). Revoked and expired tokens are refused.
 */
export async function verifyAccessTokenHash(em: EntityManager, hash: string): Promise<TokenVerification> {
  const [row] = await em.execute<Array<TokenRow & { role: string; revoked_at: Date | null; expired: boolean }>>(
    `select t.${TOKEN_COLUMNS.split(', ').join(', t.')}, t.revoked_at, u.role,
            (t.expires_at is not null and t.expires_at <= clock_timestamp()) as expired
       from personal_access_tokens t join users u on u.id = t.user_id
      where t.token_hash = ?`,
    [hash],
  );
  if (!row) return { found: false, reason: 'unknown' };
  if (row.revoked_at) return { found: false, reason: 'revoked' };
  if (row.expired) return { found: false, reason: 'expired' };
  await markAccessTokensUsed(em, [row.id]);
  return {
    found: true,
    tokenId: row.id,
    userId: row.user_id,
    role: row.role === 'admin' ? 'admin' : 'member',
    scopes: toAccessToken(row).scopes,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  };
}

/** Sets `last_used_at` of the given tokens to now, unless it already lies within the last minute. */
export async function markAccessTokensUsed(em: EntityManager, tokenIds: readonly string[]): Promise<void> {
  if (tokenIds.length === 0) return;
  await em.execute(
    `update personal_access_tokens set last_used_at = clock_timestamp()
      where id = any(?::uuid[]) and revoked_at is null and (last_used_at is null or last_used_at < clock_timestamp() - ${LAST_USED_PRECISION})`,
    [`{${tokenIds.join(',')}}`],
  );
}

/** Token revocations older than this no longer matter: the gateway keeps a verified token for 60 s at most. */
const TOKEN_REVOCATION_WINDOW_MS = 5 * 60_000;

/** Tokens revoked at or after `since` (clamped to the last few minutes), oldest first. */
export async function tokenRevocationsSince(em: EntityManager, since: Date | undefined): Promise<Array<{ tokenId: string; revokedAt: string }>> {
  const rows = await em.execute<Array<{ id: string; revoked_at: Date }>>(
    `select id, revoked_at from personal_access_tokens
      where revoked_at is not null and revoked_at >= greatest(?::timestamptz, clock_timestamp() - ?::interval)
      order by revoked_at`,
    [since ?? new Date(0), `${TOKEN_REVOCATION_WINDOW_MS} milliseconds`],
  );
  return rows.map((row) => ({ tokenId: row.id, revokedAt: new Date(row.revoked_at).toISOString() }));
}

/** A revoked token's row is kept this long (past the gateway's revocation feed and cache), then deleted. */
export const REVOKED_TOKEN_RETENTION_DAYS = 1;
/** An expired token stays in her list (expired = true) this long after it expired, then is deleted. */
export const EXPIRED_TOKEN_RETENTION_DAYS = 30;

/** Deletes tokens revoked over a day ago and tokens expired over 30 days ago (housekeeping); answers how many. */
export async function pruneAccessTokens(em: EntityManager, now: Date): Promise<number> {
  const day = 24 * 60 * 60 * 1000;
  const rows = await em.getConnection().execute<Array<{ count: string | number }>>(
    `with gone as (delete from personal_access_tokens where revoked_at < ? or expires_at < ? returning 1) select count(*) as count from gone`,
    [new Date(now.getTime() - REVOKED_TOKEN_RETENTION_DAYS * day), new Date(now.getTime() - EXPIRED_TOKEN_RETENTION_DAYS * day)],
  );
  return Number(rows[0]?.count ?? 0);
}
