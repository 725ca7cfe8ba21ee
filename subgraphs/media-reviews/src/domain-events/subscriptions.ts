import { isRemovedUser, isUuid, onDomainEvent, type DomainEventConsumer } from '@momstride/kit';
import { addKnownEvent } from '../modules/events/known-event.service.js';
import { addMember } from '../modules/members/member.service.js';
import { subscribeToBlocks } from '../modules/reviews/review-blocks.js';

const dateOr = (value: string | undefined, fallback: Date): Date => {
  const date = value ? new Date(value) : fallback;
  return Number.isNaN(date.getTime()) ? fallback : date;
};

/**
 * media-reviews' reactions to other subgraphs' events (the kit handles `user.deleted` with removeUserContent): new
 * members and new events can be reviewed. Each delivery is applied once, in one transaction.
 */
export async function subscribeToDomainEvents(consumer: DomainEventConsumer): Promise<void> {
  const { logger } = consumer;
  await onDomainEvent(consumer, 'user.registered', async (tem, { userId, occurredAt }) => {
    if (!isUuid(userId)) return logger.warn({ userId }, 'user.registered without a valid user id');
    if (await isRemovedUser(tem, [userId])) return;
    await addMember(tem, userId, dateOr(occurredAt, new Date()));
  });
  await onDomainEvent(consumer, 'event.created', async (tem, { eventId }) => {
    if (!isUuid(eventId)) return logger.warn({ eventId }, 'event.created without a valid event id');
    await addKnownEvent(tem, eventId);
  });
  // Blocks between members (messaging): no member reviews between the two.
  await subscribeToBlocks(consumer);
}
