import { isRemovedUser, isUuid, onDomainEvent, type DomainEventConsumer } from '@momstride/kit';
import { addMember } from '../modules/members/member.service.js';
import { subscribeNotificationSources } from '../modules/notifications/notification-sources.js';

/**
 * messaging's reactions to accounts' domain events (the kit handles `user.deleted` with removeUserContent): a new
 * member can be messaged; other subgraphs' events become notifications (notification-sources.ts). Each delivery is
 * applied once, in one transaction; a user already removed never comes back.
 */
export async function subscribeToDomainEvents(consumer: DomainEventConsumer): Promise<void> {
  await onDomainEvent(consumer, 'user.registered', async (tem, { userId, occurredAt }) => {
    if (!isUuid(userId)) return consumer.logger.warn({ userId }, 'user.registered without a valid user id');
    if (await isRemovedUser(tem, [userId])) return;
    const joinedAt = new Date(occurredAt);
    await addMember(tem, userId, Number.isNaN(joinedAt.getTime()) ? new Date() : joinedAt);
  });
  await subscribeNotificationSources(consumer);
}
