import { recordDomainEvent, type EntityManager } from '@momstride/kit';
import { notificationTexts } from '../notifications/notification-texts.js';
import { NotificationChannel, NotificationPreferenceType } from '../preferences/preference-type.js';
import { preferencesOfMember } from '../preferences/preferences.service.js';
import { quietUntil } from '../preferences/quiet-hours.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/** Per recipient and sender: the newest message the last missed-messages mail counted. SQL only. */
export const MISSED_MESSAGE_MAILS_TABLE = 'missed_message_mails';

interface Streak {
  unread: number;
  first: Date | null;
  latest: Date | null;
  mailed: boolean | null;
  blocked: boolean;
}

/**
 * Mails her about the messages `senderId` sent her that are still unread (docs/product.md, "Mail for what she missed"):
 * only once the first has been unread `delaySeconds`, once per unread streak (the mail records the newest message it
 * counted; while any message up to that one is unread, the streak was mailed), naming how many. Nothing if she read
 * them, blocked the sender, or turned message mail off. Answers when to look again: her quiet hours' end, or when the
 * oldest unread message will have waited long enough.
 */
export async function mailMissedMessages(
  tem: EntityManager,
  options: { recipientId: string; senderId: string; delaySeconds: number; unsubscribeKey: Buffer },
): Promise<Date | undefined> {
  const { recipientId, senderId } = options;
  const [streak] = await tem.execute<Streak[]>(
    `select count(*)::int as unread, min(m.created_at) as first, max(m.created_at) as latest,
            bool_or(m.created_at <= mm.mailed_through) as mailed,
            exists (select 1 from message_blocks b where b.blocker_id = ? and b.blocked_id = ?)
              or exists (select 1 from removed_users r where r.user_id in (?, ?)) as blocked
       from messages m
       left join "${MISSED_MESSAGE_MAILS_TABLE}" mm on mm.user_id = m.recipient_id and mm.sender_id = m.sender_id
      where m.recipient_id = ? and m.sender_id = ? and m.read_at is null`,
    [recipientId, senderId, recipientId, senderId, recipientId, senderId],
  );
  if (!streak || streak.unread === 0 || streak.mailed || streak.blocked || !streak.first || !streak.latest) return undefined;
  const preferences = await preferencesOfMember(tem, recipientId);
  if (!preferences.switches.message.mail) return undefined;
  const dueAt = new Date(new Date(streak.first).getTime() + options.delaySeconds * 1000);
  if (dueAt.getTime() > Date.now()) return dueAt;
  const until = quietUntil(preferences.quietHours, new Date());
  if (until) return until;
  await tem.execute(
    `insert into "${MISSED_MESSAGE_MAILS_TABLE}" (user_id, sender_id, mailed_through) values (?, ?, ?)
     on conflict (user_id, sender_id) do update set mailed_through = excluded.mailed_through`,
    [recipientId, senderId, streak.latest],
    'run',
  );
  const { text, link } = notificationTexts.message(senderId, streak.unread);
  await recordDomainEvent(tem, 'notification.mail_requested', {
    userId: recipientId,
    type: NotificationPreferenceType.message,
    actorId: senderId,
    text,
    link,
    count: streak.unread,
    details: {},
    unsubscribeToken: unsubscribeToken(options.unsubscribeKey, { userId: recipientId, type: NotificationPreferenceType.message, channel: NotificationChannel.mail }),
  });
  return undefined;
}
