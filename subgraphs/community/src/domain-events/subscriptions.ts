import { isRemovedUser, isUuid, onDomainEvent, type DomainEventConsumer } from '@momstride/kit';
import { recordFollow, awardBadges } from '../modules/badges/badge.service.js';
import { BadgeKind } from '../modules/badges/badge-kind.js';
import { addMember } from '../modules/members/member.service.js';

const dateOr = (value: string | undefined, fallback: Date): Date => {
  const date = value ? new Date(value) : fallback;
  return Number.isNaN(date.getTime()) ? fallback : date;
};

/**
 * Community's reactions to accounts' domain events (the kit handles `user.deleted` with removeUserContent). Each
 * delivery is applied once, in one transaction (onDomainEvent); a user already removed is never brought back.
 */
export async function subscribeToDomainEvents(consumer: DomainEventConsumer): Promise<void> {
  const { logger } = consumer;
  await onDomainEvent(consumer, 'user.registered', async (tem, { userId, occurredAt }) => {
    if (!isUuid(userId)) return logger.warn({ userId }, 'user.registered without a valid user id');
    if (await isRemovedUser(tem, [userId])) return;
    const joinedAt = dateOr(occurredAt, new Date());
    await addMember(tem, userId, joinedAt);
    await awardBadges(tem, userId, [BadgeKind.welcome], joinedAt);
  });

  await onDomainEvent(consumer, 'user.followed', async (tem, { followerId, followeeId }) => {
    if (!isUuid(followerId) || !isUuid(followeeId)) return logger.warn({ followerId, followeeId }, 'user.followed without valid ids');
    if (await isRemovedUser(tem, [followerId, followeeId])) return;
    await recordFollow(tem, followerId, followeeId);
  });
}
