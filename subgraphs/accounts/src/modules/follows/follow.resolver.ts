import { boundedPage, requireViewer } from '@momstride/kit';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { User } from '../users/user.entity.js';
import { FOLLOWS_DEFAULT_LIMIT, FOLLOWS_MAX_LIMIT, isFollowing, listFollows, setFollowing } from './follow.service.js';
import { FollowPayload } from './follow.types.js';

@Resolver()
export class FollowResolver {
  @Mutation(() => FollowPayload)
  follow(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<FollowPayload> {
    return setFollowing(ctx.em, requireViewer(ctx).userId, userId, true);
  }

  @Mutation(() => FollowPayload)
  unfollow(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<FollowPayload> {
    return setFollowing(ctx.em, requireViewer(ctx).userId, userId, false);
  }

  @Query(() => Boolean)
  isFollowing(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<boolean> {
    return isFollowing(ctx.em, requireViewer(ctx).userId, userId);
  }

  @Query(() => [User], { description: `Who follows the member, newest first; at most ${FOLLOWS_MAX_LIMIT} per page (a larger limit gets ${FOLLOWS_MAX_LIMIT})` })
  followers(
    @Arg('userId', () => ID) userId: string,
    @Arg('limit', () => Int, { defaultValue: FOLLOWS_DEFAULT_LIMIT }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<User[]> {
    requireViewer(ctx);
    return listFollows(ctx.em, userId, 'followers', boundedPage(limit, offset, FOLLOWS_MAX_LIMIT));
  }

  @Query(() => [User], { description: `Whom the member follows, newest first; at most ${FOLLOWS_MAX_LIMIT} per page (a larger limit gets ${FOLLOWS_MAX_LIMIT})` })
  following(
    @Arg('userId', () => ID) userId: string,
    @Arg('limit', () => Int, { defaultValue: FOLLOWS_DEFAULT_LIMIT }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<User[]> {
    requireViewer(ctx);
    return listFollows(ctx.em, userId, 'following', boundedPage(limit, offset, FOLLOWS_MAX_LIMIT));
  }
}
