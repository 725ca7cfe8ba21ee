import { onDomainEvent, type DomainEventConsumer, type EntityManager } from '@momstride/kit';
import { LOGIN_LIMITS_TABLE } from '../entities.js';
import type { Mailer } from '../mail/mailer.js';
import { orderConfirmationMail, orderNoticeMail } from '../mail/order-mails.js';

/** The subscriber (and pg-boss queue `accounts-shopper-mail__order-placed`) of the shopper's confirmation. */
export const SHOPPER_MAIL_SUBSCRIBER = 'accounts-shopper-mail';
/** Orders the admins are mailed about per hour at most by default (ORDER_NOTICES_PER_HOUR); past it the Orders tab holds the others (docs/security.md, H1). */
export const ORDER_NOTICES_PER_HOUR = 30;

/** The mail server refused the recipient for good (an SMTP 5xx on the envelope): sending again cannot help. */
export const isRefusedRecipient = (error: unknown): boolean => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
};

const NOTICE_WINDOW_MS = 60 * 60 * 1000;
/** The notices' counter: a row of the rate-limit table (rate-limiter-flexible's columns, so housekeeping prunes it). */
const NOTICE_COUNTER_KEY = 'order_notice:admins';

/**
 * Counts one admin notice in the hour's window and says whether it may go. In the delivery's own transaction (a
 * second pooled connection per delivery could starve the pool when ten deliveries run at once), so a delivery that
 * fails and is retried counts once, and concurrent deliveries queue on the counter's row.
 */
async function mayNotifyAdmins(tem: EntityManager, perHour: number): Promise<boolean> {
  const now = Date.now();
  const [row] = await tem.execute<Array<{ points: number }>>(
    `insert into ${LOGIN_LIMITS_TABLE} as c (key, points, expire) values (?, 1, ?)
     on conflict (key) do update set
       points = case when c.expire is null or c.expire <= ? then 1 else c.points + 1 end,
       expire = case when c.expire is null or c.expire <= ? then excluded.expire else c.expire end
     returning points`,
    [NOTICE_COUNTER_KEY, now + NOTICE_WINDOW_MS, now, now],
  );
  return Number(row?.points) <= perHour;
}

/**
 * Accounts owns the mail transport and the admins' addresses, so it mails about commerce's `order.placed`, as two
 * deliveries of their own (separate queues, retried apart): the shopper's confirmation, and the admins' notice. A
 * confirmation the mail server refuses for good is logged and dropped, so it is never retried for a day and never
 * holds up the admins; any other failure is retried by the queue (a retry may repeat a mail, never lose one). The
 * admins are mailed about at most `noticesPerHour` orders an hour, one mail each per order.
 */
export async function subscribeToOrderMails(
  consumer: DomainEventConsumer,
  mailer: Mailer,
  publicUrl: string,
  noticesPerHour: number = ORDER_NOTICES_PER_HOUR,
): Promise<void> {
  await onDomainEvent({ ...consumer, subscriber: SHOPPER_MAIL_SUBSCRIBER }, 'order.placed', async (_tem, order) => {
    try {
      await mailer.send(orderConfirmationMail(order, publicUrl));
    } catch (error) {
      if (!isRefusedRecipient(error)) throw error;
      consumer.logger.warn({ reference: order.reference, responseCode: (error as { responseCode: number }).responseCode }, 'order confirmation refused by the mail server; not retried');
    }
  });
  await onDomainEvent(consumer, 'order.placed', async (tem, order) => {
    if (!(await mayNotifyAdmins(tem, noticesPerHour))) {
      consumer.logger.warn({ reference: order.reference }, `more than ${noticesPerHour} orders this hour: no admin notice (the Orders tab has it)`);
      return;
    }
    const admins = await tem.execute<Array<{ email: string }>>(`select email from users where role = 'admin' order by created_at`);
    for (const admin of admins) {
      try {
        await mailer.send(orderNoticeMail(admin.email, order, publicUrl));
      } catch (error) {
        if (!isRefusedRecipient(error)) throw error;
        consumer.logger.warn({ reference: order.reference }, 'an admin notice was refused by the mail server; not retried');
      }
    }
  });
}
