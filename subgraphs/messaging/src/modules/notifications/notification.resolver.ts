import { boundedLimitDescription, boundedPage, requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { User, userReference } from '../users/user.type.js';
import { Notification } from './notification.entity.js';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_DEFAULT_LIMIT,
  NOTIFICATIONS_MAX_LIMIT,
  unreadNotificationCount,
} from './notification.service.js';

/** The viewer's notification centre: her own notifications only. */
@Resolver(() => Notification)
export class NotificationResolver {
  @Query(() => [Notification], {
    description: `The viewer's notifications, newest first: one page (limit 1..${NOTIFICATIONS_MAX_LIMIT}; a larger one gets ${NOTIFICATIONS_MAX_LIMIT}), older than her notification \`before\` when given (NOT_FOUND "Notification not found" otherwise)`,
  })
  async notifications(
    @Arg('limit', () => Int, { defaultValue: NOTIFICATIONS_DEFAULT_LIMIT, description: boundedLimitDescription(NOTIFICATIONS_MAX_LIMIT) }) limit: number,
    @Arg('before', () => ID, { nullable: true, description: 'Id of one of her notifications: the page starts just after it (older ones); null for the newest' }) before: string | null | undefined,
    @Ctx() ctx: MessagingContext,
  ): Promise<Notification[]> {
    const viewer = requireViewer(ctx);
    return listNotifications(ctx.em, viewer.userId, boundedPage(limit, 0, NOTIFICATIONS_MAX_LIMIT).limit, before ?? null);
  }

  @Query(() => Int, { description: "How many of the viewer's notifications are unread (the bell's badge)" })
  async unreadNotificationCount(@Ctx() ctx: MessagingContext): Promise<number> {
    return unreadNotificationCount(ctx.em, requireViewer(ctx).userId);
  }

  @Mutation(() => Notification, { description: 'Marks her notification read (already read: unchanged); NOT_FOUND "Notification not found" for anyone else\'s' })
  async markNotificationRead(@Arg('id', () => ID, { description: "The notification's id" }) id: string, @Ctx() ctx: MessagingContext): Promise<Notification> {
    return markNotificationRead(ctx.em, requireViewer(ctx).userId, id);
  }

  @Mutation(() => Int, { description: 'Marks all her notifications read; answers how many were unread' })
  async markAllNotificationsRead(@Ctx() ctx: MessagingContext): Promise<number> {
    return markAllNotificationsRead(ctx.em, requireViewer(ctx).userId);
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who did it; null for event notices' })
  actor(@Root() notification: Notification): User | null {
    return notification.actorId ? userReference(notification.actorId) : null;
  }
}
