import { streamEvent, type StreamNotification } from '@momstride/contracts/stream-events';
import { entityQuery, isUuid, notFound, toSnapshots, type EntityManager } from '@momstride/kit';
import { outsideChannels, queueDeliveries } from '../delivery/deliveries.js';
import { NotificationChannel } from '../preferences/preference-type.js';
import { preferencesOf, wants } from '../preferences/preferences.service.js';
import { appendStreamEvents, lockStreams } from '../stream/stream-log.js';
import { Notification } from './notification.entity.js';
import type { NotificationKind } from './notification-kind.js';

export const NOTIFICATIONS_DEFAULT_LIMIT = 20;
export const NOTIFICATIONS_MAX_LIMIT = 100;
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** A notification to make. */
export interface NotificationDraft {
  readonly userId: string;
  readonly kind: NotificationKind;
  readonly actorId: string | null;
  readonly text: string;
  readonly link: string;
  /** When it happened (the database's clock when absent). */
  readonly createdAt?: Date;
  /** What a mail of it adds (a walk's `title` and ISO `startsAt`). */
  readonly details?: Readonly<Record<string, string>>;
}

/** A notification as the stream carries it (the catalogue's `StreamNotification`: the REST shape without the resolved `actor`). */
export const notificationStreamData = (notification: Notification): StreamNotification => ({
  id: notification.id,
  kind: notification.kind,
  actor_id: notification.actorId,
  text: notification.text,
  link: notification.link,
  created_at: notification.createdAt.toISOString(),
  read_at: notification.readAt?.toISOString() ?? null,
});

/** Each member's unread notifications: one statement. */
async function unreadCounts(tem: EntityManager, userIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await tem.execute<Array<{ user_id: string; unread: number }>>(
    `select u as user_id, (select count(*)::int from notifications n where n.user_id = u and n.read_at is null) as unread
       from unnest(array[?]::uuid[]) as u`,
    [[...new Set(userIds)]],
  );
  return new Map(rows.map((row) => [row.user_id, row.unread]));
}

/**
 * Announces created or changed notifications on their members' streams, in the caller's transaction: each member's
 * position is taken first, so the unread count each event carries is hers after every change committed before it.
 */
export async function announceNotifications(tem: EntityManager, notifications: readonly Notification[]): Promise<void> {
  if (notifications.length === 0) return;
  const userIds = notifications.map((notification) => notification.userId);
  await lockStreams(tem, userIds);
  const counts = await unreadCounts(tem, userIds);
  await appendStreamEvents(
    tem,
    notifications.map((notification) => ({
      userId: notification.userId,
      partnerId: notification.actorId,
      event: streamEvent('notification', { notification: notificationStreamData(notification), unread_count: counts.get(notification.userId) ?? 0 }),
    })),
  );
}

/**
 * Makes notifications and announces them, in the caller's transaction (a domain event's). Skipped: a member's own
 * doing, one from a member she blocked, any for or from a deleted member, and one of a type she turned off in the app.
 * Those she wants by mail or push are queued for the dispatcher in the same transaction (deliveries.ts).
 */
export async function createNotifications(tem: EntityManager, drafts: readonly NotificationDraft[]): Promise<Notification[]> {
  const wellFormed = drafts.filter((draft) => isUuid(draft.userId) && (draft.actorId === null || (isUuid(draft.actorId) && draft.actorId !== draft.userId)));
  const preferences = await preferencesOf(tem, wellFormed.map((draft) => draft.userId));
  await queueDeliveries(tem, wellFormed.map((draft) => ({ draft, channels: outsideChannels(preferences.get(draft.userId)!, draft.kind) })));
  const valid = wellFormed.filter((draft) => wants(preferences.get(draft.userId)!, draft.kind, NotificationChannel.in_app));
  if (valid.length === 0) return [];
  const rows = await tem.execute<Array<Record<string, unknown>>>(
    `insert into notifications (id, user_id, kind, actor_id, text, link, created_at)
     select gen_random_uuid(), d.user_id, d.kind, d.actor_id, d.text, d.link, coalesce(d.created_at, clock_timestamp())
       from jsonb_to_recordset(?::jsonb) as d(user_id uuid, kind text, actor_id uuid, text text, link text, created_at timestamptz)
      where not exists (select 1 from removed_users r where r.user_id = d.user_id or r.user_id = d.actor_id)
        and not exists (select 1 from message_blocks b where b.blocker_id = d.user_id and b.blocked_id = d.actor_id)
     returning *`,
    [
      JSON.stringify(
        valid.map((draft) => ({
          user_id: draft.userId,
          kind: draft.kind,
          actor_id: draft.actorId,
          text: draft.text,
          link: draft.link,
          created_at: draft.createdAt?.toISOString() ?? null,
        })),
      ),
    ],
  );
  const created = toSnapshots(tem, Notification, rows);
  await announceNotifications(tem, created);
  return created;
}

const listFirst = entityQuery(Notification, 'where "user_id" = $1 order by "created_at" desc, "id" desc limit $2');
const listBefore = entityQuery(
  Notification,
  `where "user_id" = $1 and ("created_at", "id") < (select c."created_at", c."id" from "notifications" c where c."id" = $2 and c."user_id" = $1)
   order by "created_at" desc, "id" desc limit $3`,
);
const ownNotification = entityQuery(Notification, 'where "id" = $1 and "user_id" = $2');

/** Her notification `id`, or NOT_FOUND "Notification not found" (someone else's, or a malformed id). */
async function ownOrNotFound(em: EntityManager, userId: string, id: string): Promise<Notification> {
  const [notification] = isUuid(id) ? await ownNotification(em, [id, userId]) : [];
  if (!notification) throw notFound(NOTIFICATION_NOT_FOUND);
  return notification;
}

/** Her notifications, newest first, older than her notification `before` when given: one statement along notifications_list_index. */
export async function listNotifications(em: EntityManager, userId: string, limit: number, before: string | null): Promise<Notification[]> {
  if (before === null) return listFirst(em, [userId, limit]);
  await ownOrNotFound(em, userId, before);
  return listBefore(em, [userId, before, limit]);
}

/** How many of her notifications are unread: one statement along notifications_unread_index. */
export async function unreadNotificationCount(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<Array<{ unread: number }>>('select count(*)::int as unread from notifications where user_id = ? and read_at is null', [userId]);
  return row?.unread ?? 0;
}

/** Marks her notification read (already read: unchanged) and announces it; NOT_FOUND for anyone else's. */
export async function markNotificationRead(em: EntityManager, userId: string, id: string): Promise<Notification> {
  const notification = await ownOrNotFound(em, userId, id);
  if (notification.readAt) return notification;
  return em.transactional(async (tem) => {
    const rows = await tem.execute<Array<Record<string, unknown>>>(
      'update notifications set read_at = clock_timestamp() where id = ? and user_id = ? and read_at is null returning *',
      [id, userId],
    );
    const [changed] = toSnapshots(tem, Notification, rows);
    if (!changed) return ownOrNotFound(tem, userId, id); // read meanwhile (another device)
    await announceNotifications(tem, [changed]);
    return changed;
  });
}

/** Marks all her notifications read and announces it (`notifications_read`); answers how many were unread. */
export async function markAllNotificationsRead(em: EntityManager, userId: string): Promise<number> {
  return em.transactional(async (tem) => {
    const rows = await tem.execute<Array<{ read_at: Date }>>(
      `with now as (select clock_timestamp() as at)
       update notifications n set read_at = now.at from now where n.user_id = ? and n.read_at is null returning now.at as read_at`,
      [userId],
    );
    const readAt = rows[0]?.read_at;
    if (!readAt) return 0;
    await lockStreams(tem, [userId]);
    const unread = (await unreadCounts(tem, [userId])).get(userId) ?? 0;
    await appendStreamEvents(tem, [
      { userId, partnerId: null, event: streamEvent('notifications_read', { read_at: new Date(readAt).toISOString(), unread_count: unread }) },
    ]);
    return rows.length;
  });
}

/** Everything messaging keeps about a deleted member's notifications: hers, and those she was the actor of. */
export async function removeUserNotifications(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute('delete from notifications where user_id = ? or actor_id = ?', [userId, userId], 'run');
}
