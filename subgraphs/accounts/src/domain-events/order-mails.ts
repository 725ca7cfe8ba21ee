import { createRateBudget, onDomainEvent, type DomainEventConsumer } from '@momstride/kit';
import { LOGIN_LIMITS_TABLE } from '../entities.js';
import type { Mailer } from '../mail/mailer.js';
import { orderConfirmationMail, orderNoticeMail } from '../mail/order-mails.js';

/** The subscriber (and pg-boss queue `accounts-shopper-mail__order-placed`) of the shopper's confirmation. */
export const SHOPPER_MAIL_SUBSCRIBER = 'accounts-shopper-mail';
/** Orders the admins are mailed about per hour at most; past it the Orders tab holds the others (docs/security.md, H1). */
export const ORDER_NOTICES_PER_HOUR = 30;

/** The mail server refused the recipient for good (an SMTP 5xx on the envelope): sending again cannot help. */
export const isRefusedRecipient = (error: unknown): boolean => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
};

/**
 * Accounts owns the mail transport and the admins' addresses, so it mails about commerce's `order.placed`, as two
 * deliveries of their own (separate queues, retried apart): the shopper's confirmation, and the admins' notice. A
 * confirmation the mail server refuses for good is logged and dropped, so it is never retried for a day and never
 * holds up the admins; any other failure is retried by the queue (a retry may repeat a mail, never lose one). The
 * admins are mailed about at most ORDER_NOTICES_PER_HOUR orders an hour, one mail each per order.
 */
export async function subscribeToOrderMails(consumer: DomainEventConsumer, mailer: Mailer, publicUrl: string): Promise<void> {
  await onDomainEvent({ ...consumer, subscriber: SHOPPER_MAIL_SUBSCRIBER }, 'order.placed', async (_tem, order) => {
    try {
      await mailer.send(orderConfirmationMail(order, publicUrl));
    } catch (error) {
      if (!isRefusedRecipient(error)) throw error;
      consumer.logger.warn({ reference: order.reference, responseCode: (error as { responseCode: number }).responseCode }, 'order confirmation refused by the mail server; not retried');
    }
  });
  const notices = createRateBudget({ knex: consumer.orm.em.getKnex(), tableName: LOGIN_LIMITS_TABLE, keyPrefix: 'order_notice', points: ORDER_NOTICES_PER_HOUR, windowSeconds: 60 * 60 });
  await onDomainEvent(consumer, 'order.placed', async (tem, order) => {
    if ((await notices.charge('admins')) !== null) {
      consumer.logger.warn({ reference: order.reference }, `more than ${ORDER_NOTICES_PER_HOUR} orders this hour: no admin notice (the Orders tab has it)`);
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
