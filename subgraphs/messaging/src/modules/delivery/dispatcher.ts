import { recordDomainEvent, type EntityManager, type EventBus, type Logger, type MikroORM } from '@momstride/kit';
import { NotificationChannel, type SwitchType } from '../preferences/preference-type.js';
import { preferencesOfMember } from '../preferences/preferences.service.js';
import { quietUntil } from '../preferences/quiet-hours.js';
import type { PushMessage } from '../push/push-message.js';
import { sendPush } from '../push/push-sender.js';
import { DELIVERIES_TABLE } from './deliveries.js';
import { mailMissedMessages } from './missed-messages.js';
import { unsubscribeToken } from './unsubscribe-token.js';

/** The delayed queues of the dispatcher (pg-boss, `startAfter`): a member's deliveries after her quiet hours; a sender's unread messages. */
export const QUIET_HOURS_QUEUE = 'messaging__deliveries-after-quiet-hours';
export const MISSED_MESSAGES_QUEUE = 'messaging__missed-messages';

export interface DispatcherOptions {
  readonly orm: MikroORM;
  readonly bus: Pick<EventBus, 'delayedQueue'>;
  readonly logger: Logger;
  /** The HMAC key of unsubscribe links (unsubscribe-token.ts). */
  readonly unsubscribeKey: Buffer;
  /** How long a message stays unread before it is mailed (MISSED_MESSAGE_MAIL_DELAY_SECONDS). */
  readonly missedMessageDelaySeconds: number;
}

export interface Dispatcher {
  /** Delivers her queued mail and push now, or queues a job for when her quiet hours end. */
  deliverPending(em: EntityManager, userId: string): Promise<void>;
  /** `senderId` sent her a message: a job checks after the delay whether it is still unread (one per sender while one waits). */
  scheduleMissedMessages(recipientId: string, senderId: string): Promise<void>;
}

interface DeliveryRow {
  id: string;
  channel: NotificationChannel;
  type: SwitchType;
  actor_id: string | null;
  text: string;
  link: string;
  details: Record<string, string>;
}

const PUSH_TITLES: Record<SwitchType, string> = {
  message: 'New message',
  follow: 'New follower',
  endorsement: 'New endorsement',
  waitlist_promoted: 'You got a place',
  event_cancelled: 'Walk cancelled',
  reminder: 'Walk reminder',
  challenge: 'Challenge update',
};

/** A push says what happened; an actor's doing is told without her name (messaging keeps no names). */
export const pushOf = (row: Pick<DeliveryRow, 'type' | 'actor_id' | 'text' | 'link'>): PushMessage => ({
  title: PUSH_TITLES[row.type],
  body: row.actor_id ? `A member ${row.text}` : row.text,
  url: row.link,
  tag: row.type,
});

/**
 * The delivery dispatcher (docs/architecture.md, "Notifications beyond the app"): notifications queued for mail or push
 * (deliveries.ts) go once the transaction that made them committed — `notification.deliveries_queued`, applied once —
 * and, during her quiet hours, when they end (a delayed job per member). Each delivery row is claimed once, whichever
 * process runs it. Mail goes as `notification.mail_requested` to accounts (in the claim's transaction); push goes to the
 * push services after it commits (at most once: a push lost to a crash right then is not sent again).
 */
export async function startDispatcher(options: DispatcherOptions): Promise<Dispatcher> {
  const log = options.logger.child({ component: 'dispatcher' });
  const afterQuiet = await options.bus.delayedQueue<{ userId: string }>(QUIET_HOURS_QUEUE, async ({ userId }) => {
    await dispatcher.deliverPending(options.orm.em.fork(), userId);
  });
  const missed = await options.bus.delayedQueue<{ recipientId: string; senderId: string }>(MISSED_MESSAGES_QUEUE, async ({ recipientId, senderId }) => {
    const later = await options.orm.em.fork().transactional((tem) =>
      mailMissedMessages(tem, { recipientId, senderId, delaySeconds: options.missedMessageDelaySeconds, unsubscribeKey: options.unsubscribeKey }),
    );
    if (later) await missed.send({ recipientId, senderId }, { startAfter: later, singletonKey: `${recipientId}:${senderId}` });
  });

  const dispatcher: Dispatcher = {
    async deliverPending(em, userId) {
      const pushes: PushMessage[] = [];
      const later = await em.transactional(async (tem) => {
        const preferences = await preferencesOfMember(tem, userId);
        const until = quietUntil(preferences.quietHours, new Date());
        if (until) return until;
        const rows = await tem.execute<DeliveryRow[]>(
          `update "${DELIVERIES_TABLE}" set delivered_at = clock_timestamp()
            where id in (select id from "${DELIVERIES_TABLE}" where user_id = ? and delivered_at is null order by created_at, id for update skip locked)
            returning id, channel, type, actor_id, text, link, details, created_at`,
          [userId],
        );
        for (const row of rows) {
          // She may have turned it off since it was queued.
          if (!preferences.switches[row.type]?.[row.channel]) continue;
          if (row.channel === NotificationChannel.mail) {
            await recordDomainEvent(tem, 'notification.mail_requested', {
              userId,
              type: row.type,
              actorId: row.actor_id,
              text: row.text,
              link: row.link,
              count: 1,
              details: row.details,
              unsubscribeToken: unsubscribeToken(options.unsubscribeKey, { userId, type: row.type, channel: NotificationChannel.mail }),
            });
          } else if (row.channel === NotificationChannel.push) {
            pushes.push(pushOf(row));
          }
        }
        if (rows.length > 0) log.debug({ userId, deliveries: rows.length }, 'notifications delivered');
        return undefined;
      });
      if (later) await afterQuiet.send({ userId }, { startAfter: later, singletonKey: userId });
      // To the push services once the claim is committed: no transaction stays open across their replies.
      for (const push of pushes) await sendPush(em, userId, push);
    },
    async scheduleMissedMessages(recipientId, senderId) {
      const startAfter = new Date(Date.now() + options.missedMessageDelaySeconds * 1000);
      await missed.send({ recipientId, senderId }, { startAfter, singletonKey: `${recipientId}:${senderId}` });
    },
  };
  return dispatcher;
}
