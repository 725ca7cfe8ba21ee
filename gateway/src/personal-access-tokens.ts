import { hashAccessTokenSecret, looksLikeAccessTokenSecret, type InternalTokenSigner } from '@momstride/kit/http';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AuthResult, Role, TokenScope } from './auth.js';
import { accountsBaseUrlOf, callAccounts, throttledWarning } from './accounts-internal.js';
import type { Supergraph } from './supergraph.js';

/** A verified token is trusted this long before accounts is asked again (revocations reach the cache sooner, by poll). */
export const VERIFIED_TOKEN_TTL_MS = 60_000;

/** An unknown, revoked or expired token is answered from memory this long. */
const REFUSED_TOKEN_TTL_MS = 10_000;

/** Tokens kept at most, verified and refused each. */
const CACHE_SIZE = 10_000;

/** Revoked token ids are remembered this long, so a verification racing the revocation cannot bring one back. */
const REVOKED_RETENTION_MS = 5 * 60_000;

const verifiedSchema = z.object({
  found: z.literal(true),
  tokenId: z.string().min(1),
  userId: z.string().min(1),
  role: z.enum(['admin', 'member']),
  scopes: z.array(z.enum(['read', 'write', 'admin'])).min(1),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});

interface VerifiedToken {
  readonly tokenId: string;
  readonly userId: string;
  /** The owner's role when verified; the request acts as `member` unless the token has the admin scope too. */
  readonly role: Role;
  readonly scopes: readonly TokenScope[];
  readonly expiresAtMs: number | null;
  /** When the verification was asked for (a later session revocation of the owner makes it stale). */
  readonly verifiedAtMs: number;
}

export interface TokenRevocation {
  readonly tokenId: string;
  readonly revokedAt: string;
}

export interface PersonalAccessTokens {
  /**
   * What an `msp_…` bearer value means: valid (user, effective role, token id and scopes), invalid, or unavailable
   * when accounts could not say (a token it never refused must not read as revoked while it is down).
   */
  readonly verify: (secret: string) => Promise<AuthResult>;
  /** Drops revoked tokens from the cache (the session-revocations poll feeds it every second). */
  readonly revoke: (revocations: readonly TokenRevocation[]) => void;
  /** Sends accounts the ids of tokens used from the cache since the last report (their last-used time). */
  readonly reportUses: () => Promise<void>;
  readonly start: () => void;
  readonly stop: () => void;
}

export interface PersonalAccessTokensOptions {
  /** Base URL of accounts (its GraphQL URL without /graphql). */
  readonly accountsBaseUrl: string;
  /** Signs the gateway's internal token for accounts' /internal endpoints. */
  readonly signInternalToken: InternalTokenSigner;
  readonly logger: Logger;
  /** True when the user's sessions were revoked at or after a time in seconds (role change, deletion). */
  readonly isUserRevoked?: (userId: string, atSeconds: number) => boolean;
  readonly now?: () => number;
  /** How often used token ids are reported to accounts. */
  readonly reportIntervalMs?: number;
}

/** What accounts answered for one token hash. */
type Verification = VerifiedToken | 'refused' | 'unavailable';

const effectiveRole = (token: VerifiedToken): Role => (token.role === 'admin' && token.scopes.includes('admin') ? 'admin' : 'member');

/**
 * Verifies personal access tokens (`Authorization: Bearer msp_…`) by asking accounts
 * `POST /internal/access-tokens/verify` with the SHA-256 of the secret (docs/contracts.md), and keeps the answer
 * for a minute (bounded, by hash). On every use it checks the cached expiry, the token's revocation (fed by the
 * 1-second session-revocations poll) and its owner's session revocations (a role change or deletion makes the
 * next use ask accounts again, so a demoted admin's token loses admin at once). A token without the admin scope
 * acts as role `member`. Uses answered from the cache are reported to accounts once a second (last used).
 */
export const createPersonalAccessTokens = ({
  accountsBaseUrl,
  signInternalToken,
  logger,
  isUserRevoked = () => false,
  now = Date.now,
  reportIntervalMs = 1_000,
}: PersonalAccessTokensOptions): PersonalAccessTokens => {
  const verifyUrl = new URL('/internal/access-tokens/verify', `${accountsBaseUrl}/`);
  const usedUrl = new URL('/internal/access-tokens/used', `${accountsBaseUrl}/`);
  const verified = new Map<string, VerifiedToken>();
  const refused = new Map<string, number>();
  const inFlight = new Map<string, Promise<Verification>>();
  const revokedTokens = new Map<string, number>();
  let used = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const warn = throttledWarning(logger, 'personal access tokens: accounts unavailable', verifyUrl, now);

  const bounded = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= CACHE_SIZE && !map.has(key)) map.delete(map.keys().next().value!);
    map.set(key, value);
  };

  /** Asks accounts: the verified token, `refused` (unknown, revoked or expired), or `unavailable` (no usable answer). */
  const ask = async (hash: string): Promise<Verification> => {
    const askedAt = now();
    try {
      const response = await callAccounts(signInternalToken, verifyUrl, 'access-tokens', { hash });
      if (response.status === 404) {
        await response.body?.cancel();
        bounded(refused, hash, askedAt + REFUSED_TOKEN_TTL_MS);
        return 'refused';
      }
      if (!response.ok) {
        await response.body?.cancel();
        warn(`HTTP ${response.status}`);
        return 'unavailable';
      }
      const parsed = verifiedSchema.safeParse(await response.json());
      if (!parsed.success) {
        warn('unexpected reply shape');
        return 'unavailable';
      }
      const { tokenId, userId, role, scopes, expiresAt } = parsed.data;
      if (revokedTokens.has(tokenId)) return 'refused';
      const entry: VerifiedToken = { tokenId, userId, role, scopes, expiresAtMs: expiresAt === null ? null : Date.parse(expiresAt), verifiedAtMs: askedAt };
      bounded(verified, hash, entry);
      return entry;
    } catch (error) {
      warn(error instanceof Error ? error.message : String(error));
      return 'unavailable';
    }
  };

  /** The cached entry when still usable; a stale one is dropped. */
  const cached = (hash: string): VerifiedToken | undefined => {
    const entry = verified.get(hash);
    if (!entry) return undefined;
    const stale =
      now() - entry.verifiedAtMs >= VERIFIED_TOKEN_TTL_MS || revokedTokens.has(entry.tokenId) || isUserRevoked(entry.userId, entry.verifiedAtMs / 1000);
    if (stale) {
      verified.delete(hash);
      return undefined;
    }
    return entry;
  };

  const verify = async (secret: string): Promise<AuthResult> => {
    if (!looksLikeAccessTokenSecret(secret)) return { state: 'invalid' };
    const hash = hashAccessTokenSecret(secret);
    let entry = cached(hash);
    if (entry) {
      used.add(entry.tokenId);
    } else {
      const refusedUntil = refused.get(hash);
      if (refusedUntil !== undefined && refusedUntil > now()) return { state: 'invalid' };
      if (refusedUntil !== undefined) refused.delete(hash);
      let pending = inFlight.get(hash);
      if (!pending) {
        pending = ask(hash).finally(() => inFlight.delete(hash));
        inFlight.set(hash, pending);
      }
      const answer = await pending;
      if (answer === 'refused') return { state: 'invalid' };
      if (answer === 'unavailable') return { state: 'unavailable' };
      entry = answer;
    }
    if (entry.expiresAtMs !== null && entry.expiresAtMs <= now()) {
      verified.delete(hash);
      return { state: 'invalid' };
    }
    if (revokedTokens.has(entry.tokenId)) return { state: 'invalid' };
    return { state: 'valid', userId: entry.userId, role: effectiveRole(entry), token: { id: entry.tokenId, scopes: entry.scopes } };
  };

  const revoke = (revocations: readonly TokenRevocation[]) => {
    if (revocations.length === 0 && revokedTokens.size === 0) return;
    const at = now();
    for (const { tokenId } of revocations) if (!revokedTokens.has(tokenId)) revokedTokens.set(tokenId, at);
    for (const [hash, entry] of verified) if (revokedTokens.has(entry.tokenId)) verified.delete(hash);
    for (const [tokenId, seenAt] of revokedTokens) if (at - seenAt > REVOKED_RETENTION_MS) revokedTokens.delete(tokenId);
  };

  const reportUses = async () => {
    if (used.size === 0) return;
    const tokenIds = [...used].slice(0, 1_000);
    used = new Set([...used].slice(1_000));
    try {
      const response = await callAccounts(signInternalToken, usedUrl, 'access-tokens', { tokenIds });
      await response.body?.cancel();
      if (!response.ok) warn(`HTTP ${response.status} reporting token uses`);
    } catch (error) {
      warn(error instanceof Error ? error.message : String(error));
    }
  };

  const tick = async () => {
    await reportUses();
    if (timer) timer = setTimeout(() => void tick(), reportIntervalMs).unref();
  };

  return {
    verify,
    revoke,
    reportUses,
    start: () => {
      if (timer) return;
      timer = setTimeout(() => void tick(), reportIntervalMs).unref();
    },
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
};

/** The verifier for a supergraph: accounts' base URL is its GraphQL URL (SUBGRAPH_URLS aware) without /graphql. */
export const personalAccessTokensFor = (
  supergraph: Supergraph,
  options: Omit<PersonalAccessTokensOptions, 'accountsBaseUrl'>,
): PersonalAccessTokens => createPersonalAccessTokens({ ...options, accountsBaseUrl: accountsBaseUrlOf(supergraph) });

/** Why a request made with a personal access token may not do what it asks (undefined: it may). */
export const READ_ONLY_TOKEN_MESSAGE = 'This token can only read (scope read)';

/** True when `auth` is a personal access token without the write scope: only queries and GET/HEAD requests. */
export const isReadOnlyToken = (auth: AuthResult): boolean => auth.state === 'valid' && auth.token !== undefined && !auth.token.scopes.includes('write');
