import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCESS_TOKEN_TTL_SECONDS } from '../auth/tokens.js';

/**
 * How far back the returned watermark (`now`) lies. A revocation is stamped when it is inserted but only
 * becomes visible at commit; handing back a watermark a few seconds in the past means a poller passing it
 * as the next `since` never misses one (it may see a revocation twice, which is harmless).
 */
const WATERMARK_LAG_MS = 5_000;

/** Older revocations no longer matter: every access token issued before them has expired anyway. */
const WINDOW_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;

export interface RevocationFeed {
  now: string;
  revocations: Array<{ userId: string; revokedAt: string }>;
}

/** NOTIFY channel of accounts' database: a session or personal access token was revoked (no payload). */
export const REVOCATION_CHANNEL = 'momstride_revocations';

/**
 * Tells the gateways' waiting polls (session-revocation.routes.ts) that a revocation was made: sent when the caller's
 * transaction commits (at once outside one).
 */
export async function notifyRevocation(em: EntityManager): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [REVOCATION_CHANNEL, '']);
}

/** Every access token of `userId` issued before now is void (call it inside the transaction of the change). */
export async function recordSessionRevocation(em: EntityManager, userId: string): Promise<void> {
  await em.execute('insert into session_revocations (id, user_id, revoked_at) values (?, ?, clock_timestamp())', [randomUUID(), userId]);
  await notifyRevocation(em);
}

/** The latest revocation per user at or after `since` (clamped to the access-token lifetime). */
export async function revocationsSince(em: EntityManager, since: Date | undefined): Promise<RevocationFeed> {
  const [clock] = await em.execute<Array<{ now: Date }>>('select clock_timestamp() as now');
  const dbNow = new Date(clock!.now);
  const oldest = new Date(dbNow.getTime() - WINDOW_MS);
  const from = since && since > oldest ? since : oldest;
  const rows = await em.execute<Array<{ user_id: string; revoked_at: Date }>>(
    `select user_id, max(revoked_at) as revoked_at from session_revocations
      where revoked_at >= ? group by user_id order by max(revoked_at)`,
    [from],
  );
  return {
    now: new Date(dbNow.getTime() - WATERMARK_LAG_MS).toISOString(),
    revocations: rows.map((row) => ({ userId: row.user_id, revokedAt: new Date(row.revoked_at).toISOString() })),
  };
}
