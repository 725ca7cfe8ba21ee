import { MEMBERS_MIRROR, recordDomainEvent, type EntityManager, type EventBus, type Logger, type MikroORM } from '@momstride/kit';
import { unsubscribeToken } from '../delivery/unsubscribe-token.js';
import { DEFAULT_DIGEST_DAY, DigestDay, NotificationChannel, NotificationPreferenceType } from '../preferences/preference-type.js';
import { PREFERENCES_TABLE } from '../preferences/preferences.service.js';

/** The weekly digests requested, one row per member and ISO week: SQL only. */
export const DIGEST_SENDS_TABLE = 'digest_sends';
/** The pg-boss queue (and schedule) that wakes the digest. */
export const DIGEST_QUEUE = 'messaging__weekly-digest';
/** Every quarter of an hour (UTC), so 08:00 is seen soon in every zone, including those a half or quarter hour off: `DIGEST_CRON`'s default. */
export const DIGEST_CRON = '*/15 * * * *';
/** The local time of day from which her digest goes, on her day. */
export const DIGEST_LOCAL_TIME = '08:00';

export interface DigestOptions {
  /** The HMAC key of unsubscribe links (unsubscribe-token.ts). */
  readonly unsubscribeKey: Buffer;
  /** Her zone when she saved none (COMMUNITY_TIME_ZONE). */
  readonly communityTimeZone: string;
  /** Only these members (a test's own, on a stack other tests share); every member when absent, as the schedule runs it. */
  readonly onlyUserIds?: readonly string[];
}

/**
 * Requests the digest of every member whose local time (her saved zone, else the community's) at `at` is on her digest
 * day and past 08:00, and who got none this ISO week: a `digest_sends` row per member and week (its Monday, local),
 * written in the transaction that records `notification.digest_requested` — so a member gets one a week whichever
 * replica runs, however often, and after a restart. A member who chose never, or was deleted, gets none. Accounts
 * gathers and mails it (and sends nothing when it would be empty). Returns the members asked for.
 */
export async function requestDueDigests(em: EntityManager, at: Date, options: DigestOptions): Promise<string[]> {
  const only = options.onlyUserIds ? `{${options.onlyUserIds.join(',')}}` : null;
  return em.transactional(async (tem) => {
    const rows = await tem.execute<Array<{ user_id: string; time_zone: string; week_start: string }>>(
      `with local as (
         select m.user_id, z.zone, (?::timestamptz at time zone z.zone) as local_at, coalesce(p.digest_day, ?) as digest_day
           from "${MEMBERS_MIRROR.table}" m
           left join "${PREFERENCES_TABLE}" p on p.user_id = m.user_id
           cross join lateral (select coalesce(p.time_zone, ?) as zone) z
          where ?::uuid[] is null or m.user_id = any(?::uuid[])
       ), inserted as (
         insert into "${DIGEST_SENDS_TABLE}" (user_id, week_start)
         select user_id, date_trunc('week', local_at)::date from local
          where digest_day <> ? and lower(to_char(local_at, 'FMDay')) = digest_day and local_at::time >= ?::time
         on conflict do nothing
         returning user_id, week_start
       )
       select i.user_id, i.week_start::text as week_start, l.zone as time_zone from inserted i join local l on l.user_id = i.user_id`,
      [at.toISOString(), DEFAULT_DIGEST_DAY, options.communityTimeZone, only, only, DigestDay.never, DIGEST_LOCAL_TIME],
    );
    for (const row of rows) {
      await recordDomainEvent(tem, 'notification.digest_requested', {
        userId: row.user_id,
        weekStart: row.week_start,
        timeZone: row.time_zone,
        asOf: at.toISOString(),
        unsubscribeToken: unsubscribeToken(options.unsubscribeKey, { userId: row.user_id, type: NotificationPreferenceType.digest, channel: NotificationChannel.mail }),
      });
    }
    return rows.map((row) => row.user_id);
  });
}

/** Registers the digest's schedule on the queue: each wake-up requests the digests due then. */
export async function scheduleDigests(deps: { bus: EventBus; orm: MikroORM; logger: Logger; cron: string } & DigestOptions): Promise<void> {
  const log = deps.logger.child({ component: 'digest' });
  await deps.bus.schedule(DIGEST_QUEUE, deps.cron, async () => {
    const requested = await requestDueDigests(deps.orm.em.fork(), new Date(), deps);
    if (requested.length > 0) log.info({ digests: requested.length }, 'weekly digests requested');
  });
}

/** Her digest rows go with her (a deleted member). */
export async function removeUserDigests(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute(`delete from "${DIGEST_SENDS_TABLE}" where user_id = ?`, [userId], 'run');
}
