import type { InternalTokenSigner } from '@momstride/kit/http';
import type { Logger } from 'pino';
import { z } from 'zod';
import { accountsBaseUrlOf, callAccounts, throttledWarning } from './accounts-internal.js';
import type { Supergraph } from './supergraph.js';

/** Access tokens live 15 minutes; a revocation older than that (plus slack) can no longer matter. */
const ACCESS_TOKEN_LIFETIME_MS = 15 * 60_000;
const RETENTION_MS = ACCESS_TOKEN_LIFETIME_MS + 2 * 60_000;
/** Each poll asks again for a few seconds before the last `now`, so a revocation committed late is not missed. */
const OVERLAP_MS = 5_000;
/**
 * The view is current while its last successful poll is younger than this (polls run twice a second); past it, admin
 * role claims count as member (auth.ts withAdminFailingClosed, docs/security.md L1).
 */
export const REVOCATIONS_STALE_AFTER_MS = 5_000;

const replySchema = z.object({
  now: z.iso.datetime({ offset: true }),
  revocations: z.array(z.object({ userId: z.string().min(1), revokedAt: z.iso.datetime({ offset: true }) })),
  /** Personal access tokens revoked since (absent from an older accounts). */
  tokenRevocations: z.array(z.object({ tokenId: z.string().min(1), revokedAt: z.iso.datetime({ offset: true }) })).default([]),
});

export interface SessionRevocations {
  /** True when the user's sessions were revoked at or after `issuedAtSeconds` (the access token's `iat`). */
  readonly isRevoked: (userId: string, issuedAtSeconds: number) => boolean;
  /** True while the last successful poll is recent (REVOCATIONS_STALE_AFTER_MS); false before the first one. */
  readonly isCurrent: () => boolean;
  /** Polls once now (the first poll of start() and tests). */
  readonly pollOnce: () => Promise<void>;
  readonly start: () => void;
  readonly stop: () => void;
}

export interface SessionRevocationsOptions {
  /** Base URL of accounts (its GraphQL URL without /graphql). */
  readonly accountsBaseUrl: string;
  /** Signs the gateway's internal token for accounts' /internal endpoints. */
  readonly signInternalToken: InternalTokenSigner;
  readonly logger: Logger;
  readonly intervalMs?: number;
  /** How old the last successful poll may be for the view to count as current (REVOCATIONS_STALE_AFTER_MS). */
  readonly staleAfterMs?: number;
  readonly now?: () => number;
  /** Told of personal access tokens revoked since the last poll (the PAT cache drops them). */
  readonly onTokenRevocations?: (revocations: ReadonlyArray<{ tokenId: string; revokedAt: string }>) => void;
}

/**
 * Keeps userId → latest revocation time by polling accounts `GET /internal/session-revocations?since=`
 * (docs/contracts.md) twice a second with an anonymous viewer token (so a revocation takes effect within a second,
 * the poll's own time included); revoked personal access tokens in the same reply go to `onTokenRevocations`. When accounts cannot answer, it logs at
 * most one warning a minute and keeps polling; known revocations stay in force meanwhile, and once the last
 * successful poll is older than `staleAfterMs` the view says it is not current (admin claims then count as member).
 */
export const createSessionRevocations = ({
  accountsBaseUrl,
  signInternalToken,
  logger,
  intervalMs = 500,
  staleAfterMs = REVOCATIONS_STALE_AFTER_MS,
  now = Date.now,
  onTokenRevocations,
}: SessionRevocationsOptions): SessionRevocations => {
  const revokedAt = new Map<string, number>();
  const endpoint = new URL('/internal/session-revocations', `${accountsBaseUrl}/`);
  let since = now() - RETENTION_MS;
  /** When the last successful poll was sent (its answer may describe nothing older). */
  let currentAsOf = -Infinity;
  const warn = throttledWarning(logger, 'session revocations unavailable; will keep polling', endpoint, now);
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;

  const prune = () => {
    const cutoff = now() - RETENTION_MS;
    for (const [userId, at] of revokedAt) if (at < cutoff) revokedAt.delete(userId);
  };

  const pollOnce = async () => {
    const url = new URL(endpoint);
    url.searchParams.set('since', new Date(since).toISOString());
    const askedAt = now();
    try {
      const response = await callAccounts(signInternalToken, url, 'revocations');
      if (!response.ok) {
        await response.body?.cancel();
        return warn(`HTTP ${response.status}`);
      }
      const parsed = replySchema.safeParse(await response.json());
      if (!parsed.success) return warn('unexpected reply shape');
      for (const { userId, revokedAt: at } of parsed.data.revocations) {
        const time = Date.parse(at);
        if (time > (revokedAt.get(userId) ?? -Infinity)) revokedAt.set(userId, time);
      }
      onTokenRevocations?.(parsed.data.tokenRevocations);
      since = Date.parse(parsed.data.now) - OVERLAP_MS;
      currentAsOf = Math.max(currentAsOf, askedAt);
      prune();
    } catch (error) {
      warn(error instanceof Error ? error.message : String(error));
    }
  };

  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await pollOnce();
    } finally {
      running = false;
      if (!stopped) timer = setTimeout(() => void tick(), intervalMs).unref();
    }
  };

  return {
    // `iat` is in seconds (possibly fractional); a token issued at or before the revocation is refused.
    isRevoked: (userId, issuedAtSeconds) => {
      const at = revokedAt.get(userId);
      return at !== undefined && issuedAtSeconds * 1000 <= at;
    },
    isCurrent: () => now() - currentAsOf < staleAfterMs,
    pollOnce,
    start: () => {
      stopped = false;
      void tick();
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
};

/** The poller for a supergraph: accounts' base URL is its GraphQL URL (SUBGRAPH_URLS aware) without /graphql. */
export const sessionRevocationsFor = (
  supergraph: Supergraph,
  options: Omit<SessionRevocationsOptions, 'accountsBaseUrl'>,
): SessionRevocations => createSessionRevocations({ ...options, accountsBaseUrl: accountsBaseUrlOf(supergraph) });
