import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { EventsWellnessContext } from '../../context.js';
import { User, userReference } from '../users/user.type.js';
import { WellnessGoal } from './goal.entity.js';
import { GoalTypeOption, WellnessGoalInput, WellnessSummary } from './goal.inputs.js';
import { createGoal, dateString, deleteGoal, findOwnGoal, goalProgress, summarize, updateGoalProgress } from './goal.service.js';
import { goalTypeCatalogue, goalTypeOptions } from './goal-type.js';

/** Wellness goals: a member reads and changes her own only; anyone else's is NOT_FOUND. */
@Resolver(() => WellnessGoal)
export class WellnessGoalResolver {
  @Query(() => [WellnessGoal], { description: "The viewer's goals, newest first" })
  async wellnessGoals(@Ctx() ctx: EventsWellnessContext): Promise<WellnessGoal[]> {
    const viewer = requireViewer(ctx);
    return ctx.loaders.goalsByUserId.load(viewer.userId);
  }

  @Query(() => WellnessGoal, { description: 'One of the viewer’s goals; NOT_FOUND for anyone else’s' })
  async wellnessGoal(@Arg('id', () => ID, { description: "The goal's id" }) id: string, @Ctx() ctx: EventsWellnessContext): Promise<WellnessGoal> {
    const viewer = requireViewer(ctx);
    return findOwnGoal(ctx.em, viewer.userId, id);
  }

  @Query(() => WellnessSummary, { description: "The viewer's goal totals (Total Goals, Completed, Overall Progress)" })
  async wellnessSummary(@Ctx() ctx: EventsWellnessContext): Promise<WellnessSummary> {
    const viewer = requireViewer(ctx);
    return summarize(await ctx.loaders.goalsByUserId.load(viewer.userId));
  }

  @Query(() => [GoalTypeOption], { description: 'The goal types with their labels and units, in the order of docs/product.md, Business constants and limits' })
  wellnessGoalTypes(@Ctx() ctx: EventsWellnessContext): GoalTypeOption[] {
    requireViewer(ctx);
    return goalTypeOptions;
  }

  @Mutation(() => WellnessGoal, { description: 'Creates a goal (docs/product.md, Validation rules: known type, target > 0, date not before today; else BAD_USER_INPUT "Please fill in all fields")' })
  async createWellnessGoal(@Arg('input', () => WellnessGoalInput, { description: 'The new goal' }) input: WellnessGoalInput, @Ctx() ctx: EventsWellnessContext): Promise<WellnessGoal> {
    const viewer = requireViewer(ctx);
    return createGoal(ctx.em, viewer.userId, input);
  }

  @Mutation(() => WellnessGoal, { description: 'Sets the progress of one of the viewer’s goals (≥ 0); completed once current ≥ target' })
  async updateWellnessGoalProgress(
    @Arg('id', () => ID, { description: "The goal's id" }) id: string,
    @Arg('currentValue', () => Float, { description: "Her progress so far, in the goal type's unit (0 or more)" }) currentValue: number,
    @Ctx() ctx: EventsWellnessContext,
  ): Promise<WellnessGoal> {
    const viewer = requireViewer(ctx);
    return updateGoalProgress(ctx.em, viewer.userId, id, currentValue);
  }

  @Mutation(() => Boolean, { description: 'Deletes one of the viewer’s goals' })
  async deleteWellnessGoal(@Arg('id', () => ID, { description: "The goal's id" }) id: string, @Ctx() ctx: EventsWellnessContext): Promise<boolean> {
    const viewer = requireViewer(ctx);
    return deleteGoal(ctx.em, viewer.userId, id);
  }

  @FieldResolver(() => User, { description: 'The member whose goal it is: a change can answer with her goals and summary as they now stand' })
  owner(@Root() goal: WellnessGoal): User {
    return userReference(goal.userId);
  }

  @FieldResolver(() => String, { description: 'YYYY-MM-DD' })
  targetDate(@Root() goal: WellnessGoal): string {
    return dateString(goal.targetDate as string | Date);
  }

  @FieldResolver(() => String, { description: 'e.g. Daily Steps (docs/product.md, Business constants and limits)' })
  label(@Root() goal: WellnessGoal): string {
    return goalTypeCatalogue[goal.goalType].label;
  }

  @FieldResolver(() => String, { description: 'e.g. steps, miles, lbs (docs/product.md, Business constants and limits)' })
  unit(@Root() goal: WellnessGoal): string {
    return goalTypeCatalogue[goal.goalType].unit;
  }

  @FieldResolver(() => Float, { description: 'current / target in percent, capped at 100' })
  progress(@Root() goal: WellnessGoal): number {
    return goalProgress(goal);
  }
}
