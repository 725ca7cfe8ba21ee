import { isUuid, type EventBus, type Logger, type MikroORM } from '@momstride/kit';
import { recordFollow, awardBadges } from '../modules/badges/badge.service.js';
import { BadgeKind } from '../modules/badges/badge-kind.js';
import { addMember } from '../modules/members/member.service.js';
import { anyRemoved, removeUserContent } from './user-content.js';

export const SUBSCRIBER = 'community';

const dateOr = (value: string | undefined, fallback: Date): Date => {
  const date = value ? new Date(value) : fallback;
  return Number.isNaN(date.getTime()) ? fallback : date;
};

/** Community's reactions to accounts' domain events; every handler is idempotent (events may repeat). */
export async function subscribeToDomainEvents(bus: EventBus, orm: MikroORM, logger: Logger): Promise<void> {
  await bus.subscribe('user.registered', SUBSCRIBER, async ({ userId, occurredAt }) => {
    if (!isUuid(userId)) return logger.warn({ userId }, 'user.registered without a valid user id');
    const joinedAt = dateOr(occurredAt, new Date());
    await orm.em.fork().transactional(async (tx) => {
      if (await anyRemoved(tx, [userId])) return;
      await addMember(tx, userId, joinedAt);
      await awardBadges(tx, userId, [BadgeKind.welcome], joinedAt);
    });
  });

  await bus.subscribe('user.followed', SUBSCRIBER, async ({ followerId, followeeId }) => {
    if (!isUuid(followerId) || !isUuid(followeeId)) return logger.warn({ followerId, followeeId }, 'user.followed without valid ids');
    const em = orm.em.fork();
    if (await anyRemoved(em, [followerId, followeeId])) return;
    await recordFollow(em, followerId, followeeId);
  });

  await bus.subscribe('user.deleted', SUBSCRIBER, async ({ userId }) => {
    if (!isUuid(userId)) return logger.warn({ userId }, 'user.deleted without a valid user id');
    await removeUserContent(orm.em.fork(), userId);
  });
}
