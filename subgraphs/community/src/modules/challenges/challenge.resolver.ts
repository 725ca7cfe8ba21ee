import { requireAdmin, requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { checkLimit } from '../limits.js';
import { userReference } from '../users/user.type.js';
import { Challenge } from './challenge.entity.js';
import {
  challengeById,
  CHALLENGES_DEFAULT_LIMIT,
  CHALLENGES_MAX_LIMIT,
  createChallenge,
  deleteChallenge,
  isEnded,
  joinChallenge,
  leaveChallenge,
  listChallenges,
  logProgress,
  targetMetricOf,
} from './challenge.service.js';
import { ChallengeInputType, ChallengeLeaderboard, ChallengeProgress } from './challenge.types.js';
import { leaderboardOf, streakOfParticipation, type LeaderboardRow } from './participation.js';
import { chargeProgressLog } from './progress-rate.js';

export const LEADERBOARD_DEFAULT_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 50;

const entryOf = (row: LeaderboardRow) => ({ rank: row.rank, member: userReference(row.userId), total: row.total, completed: row.completed });

@Resolver(() => Challenge)
export class ChallengeResolver {
  @Query(() => [Challenge], {
    description: `Running challenges, the soonest to end first; with includeEnded, ended ones after them (the latest first); at most ${CHALLENGES_MAX_LIMIT}`,
  })
  async challenges(
    @Arg('includeEnded', () => Boolean, { defaultValue: false, description: 'Also list challenges that have ended' }) includeEnded: boolean,
    @Arg('limit', () => Int, { defaultValue: CHALLENGES_DEFAULT_LIMIT, description: `How many, 1..${CHALLENGES_MAX_LIMIT}` }) limit: number,
    @Ctx() ctx: CommunityContext,
  ): Promise<Challenge[]> {
    requireViewer(ctx);
    return listChallenges(ctx.em, includeEnded, checkLimit(limit, CHALLENGES_MAX_LIMIT));
  }

  @Query(() => Challenge, { description: 'One challenge; NOT_FOUND "Challenge not found" for an unknown id' })
  async challenge(@Arg('id', () => ID, { description: "The challenge's id" }) id: string, @Ctx() ctx: CommunityContext): Promise<Challenge> {
    requireViewer(ctx);
    return challengeById(ctx.em, id);
  }

  @Query(() => ChallengeLeaderboard, { description: `A challenge's leaders by total (at most ${LEADERBOARD_MAX_LIMIT}) and the viewer's place` })
  async challengeLeaderboard(
    @Arg('id', () => ID, { description: "The challenge's id" }) id: string,
    @Arg('limit', () => Int, { defaultValue: LEADERBOARD_DEFAULT_LIMIT, description: `How many leaders, 1..${LEADERBOARD_MAX_LIMIT}` }) limit: number,
    @Ctx() ctx: CommunityContext,
  ): Promise<ChallengeLeaderboard> {
    const viewer = requireViewer(ctx);
    const challenge = await challengeById(ctx.em, id);
    const { top, me } = await leaderboardOf(ctx.em, challenge.id, viewer.userId, checkLimit(limit, LEADERBOARD_MAX_LIMIT));
    return { entries: top.map(entryOf), me: me ? entryOf(me) : null };
  }

  @Mutation(() => Challenge, { description: 'Joins a running challenge (again: nothing changes); CONFLICT "This challenge has ended" after its end' })
  async joinChallenge(@Arg('id', () => ID, { description: "The challenge's id" }) id: string, @Ctx() ctx: CommunityContext): Promise<Challenge> {
    const viewer = requireViewer(ctx);
    return joinChallenge(ctx.em, viewer.userId, id);
  }

  @Mutation(() => Challenge, { description: 'Leaves a challenge; her progress goes too (not joined: nothing changes)' })
  async leaveChallenge(@Arg('id', () => ID, { description: "The challenge's id" }) id: string, @Ctx() ctx: CommunityContext): Promise<Challenge> {
    const viewer = requireViewer(ctx);
    return leaveChallenge(ctx.em, viewer.userId, id);
  }

  @Mutation(() => Challenge, {
    description:
      'Logs progress toward the target: amount > 0 on date (YYYY-MM-DD, her day; today in UTC when absent). CONFLICT unless joined and running; RATE_LIMITED past 60 logs an hour',
  })
  async logChallengeProgress(
    @Arg('id', () => ID, { description: "The challenge's id" }) id: string,
    @Arg('amount', () => Float, { description: 'How much to add, in the challenge unit (more than 0)' }) amount: number,
    @Arg('date', () => String, { nullable: true, description: 'The day it counts for (YYYY-MM-DD, her day); null for today in UTC' }) date: string | null | undefined,
    @Ctx() ctx: CommunityContext,
  ): Promise<Challenge> {
    const viewer = requireViewer(ctx);
    return logProgress(ctx.em, viewer.userId, id, amount, date, new Date(), () => chargeProgressLog(ctx.services.progressRate, viewer.userId));
  }

  @Mutation(() => Challenge, { description: 'Creates a challenge (admins)' })
  async createChallenge(@Arg('input', () => ChallengeInputType, { description: 'The new challenge' }) input: ChallengeInputType, @Ctx() ctx: CommunityContext): Promise<Challenge> {
    const admin = requireAdmin(ctx);
    return createChallenge(ctx.em, admin.userId, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes a challenge with its participations (admins)' })
  async deleteChallenge(@Arg('id', () => ID, { description: "The challenge's id" }) id: string, @Ctx() ctx: CommunityContext): Promise<boolean> {
    requireAdmin(ctx);
    await deleteChallenge(ctx.em, id);
    return true;
  }

  @FieldResolver(() => String, { description: 'The target as shown: "100,000 steps"' })
  targetMetric(@Root() challenge: Challenge): string {
    return targetMetricOf(challenge);
  }

  @FieldResolver(() => Boolean, { description: 'Whether its end has passed' })
  isEnded(@Root() challenge: Challenge): boolean {
    return isEnded(challenge);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer joined it' })
  async isJoined(@Root() challenge: Challenge, @Ctx() ctx: CommunityContext): Promise<boolean> {
    return (await ctx.loaders.challengeParticipation.load(challenge.id)) !== null;
  }

  @FieldResolver(() => ChallengeProgress, { nullable: true, description: "The viewer's progress; null unless she joined" })
  async myProgress(@Root() challenge: Challenge, @Ctx() ctx: CommunityContext): Promise<ChallengeProgress | null> {
    const participation = await ctx.loaders.challengeParticipation.load(challenge.id);
    if (!participation) return null;
    return {
      joinedAt: participation.joinedAt,
      total: participation.total,
      percent: Math.min(100, Math.floor((participation.total / challenge.targetValue) * 100)),
      streak: streakOfParticipation(participation),
      completedAt: participation.completedAt,
    };
  }
}
