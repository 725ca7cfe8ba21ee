import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { User } from '../users/user.entity.js';
import { isFollowing, listFollows, setFollowing } from './follow.service.js';
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

  @Query(() => [User])
  followers(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<User[]> {
    requireViewer(ctx);
    return listFollows(ctx.em, userId, 'followers');
  }

  @Query(() => [User])
  following(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<User[]> {
    requireViewer(ctx);
    return listFollows(ctx.em, userId, 'following');
  }
}
