import { recordDomainEvent, type EntityManager } from '@momstride/kit';
import type { NotificationKind } from '../notifications/notification-kind.js';
import { CHANNELS, NotificationChannel, preferenceTypeOf } from '../preferences/preference-type.js';
import type { Preferences } from '../preferences/preferences.service.js';

/** Mail and push deliveries waiting to go (or gone): SQL only. */
export const DELIVERIES_TABLE = 'notification_deliveries';

/** Something to tell her beyond the app. */
export interface DeliveryDraft {
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly actorId: string | null;
  readonly text: string;
  readonly link: string;
  /** What a mail adds (a walk's `title` and ISO `startsAt`). */
  readonly details?: Readonly<Record<string, string>>;
}

/** The channels beyond the app she wants `kind` on. */
export const outsideChannels = (preferences: Preferences, kind: NotificationKind): NotificationChannel[] => {
  const type = preferenceTypeOf(kind);
  return type ? CHANNELS.filter((channel) => channel !== NotificationChannel.in_app && preferences.switches[type][channel]) : [];
};

/**
 * Queues mail and push deliveries in the caller's transaction (skipped for or from a deleted member, and from a member
 * she blocked) and records `notification.deliveries_queued`, so they go after the commit (dispatcher.ts).
 */
export async function queueDeliveries(
  tem: EntityManager,
  drafts: ReadonlyArray<{ readonly draft: DeliveryDraft; readonly channels: readonly NotificationChannel[] }>,
): Promise<void> {
  const rows = drafts.flatMap(({ draft, channels }) =>
    channels.map((channel) => ({
      user_id: draft.userId,
      channel,
      type: preferenceTypeOf(draft.kind),
      actor_id: draft.actorId,
      text: draft.text,
      link: draft.link,
      details: draft.details ?? {},
    })),
  ).filter((row) => row.type !== undefined);
  if (rows.length === 0) return;
  const queued = await tem.execute<Array<{ user_id: string }>>(
    `insert into "${DELIVERIES_TABLE}" (user_id, channel, type, actor_id, text, link, details)
     select d.user_id, d.channel, d.type, d.actor_id, d.text, d.link, d.details
       from jsonb_to_recordset(?::jsonb) as d(user_id uuid, channel text, type text, actor_id uuid, text text, link text, details jsonb)
      where not exists (select 1 from removed_users r where r.user_id = d.user_id or r.user_id = d.actor_id)
        and not exists (select 1 from message_blocks b where b.blocker_id = d.user_id and b.blocked_id = d.actor_id)
     returning user_id`,
    [JSON.stringify(rows)],
  );
  const userIds = [...new Set(queued.map((row) => row.user_id))];
  if (userIds.length > 0) await recordDomainEvent(tem, 'notification.deliveries_queued', { userIds });
}

/** Her deliveries and missed-message marks go with her (a deleted member), and those she was the actor of. */
export async function removeUserDeliveries(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute(`delete from "${DELIVERIES_TABLE}" where user_id = ? or actor_id = ?`, [userId, userId], 'run');
  await tem.execute('delete from missed_message_mails where user_id = ? or sender_id = ?', [userId, userId], 'run');
}
