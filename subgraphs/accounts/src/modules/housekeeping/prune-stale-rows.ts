import type { EntityManager } from '@mikro-orm/postgresql';
import { LOGIN_LIMITS_TABLE } from '../../entities.js';
import {
  ACCOUNT_FAILURES_FORGOTTEN_AFTER_SECONDS,
  ACCOUNT_FAILURES_TABLE,
  KNOWN_ADDRESS_DAYS,
  KNOWN_ADDRESSES_TABLE,
} from '../auth/throttle.js';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_FAMILY_MAX_AGE_MS } from '../auth/tokens.js';
import { pruneAccessTokens } from '../access-tokens/access-token.service.js';
import { dropExpiredPreviousSecrets, WEBHOOK_DELIVERY_RETENTION_DAYS } from '../webhooks/webhook.store.js';

/**
 * A session revocation only voids access tokens issued before it, and those expire ACCESS_TOKEN_TTL_SECONDS after
 * their issue: past that (plus a margin for clock skew between accounts and the gateway) the row says nothing.
 */
const HOUR_MS = 60 * 60 * 1000;

export const SESSION_REVOCATION_RETENTION_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 5 * 60 * 1000;

/** Rows removed by one pass, per table. */
export interface PrunedRows {
  readonly refreshTokens: number;
  readonly passwordResetTokens: number;
  readonly sessionRevocations: number;
  readonly rateLimits: number;
  readonly accountFailures: number;
  readonly knownAddresses: number;
  readonly webhookDeliveries: number;
  readonly accessTokens: number;
  /** Webhook endpoints whose previous signing secret stopped signing (the secret itself is deleted). */
  readonly expiredWebhookSecrets: number;
}

/**
 * Deletes what can no longer matter at `now`:
 * - refresh-token families that can no longer be refreshed: every token expired, or the sign-in older than
 *   REFRESH_FAMILY_MAX_AGE_MS. A family is removed whole, never row by row: its sign-in time is its oldest row, and
 *   presenting any rotated token of a live family must still revoke it;
 * - password reset tokens that were used or have expired;
 * - session revocations older than SESSION_REVOCATION_RETENTION_MS;
 * - rate-limiter-flexible counters (login throttle, reset mails, uploads) whose window has ended (`expire` in ms;
 *   a row without one never expires and stays);
 * - accounts' failed-sign-in counts forgotten after ACCOUNT_FAILURES_FORGOTTEN_AFTER_SECONDS without an attempt (and
 *   no wait still running), and the addresses an account signed in from, past KNOWN_ADDRESS_DAYS;
 * - webhook deliveries (with their attempts) older than WEBHOOK_DELIVERY_RETENTION_DAYS;
 * - personal access tokens revoked over a day ago or expired over 30 days ago (access-token.service.ts);
 * - webhook signing secrets retired by a rotation whose overlap has ended (webhook.store.ts).
 */
export async function pruneStaleRows(em: EntityManager, now: Date = new Date()): Promise<PrunedRows> {
  const connection = em.getConnection();
  const deleted = async (sql: string, params: unknown[]): Promise<number> => {
    const rows = await connection.execute<Array<{ count: string | number }>>(
      `with gone as (${sql} returning 1) select count(*) as count from gone`,
      params,
    );
    return Number(rows[0]?.count ?? 0);
  };
  const revokedBefore = new Date(now.getTime() - SESSION_REVOCATION_RETENTION_MS);
  return {
    refreshTokens: await deleted(
      `delete from refresh_tokens where family in (
         select family from refresh_tokens group by family having max(expires_at) < ? or min(created_at) < ?)`,
      [now, new Date(now.getTime() - REFRESH_FAMILY_MAX_AGE_MS)],
    ),
    passwordResetTokens: await deleted('delete from password_reset_tokens where used_at is not null or expires_at < ?', [now]),
    sessionRevocations: await deleted('delete from session_revocations where revoked_at < ?', [revokedBefore]),
    rateLimits: await deleted(`delete from "${LOGIN_LIMITS_TABLE}" where expire is not null and expire < ?`, [now.getTime()]),
    accountFailures: await deleted(
      `delete from "${ACCOUNT_FAILURES_TABLE}" where last_attempt_at < ? and (blocked_until is null or blocked_until < ?)`,
      [new Date(now.getTime() - ACCOUNT_FAILURES_FORGOTTEN_AFTER_SECONDS * 1000), now],
    ),
    knownAddresses: await deleted(`delete from "${KNOWN_ADDRESSES_TABLE}" where last_success_at < ?`, [
      new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 24 * HOUR_MS),
    ]),
    webhookDeliveries: await deleted('delete from webhook_deliveries where created_at < ?', [
      new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 24 * HOUR_MS),
    ]),
    accessTokens: await pruneAccessTokens(em, now),
    expiredWebhookSecrets: await dropExpiredPreviousSecrets(em, now),
  };
}
