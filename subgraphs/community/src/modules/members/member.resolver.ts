import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { checkLimit } from '../limits.js';
import { User, userReference } from '../users/user.type.js';
import { featuredMemberIds, MEMBERS_MAX_LIMIT, recentMemberIds } from './member.service.js';

@Resolver()
export class MemberResolver {
  /** Newest members first; the gateway resolves them against accounts. */
  @Query(() => [User])
  async recentMembers(@Arg('limit', () => Int, { defaultValue: 8 }) limit: number, @Ctx() ctx: CommunityContext): Promise<User[]> {
    requireViewer(ctx);
    return (await recentMemberIds(ctx.em, checkLimit(limit, MEMBERS_MAX_LIMIT))).map(userReference);
  }

  /** Members the team features first, then the most active. */
  @Query(() => [User])
  async featuredMembers(@Arg('limit', () => Int, { defaultValue: 6 }) limit: number, @Ctx() ctx: CommunityContext): Promise<User[]> {
    requireViewer(ctx);
    return (await featuredMemberIds(ctx.em, checkLimit(limit, MEMBERS_MAX_LIMIT))).map(userReference);
  }
}
