import { onDomainEvent, type DomainEventConsumer } from '@momstride/kit';
import type { Mailer } from '../mail/mailer.js';
import { orderConfirmationMail, orderNoticeMail } from '../mail/order-mails.js';

/**
 * Accounts owns the mail transport and the admins' addresses, so it mails about commerce's `order.placed`: the
 * shopper's confirmation and a notice to every admin. Applied once per delivery; a mail that fails to send fails the
 * delivery, which the queue retries (a retry may repeat a mail, never lose one).
 */
export async function subscribeToOrderMails(consumer: DomainEventConsumer, mailer: Mailer, publicUrl: string): Promise<void> {
  await onDomainEvent(consumer, 'order.placed', async (tem, order) => {
    await mailer.send(orderConfirmationMail(order, publicUrl));
    const admins = await tem.execute<Array<{ email: string }>>(`select email from users where role = 'admin' order by created_at`);
    for (const admin of admins) await mailer.send(orderNoticeMail(admin.email, order, publicUrl));
  });
}
