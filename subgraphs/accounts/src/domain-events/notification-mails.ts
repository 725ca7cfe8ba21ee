import { isUuid, onDomainEvent, type DomainEventConsumer } from '@momstride/kit';
import type { Mailer } from '../mail/mailer.js';
import { notificationMail } from '../mail/notification-mails.js';

interface Person {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/**
 * Accounts owns e-mail addresses and the mail transport, so it writes the mails messaging's dispatcher asks for
 * (`notification.mail_requested`: a new follower, missed messages, a waitlist place, a cancelled walk, a reminder —
 * whatever her preferences want by mail), each with its one-click unsubscribe link. Each delivery is applied once; a mail
 * that fails to send fails the delivery, which the queue retries. A deleted member gets nothing.
 */
export async function subscribeToNotificationMails(consumer: DomainEventConsumer, mailer: Mailer, publicUrl: string): Promise<void> {
  await onDomainEvent(consumer, 'notification.mail_requested', async (tem, request) => {
    const ids = [request.userId, request.actorId].filter((id): id is string => typeof id === 'string' && isUuid(id));
    if (!isUuid(request.userId)) return;
    const people = await tem.execute<Person[]>('select id, email, first_name, last_name from users where id = any(array[?]::uuid[])', [ids]);
    const member = people.find((person) => person.id === request.userId);
    if (!member) return;
    const actor = people.find((person) => person.id === request.actorId);
    await mailer.send(
      notificationMail({
        to: member.email,
        firstName: member.first_name,
        actorName: actor ? `${actor.first_name} ${actor.last_name}` : null,
        type: request.type,
        text: request.text,
        link: typeof request.link === 'string' && request.link.startsWith('/') ? request.link : '/',
        count: Number.isInteger(request.count) && request.count > 0 ? request.count : 1,
        details: request.details && typeof request.details === 'object' ? request.details : {},
        unsubscribeToken: String(request.unsubscribeToken ?? ''),
        publicUrl,
      }),
    );
  });
}
