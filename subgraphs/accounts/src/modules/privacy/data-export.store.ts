import { createHash, randomBytes } from 'node:crypto';
import { rateLimited, recordDomainEvent } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';

/** How long a ready archive can be downloaded (docs/privacy.md). */
export const EXPORT_VALID_DAYS = 7;
/** A request still not ready after this long is given up (the job retried all that time). */
export const EXPORT_GIVE_UP_HOURS = 24;
/** A new copy after a downloaded one: at most one request this often (each gathers every service's rows and files). */
export const EXPORT_REQUEST_INTERVAL_MINUTES = 60;

export const tooSoonMessage = (minutes: number): string =>
  `You can ask for a new copy of your data once an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export type DataExportStatus = 'pending' | 'ready' | 'downloaded' | 'failed';

/** A member's export as she sees it (never the archive, never the link). */
export interface DataExportRow {
  readonly userId: string;
  readonly status: DataExportStatus;
  readonly requestedAt: Date;
  readonly readyAt: Date | null;
  readonly expiresAt: Date | null;
  readonly downloadedAt: Date | null;
  readonly sizeBytes: number | null;
  readonly problem: string | null;
}

const COLUMNS = 'user_id, status, requested_at, ready_at, expires_at, downloaded_at, size_bytes, problem';

type Raw = { user_id: string; status: DataExportStatus; requested_at: Date | string; ready_at: Date | string | null; expires_at: Date | string | null; downloaded_at: Date | string | null; size_bytes: number | null; problem: string | null };

/** A time from raw SQL (the driver may hand it over as text). */
const dateOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : dateOf(value));

const toRow = (raw: Raw): DataExportRow => ({
  userId: raw.user_id,
  status: raw.status,
  requestedAt: dateOf(raw.requested_at),
  readyAt: dateOrNull(raw.ready_at),
  expiresAt: dateOrNull(raw.expires_at),
  downloadedAt: dateOrNull(raw.downloaded_at),
  sizeBytes: raw.size_bytes,
  problem: raw.problem,
});

/** The hash a download link's token is stored as. */
export const linkHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Her export, or null when she has none (an expired one counts as none: the housekeeping removes it). */
export async function findDataExport(em: EntityManager, userId: string): Promise<DataExportRow | null> {
  const [raw] = await em.execute<Raw[]>(
    `select ${COLUMNS} from data_exports where user_id = ? and (expires_at is null or expires_at > clock_timestamp())`,
    [userId],
  );
  return raw ? toRow(raw) : null;
}

/**
 * Asks for an export of `userId` (by herself or an admin): a new request unless one is pending or ready to download,
 * in which case that one is answered (asking twice never builds twice); within an hour of asking for one she has
 * downloaded, RATE_LIMITED. A new request records `data_export.requested`
 * in the same transaction: accounts' export job picks it up from the queue.
 */
export async function requestDataExport(em: EntityManager, userId: string, requestedBy: string): Promise<DataExportRow> {
  return em.transactional(async (tem) => {
    const [started] = await tem.execute<Raw[]>(
      `insert into data_exports (user_id, requested_by) values (?, ?)
       on conflict (user_id) do update
          set requested_by = excluded.requested_by, status = 'pending', requested_at = clock_timestamp(), ready_at = null,
              expires_at = null, downloaded_at = null, link_hash = null, archive = null, size_bytes = null, problem = null
        where data_exports.status = 'failed' or data_exports.expires_at <= clock_timestamp()
           or (data_exports.status = 'downloaded' and data_exports.requested_at <= clock_timestamp() - make_interval(mins => ?))
       returning ${COLUMNS}`,
      [userId, requestedBy, EXPORT_REQUEST_INTERVAL_MINUTES],
    );
    if (started) {
      await recordDomainEvent(tem, 'data_export.requested', { userId, requestedBy });
      return toRow(started);
    }
    const [current] = await tem.execute<Array<Raw & { wait_seconds: number }>>(
      `select ${COLUMNS}, ceil(extract(epoch from requested_at + make_interval(mins => ?) - clock_timestamp()))::int as wait_seconds
         from data_exports where user_id = ?`,
      [EXPORT_REQUEST_INTERVAL_MINUTES, userId],
    );
    if (current!.status === 'downloaded') {
      const seconds = Math.max(1, current!.wait_seconds);
      throw rateLimited(tooSoonMessage(Math.ceil(seconds / 60)), seconds);
    }
    return toRow(current!);
  });
}

/** Whether her export is still waiting to be built (the job's first check; a redelivered job finds it done). */
export async function isExportPending(em: EntityManager, userId: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>(`select 1 from data_exports where user_id = ? and status = 'pending'`, [userId]);
  return rows.length > 0;
}

/**
 * Stores the built archive and makes its download link, once: only a pending export becomes ready (two workers
 * building the same request: the second finds it done and gets null). Records `data_export.ready` (her notification).
 * Answers the link's token (only its hash is kept) and the expiry.
 */
export async function completeDataExport(em: EntityManager, userId: string, archive: Uint8Array): Promise<{ token: string; expiresAt: Date } | null> {
  const token = randomBytes(32).toString('base64url');
  return em.transactional(async (tem) => {
    const [done] = await tem.execute<Array<{ expires_at: Date | string }>>(
      `update data_exports
          set status = 'ready', ready_at = clock_timestamp(), expires_at = clock_timestamp() + make_interval(days => ?),
              archive = ?, size_bytes = ?, link_hash = ?
        where user_id = ? and status = 'pending'
       returning expires_at`,
      [EXPORT_VALID_DAYS, Buffer.from(archive), archive.byteLength, linkHashOf(token), userId],
    );
    if (!done) return null;
    const expiresAt = dateOf(done.expires_at);
    await recordDomainEvent(tem, 'data_export.ready', { userId, expiresAt: expiresAt.toISOString() });
    return { token, expiresAt };
  });
}

/** A new download link for her ready archive (the previous link stops working); null when none is ready. */
export async function renewDownloadLink(em: EntityManager, userId: string): Promise<{ token: string; expiresAt: Date } | null> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await em.execute<Array<{ expires_at: Date | string }>>(
    `update data_exports set link_hash = ?
      where user_id = ? and status = 'ready' and expires_at > clock_timestamp()
     returning expires_at`,
    [linkHashOf(token), userId],
  );
  return row ? { token, expiresAt: dateOf(row.expires_at) } : null;
}

/**
 * Takes the archive a link names, once: in one statement it is read and dropped from the row (status `downloaded`),
 * so two clicks never both get it. Null for an unknown, used or expired link.
 */
export async function takeArchive(em: EntityManager, token: string): Promise<{ userId: string; readyAt: Date; archive: Buffer } | null> {
  const [row] = await em.execute<Array<{ user_id: string; ready_at: Date | string; archive: Buffer }>>(
    `with taken as (
       select user_id, archive from data_exports
        where link_hash = ? and status = 'ready' and expires_at > clock_timestamp()
        for update)
     update data_exports d
        set status = 'downloaded', downloaded_at = clock_timestamp(), archive = null, link_hash = null
       from taken where d.user_id = taken.user_id
     returning d.user_id, d.ready_at, taken.archive`,
    [linkHashOf(token)],
  );
  return row ? { userId: row.user_id, readyAt: dateOf(row.ready_at), archive: row.archive } : null;
}

/**
 * Housekeeping: archives past their 7 days are deleted with their rows, and a request still pending after
 * EXPORT_GIVE_UP_HOURS becomes `failed` (she can ask again).
 */
export async function pruneDataExports(em: EntityManager): Promise<{ expired: number; failed: number }> {
  const expired = await em.execute<unknown[]>(`delete from data_exports where expires_at <= clock_timestamp() returning user_id`);
  const failed = await em.execute<unknown[]>(
    `update data_exports set status = 'failed', problem = 'The archive could not be made in time. Please ask again.'
      where status = 'pending' and requested_at < clock_timestamp() - make_interval(hours => ?) returning user_id`,
    [EXPORT_GIVE_UP_HOURS],
  );
  return { expired: expired.length, failed: failed.length };
}
