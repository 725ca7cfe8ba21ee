import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { EventsWellnessContext } from '../../context.js';
import { WellnessGoal } from '../goals/goal.entity.js';
import { WellnessSummary } from '../goals/goal.inputs.js';
import { summarize } from '../goals/goal.service.js';
import { upcomingEventCount } from './upcoming-event-count.js';
import { User } from './user.type.js';

/**
 * What events-wellness adds to `User`: her goals, their summary and how many upcoming events she joined, for the
 * viewer herself only (null for anyone else, so a list of users never costs a query per user).
 */
@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => [WellnessGoal], { nullable: true, description: 'Her wellness goals, newest first (only for the viewer herself; null otherwise)' })
  async goals(@Root() user: User, @Ctx() ctx: EventsWellnessContext): Promise<WellnessGoal[] | null> {
    if (!ctx.viewer.userId || ctx.viewer.userId !== user.id) return null;
    return ctx.loaders.goalsByUserId.load(user.id);
  }

  @FieldResolver(() => WellnessSummary, { nullable: true, description: 'Her goal totals (only for the viewer herself; null otherwise)' })
  async wellnessSummary(@Root() user: User, @Ctx() ctx: EventsWellnessContext): Promise<WellnessSummary | null> {
    if (!ctx.viewer.userId || ctx.viewer.userId !== user.id) return null;
    return summarize(await ctx.loaders.goalsByUserId.load(user.id));
  }

  @FieldResolver(() => Int, { nullable: true, description: 'How many upcoming events she has joined (only for the viewer herself; null otherwise)' })
  async upcomingEventCount(@Root() user: User, @Ctx() ctx: EventsWellnessContext): Promise<number | null> {
    if (!ctx.viewer.userId || ctx.viewer.userId !== user.id) return null;
    return upcomingEventCount(ctx.em, user.id);
  }
}
