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
 * The view is current while its last successful poll is younger than this, or while accounts holds a poll it promised to
 * answer (see REVOCATIONS_WAIT_MS); past it, admin role claims count as member (auth.ts withAdminFailingClosed,
 * docs/security.md L1).
 */
export const REVOCATIONS_STALE_AFTER_MS = 5_000;
/**
 * How long accounts may hold a poll until a revocation commits (it answers at once when one does, by NOTIFY): the
 * gateway asks about three times a minute at rest instead of twice a second. A poll held longer than this plus
 * REVOCATIONS_STALE_AFTER_MS (accounts silent, the network cut without a reset) leaves the view not current.
 */
export const REVOCATIONS_WAIT_MS = 20_000;

const replySchema = z.object({
  now: z.iso.datetime({ offset: true }),
  revocations: z.array(z.object({ userId: z.string().min(1), revokedAt: z.iso.datetime({ offset: true }) })),
  /** Where accounts' revocation signal stands, passed back as `after` so that the next poll can wait (absent from an older accounts). */
  cursor: z.string().min(1).max(100).optional(),
  /** Personal access tokens revoked since (absent from an older accounts). */
  tokenRevocations: z.array(z.object({ tokenId: z.string().min(1), revokedAt: z.iso.datetime({ offset: true }) })).default([]),
});

export interface SessionRevocations {
  /** True when the user's sessions were revoked at or after `issuedAtSeconds` (the access token's `iat`). */
  readonly isRevoked: (userId: string, issuedAtSeconds: number) => boolean;
  /** True while the last successful poll is recent (REVOCATIONS_STALE_AFTER_MS); false before the first one. */
  readonly isCurrent: () => boolean;
  /** Polls once now (the first poll of start() and tests); true when accounts answered. */
  readonly pollOnce: () => Promise<boolean>;
  readonly start: () => void;
  readonly stop: () => void;
}

export interface SessionRevocationsOptions {
  /** Base URL of accounts (its GraphQL URL without /graphql). */
  readonly accountsBaseUrl: string;
  /** Signs the gateway's internal token for accounts' /internal endpoints. */
  readonly signInternalToken: InternalTokenSigner;
  readonly logger: Logger;
  /** Pause before the next poll after a failed one, or when accounts cannot hold polls; default 500 ms. */
  readonly intervalMs?: number;
  /** How long accounts may hold a poll, default REVOCATIONS_WAIT_MS (0: never held, a poll every intervalMs). */
  readonly waitMs?: number;
  /** How old the last successful poll may be for the view to count as current (REVOCATIONS_STALE_AFTER_MS). */
  readonly staleAfterMs?: number;
  readonly now?: () => number;
  /** Told of personal access tokens revoked since the last poll (the PAT cache drops them). */
  readonly onTokenRevocations?: (revocations: ReadonlyArray<{ tokenId: string; revokedAt: string }>) => void;
}

/**
 * Keeps userId → latest revocation time by polling accounts `GET /internal/session-revocations?since=`
 * (docs/contracts.md) with the gateway's internal token; revoked personal access tokens in the same reply go to
 * `onTokenRevocations`. Each answer is followed by the next poll at once, which accounts holds (`wait`) until a
 * revocation commits or `waitMs` passes: a revocation takes effect milliseconds after its commit, and an idle stack
 * makes about three polls a minute. When accounts cannot answer, it logs at most one warning a minute and polls every
 * `intervalMs`; known revocations stay in force meanwhile, and once the last successful poll is older than
 * `staleAfterMs` (and no held poll is within its promise) the view says it is not current (admin claims then count as
 * member).
 */
export const createSessionRevocations = ({
  accountsBaseUrl,
  signInternalToken,
  logger,
  intervalMs = 500,
  waitMs = REVOCATIONS_WAIT_MS,
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
  /** Accounts' cursor from the last answer: a poll passing it may be held. Cleared by a failure (the next poll answers at once). */
  let cursor: string | undefined;
  /** While accounts holds a poll sent when the view was current: it promised an answer by then. */
  let promisedUntil = -Infinity;
  let inFlight: AbortController | undefined;
  const isCurrent = () => now() - currentAsOf < staleAfterMs || now() < promisedUntil;

  const prune = () => {
    const cutoff = now() - RETENTION_MS;
    for (const [userId, at] of revokedAt) if (at < cutoff) revokedAt.delete(userId);
  };

  /** One poll, held by accounts for up to `wait` ms when it can be (a cursor, a current view). */
  const poll = async (wait: number): Promise<boolean> => {
    const url = new URL(endpoint);
    url.searchParams.set('since', new Date(since).toISOString());
    const held = wait > 0 && cursor !== undefined && isCurrent();
    if (held) {
      url.searchParams.set('after', cursor!);
      url.searchParams.set('wait', String(wait));
    }
    const askedAt = now();
    if (held) promisedUntil = askedAt + wait + staleAfterMs;
    const controller = new AbortController();
    inFlight = controller;
    const failed = (problem: string) => {
      cursor = undefined;
      warn(problem);
      return false;
    };
    try {
      const response = await callAccounts(signInternalToken, url, 'revocations', undefined, held ? { ms: wait, signal: controller.signal } : undefined);
      if (!response.ok) {
        await response.body?.cancel();
        return failed(`HTTP ${response.status}`);
      }
      const parsed = replySchema.safeParse(await response.json());
      if (!parsed.success) return failed('unexpected reply shape');
      for (const { userId, revokedAt: at } of parsed.data.revocations) {
        const time = Date.parse(at);
        if (time > (revokedAt.get(userId) ?? -Infinity)) revokedAt.set(userId, time);
      }
      onTokenRevocations?.(parsed.data.tokenRevocations);
      since = Date.parse(parsed.data.now) - OVERLAP_MS;
      cursor = parsed.data.cursor;
      // A held answer describes accounts as of its sending, not of the poll's.
      currentAsOf = Math.max(currentAsOf, held ? now() : askedAt);
      prune();
      return true;
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error));
    } finally {
      promisedUntil = -Infinity;
      if (inFlight === controller) inFlight = undefined;
    }
  };

  const tick = async () => {
    if (running || stopped) return;
    running = true;
    const startedAt = now();
    let answered = false;
    try {
      answered = await poll(waitMs);
    } finally {
      running = false;
      // An answer is followed at once by the next (held) poll; only a run of instant answers (a burst of revocations,
      // accounts stopping) is spaced out a little. A failure, or an accounts that cannot hold polls, waits intervalMs.
      const delay = answered && cursor !== undefined && waitMs > 0 ? (now() - startedAt < 100 ? 100 : 0) : intervalMs;
      if (!stopped) timer = setTimeout(() => void tick(), delay).unref();
    }
  };

  return {
    // `iat` is in seconds (possibly fractional); a token issued at or before the revocation is refused.
    isRevoked: (userId, issuedAtSeconds) => {
      const at = revokedAt.get(userId);
      return at !== undefined && issuedAtSeconds * 1000 <= at;
    },
    isCurrent,
    pollOnce: () => poll(0),
    start: () => {
      stopped = false;
      void tick();
    },
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      inFlight?.abort();
    },
  };
};

/** The poller for a supergraph: accounts' base URL is its GraphQL URL (SUBGRAPH_URLS aware) without /graphql. */
export const sessionRevocationsFor = (
  supergraph: Supergraph,
  options: Omit<SessionRevocationsOptions, 'accountsBaseUrl'>,
): SessionRevocations => createSessionRevocations({ ...options, accountsBaseUrl: accountsBaseUrlOf(supergraph) });
