import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { checkLimit } from '../limits.js';
import { User, userReference } from '../users/user.type.js';
import { featuredMemberIds, MEMBERS_MAX_LIMIT, recentMemberIds } from './member.service.js';

@Resolver()
export class MemberResolver {
  /** Newest members first; the gateway resolves them against accounts. */
  @Query(() => [User], { description: 'The members who joined most recently, newest first (signed-in members)' })
  async recentMembers(@Arg('limit', () => Int, { defaultValue: 8, description: `How many, 1..${MEMBERS_MAX_LIMIT}` }) limit: number, @Ctx() ctx: CommunityContext): Promise<User[]> {
    requireViewer(ctx);
    return (await recentMemberIds(ctx.em, checkLimit(limit, MEMBERS_MAX_LIMIT))).map(userReference);
  }

  /** Members the team features first, then the most active. */
  @Query(() => [User], { description: 'Featured members first, then the most active (posts and endorsements), then the newest (signed-in members)' })
  async featuredMembers(@Arg('limit', () => Int, { defaultValue: 6, description: `How many, 1..${MEMBERS_MAX_LIMIT}` }) limit: number, @Ctx() ctx: CommunityContext): Promise<User[]> {
    requireViewer(ctx);
    return (await featuredMemberIds(ctx.em, checkLimit(limit, MEMBERS_MAX_LIMIT))).map(userReference);
  }
}
