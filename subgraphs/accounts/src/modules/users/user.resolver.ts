import { requireViewer, unauthenticated } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { User } from './user.entity.js';
import { canSeePrivateFields } from './user.service.js';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User)
  async me(@Ctx() ctx: AccountsContext): Promise<User> {
    const viewer = requireViewer(ctx);
    const user = await ctx.loaders.userById.load(viewer.userId);
    if (!user) throw unauthenticated();
    return user;
  }

  @Query(() => User, { nullable: true })
  async user(@Arg('id', () => ID) id: string, @Ctx() ctx: AccountsContext): Promise<User | null> {
    requireViewer(ctx);
    return ctx.loaders.userById.load(id);
  }

  @FieldResolver(() => String, { nullable: true })
  email(@Root() user: User, @Ctx() ctx: AccountsContext): string | null {
    return canSeePrivateFields(user, ctx) ? user.email : null;
  }

  /** Batched per request: one SQL for every user of the response (see follow.loader.ts). */
  @FieldResolver(() => Boolean)
  isFollowedByMe(@Root() user: User, @Ctx() ctx: AccountsContext): Promise<boolean> {
    return ctx.loaders.isFollowedByViewer.load(user.id);
  }

  @FieldResolver(() => Boolean)
  hasPendingAdminRequest(@Root() user: User, @Ctx() ctx: AccountsContext): boolean {
    return canSeePrivateFields(user, ctx) ? user.hasPendingAdminRequest : false;
  }
}
