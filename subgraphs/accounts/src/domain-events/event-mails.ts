import { isUuid, onDomainEvent, type DomainEventConsumer, type EntityManager } from '@momstride/kit';
import { eventCancelledMail, eventChangedMail, waitlistPromotedMail } from '../mail/event-mails.js';
import type { Mailer } from '../mail/mailer.js';

interface Recipient {
  id: string;
  email: string;
  first_name: string;
}

/** The members (still existing) among the ids: N ids, one query. */
const recipients = async (tem: EntityManager, userIds: readonly string[]): Promise<Recipient[]> => {
  const ids = [...new Set(userIds.filter(isUuid))];
  if (ids.length === 0) return [];
  return tem.execute<Recipient[]>('select id, email, first_name from users where id = any(array[?]::uuid[])', [ids]);
};

/**
 * Accounts owns e-mail addresses and the mail transport, so it mails members about events-wellness's events:
 * `event.waitlist_promoted` (a place came free), `event.cancelled` and `event.changed` (a walk moved or changed its place). Each delivery is applied once
 * (onDomainEvent records its id in the same transaction); a mail that fails to send fails the delivery, which the
 * queue retries. Deleted members get nothing.
 */
export async function subscribeToEventMails(consumer: DomainEventConsumer, mailer: Mailer, publicUrl: string): Promise<void> {
  await onDomainEvent(consumer, 'event.waitlist_promoted', async (tem, { userId, title, startsAt }) => {
    for (const user of await recipients(tem, [userId])) {
      await mailer.send(waitlistPromotedMail({ to: user.email, firstName: user.first_name, title, startsAt, publicUrl }));
    }
  });
  await onDomainEvent(consumer, 'event.cancelled', async (tem, { userIds, title, startsAt }) => {
    for (const user of await recipients(tem, Array.isArray(userIds) ? userIds : [])) {
      await mailer.send(eventCancelledMail({ to: user.email, firstName: user.first_name, title, startsAt, publicUrl }));
    }
  });
  await onDomainEvent(consumer, 'event.changed', async (tem, { userIds, title, startsAt, previousStartsAt, location }) => {
    for (const user of await recipients(tem, Array.isArray(userIds) ? userIds : [])) {
      await mailer.send(eventChangedMail({ to: user.email, firstName: user.first_name, title, startsAt, previousStartsAt, location, publicUrl }));
    }
  });
}
