import { isUuid, toSnapshots, type EntityManager } from '@momstride/kit';
import { queueDeliveries } from '../delivery/deliveries.js';
import type { Dispatcher } from '../delivery/dispatcher.js';
import { NotificationChannel } from '../preferences/preference-type.js';
import { preferencesOfMember } from '../preferences/preferences.service.js';
import { PREFERENCES_TABLE } from '../preferences/preferences.service.js';
import { Notification } from './notification.entity.js';
import { announceNotifications } from './notification.service.js';
import { messageCollapseKey, notificationTexts } from './notification-texts.js';

export interface SentMessage {
  readonly messageId: string;
  readonly senderId: string;
  readonly recipientId: string;
}

/**
 * A message arrived (`message.sent`): the recipient's one unread notification from that sender is made, or updated
 * (count, text, time of the latest message), and announced. Nothing when the message is gone or she has read it by
 * now, when she blocked the sender, for a deleted member, or when she turned message notifications off in the app.
 */
export async function notifyMessage(tem: EntityManager, message: SentMessage): Promise<void> {
  const { messageId, senderId, recipientId } = message;
  if (![messageId, senderId, recipientId].every(isUuid)) return;
  const first = notificationTexts.message(senderId, 1);
  const rows = await tem.execute<Array<Record<string, unknown>>>(
    `insert into notifications (id, user_id, kind, actor_id, text, link, collapse_key, count, created_at)
     select gen_random_uuid(), m.recipient_id, ?, m.sender_id, ?, ?, ?, 1, m.created_at
       from messages m
      where m.id = ? and m.sender_id = ? and m.recipient_id = ? and m.read_at is null
        and not exists (select 1 from removed_users r where r.user_id in (m.sender_id, m.recipient_id))
        and not exists (select 1 from message_blocks b where b.blocker_id = m.recipient_id and b.blocked_id = m.sender_id)
        and coalesce((select (p.channels -> 'message' ->> 'in_app')::boolean from "${PREFERENCES_TABLE}" p where p.user_id = m.recipient_id), true)
     on conflict (user_id, collapse_key) where read_at is null and collapse_key is not null
     do update set count = notifications.count + 1, created_at = greatest(notifications.created_at, excluded.created_at)
     returning *`,
    [first.kind, first.text, first.link, messageCollapseKey(senderId), messageId, senderId, recipientId],
  );
  let [notification] = toSnapshots(tem, Notification, rows);
  if (!notification) return;
  if (notification.count > 1) {
    const updated = await tem.execute<Array<Record<string, unknown>>>('update notifications set text = ? where id = ? returning *', [
      notificationTexts.message(senderId, notification.count).text,
      notification.id,
    ]);
    [notification] = toSnapshots(tem, Notification, updated);
  }
  if (notification) await announceNotifications(tem, [notification]);
}

/** She read what `partnerId` sent her (`messages.read`): her unread notification of those messages is read too. */
export async function readMessageNotification(tem: EntityManager, readerId: string, partnerId: string): Promise<void> {
  if (!isUuid(readerId) || !isUuid(partnerId)) return;
  const rows = await tem.execute<Array<Record<string, unknown>>>(
    'update notifications set read_at = clock_timestamp() where user_id = ? and collapse_key = ? and read_at is null returning *',
    [readerId, messageCollapseKey(partnerId)],
  );
  await announceNotifications(tem, toSnapshots(tem, Notification, rows));
}

/**
 * A message beyond the app: a push at once when she wants messages pushed (queued like any delivery), and a check after
 * MISSED_MESSAGE_MAIL_DELAY_SECONDS whether it is still unread, for the missed-messages mail (one per sender while one waits).
 */
export async function tellOutsideTheApp(tem: EntityManager, message: SentMessage, dispatcher: Pick<Dispatcher, 'scheduleMissedMessages'>): Promise<void> {
  const { senderId, recipientId } = message;
  if (![message.messageId, senderId, recipientId].every(isUuid) || senderId === recipientId) return;
  const preferences = await preferencesOfMember(tem, recipientId);
  if (preferences.switches.message.push) {
    const draft = { userId: recipientId, actorId: senderId, ...notificationTexts.message(senderId, 1) };
    await queueDeliveries(tem, [{ draft, channels: [NotificationChannel.push] }]);
  }
  if (preferences.switches.message.mail) await dispatcher.scheduleMissedMessages(recipientId, senderId);
}
