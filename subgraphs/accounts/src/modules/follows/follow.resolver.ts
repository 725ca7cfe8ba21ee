import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION, requireViewer } from '@momstride/kit';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { User } from '../users/user.entity.js';
import { FOLLOWS_DEFAULT_LIMIT, FOLLOWS_MAX_LIMIT, isFollowing, listFollows, setFollowing } from './follow.service.js';
import { FollowPayload } from './follow.types.js';

@Resolver()
export class FollowResolver {
  @Mutation(() => FollowPayload, { description: 'Follow a member (signed-in members; following yourself is BAD_USER_INPUT); following her again changes nothing' })
  follow(@Arg('userId', () => ID, { description: 'Id of the member to follow' }) userId: string, @Ctx() ctx: AccountsContext): Promise<FollowPayload> {
    return setFollowing(ctx.em, requireViewer(ctx).userId, userId, true);
  }

  @Mutation(() => FollowPayload, { description: 'Stop following a member (signed-in members); unfollowing someone not followed changes nothing' })
  unfollow(@Arg('userId', () => ID, { description: 'Id of the member to unfollow' }) userId: string, @Ctx() ctx: AccountsContext): Promise<FollowPayload> {
    return setFollowing(ctx.em, requireViewer(ctx).userId, userId, false);
  }

  @Query(() => Boolean, { description: 'Whether the viewer follows this member (signed-in members)' })
  isFollowing(@Arg('userId', () => ID, { description: 'Id of the member' }) userId: string, @Ctx() ctx: AccountsContext): Promise<boolean> {
    return isFollowing(ctx.em, requireViewer(ctx).userId, userId);
  }

  @Query(() => [User], { description: `Who follows the member, newest first; at most ${FOLLOWS_MAX_LIMIT} per page (a larger limit gets ${FOLLOWS_MAX_LIMIT})` })
  followers(
    @Arg('userId', () => ID, { description: 'Id of the member whose followers to list' }) userId: string,
    @Arg('limit', () => Int, { defaultValue: FOLLOWS_DEFAULT_LIMIT, description: boundedLimitDescription(FOLLOWS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<User[]> {
    requireViewer(ctx);
    return listFollows(ctx.em, userId, 'followers', boundedPage(limit, offset, FOLLOWS_MAX_LIMIT));
  }

  @Query(() => [User], { description: `Whom the member follows, newest first; at most ${FOLLOWS_MAX_LIMIT} per page (a larger limit gets ${FOLLOWS_MAX_LIMIT})` })
  following(
    @Arg('userId', () => ID, { description: 'Id of the member whose follows to list' }) userId: string,
    @Arg('limit', () => Int, { defaultValue: FOLLOWS_DEFAULT_LIMIT, description: boundedLimitDescription(FOLLOWS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<User[]> {
    requireViewer(ctx);
    return listFollows(ctx.em, userId, 'following', boundedPage(limit, offset, FOLLOWS_MAX_LIMIT));
  }
}
