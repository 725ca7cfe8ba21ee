import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { User } from './user.type.js';

/**
 * What messaging adds to `User`: her conversation count (the dashboard's Active Conversations) and unread messages
 * (the navigation's badge), for the viewer herself only (null for anyone else, so a list of users costs nothing).
 * Both come from one statement.
 */
@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => Int, { nullable: true, description: 'How many conversations she has (only for the viewer herself; null otherwise)' })
  async conversationCount(@Root() user: User, @Ctx() ctx: MessagingContext): Promise<number | null> {
    if (!ctx.viewer.userId || ctx.viewer.userId !== user.id) return null;
    return (await ctx.loaders.totals.load(user.id)).conversationCount;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Messages she has not read yet, in every conversation (only for the viewer herself; null otherwise)' })
  async unreadMessageCount(@Root() user: User, @Ctx() ctx: MessagingContext): Promise<number | null> {
    if (!ctx.viewer.userId || ctx.viewer.userId !== user.id) return null;
    return (await ctx.loaders.totals.load(user.id)).unreadCount;
  }
}
