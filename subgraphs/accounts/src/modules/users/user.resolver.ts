import { requireViewer, unauthenticated } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { User } from './user.entity.js';
import { canSeePrivateFields } from './user.service.js';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The signed-in user (UNAUTHENTICATED without a valid access token)' })
  async me(@Ctx() ctx: AccountsContext): Promise<User> {
    const viewer = requireViewer(ctx);
    const user = await ctx.loaders.userById.load(viewer.userId);
    if (!user) throw unauthenticated();
    return user;
  }

  @Query(() => User, { nullable: true, description: 'One user by id (signed-in members); null when there is none' })
  async user(@Arg('id', () => ID, { description: "The user's id" }) id: string, @Ctx() ctx: AccountsContext): Promise<User | null> {
    requireViewer(ctx);
    return ctx.loaders.userById.load(id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'E-mail address, lower-cased; only the user herself and admins see it, null for anyone else' })
  email(@Root() user: User, @Ctx() ctx: AccountsContext): string | null {
    return canSeePrivateFields(user, ctx) ? user.email : null;
  }

  /** Batched per request: one SQL for every user of the response (see follow.loader.ts). */
  @FieldResolver(() => Boolean, { description: 'Whether the viewer follows this user (false when signed out or for herself)' })
  isFollowedByMe(@Root() user: User, @Ctx() ctx: AccountsContext): Promise<boolean> {
    return ctx.loaders.isFollowedByViewer.load(user.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether she has asked to become an admin and no admin has answered yet; false for anyone but herself and admins' })
  hasPendingAdminRequest(@Root() user: User, @Ctx() ctx: AccountsContext): boolean {
    return canSeePrivateFields(user, ctx) ? user.hasPendingAdminRequest : false;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When an admin suspended her (she cannot sign in until it is lifted); only admins see it, null otherwise' })
  suspendedAt(@Root() user: User, @Ctx() ctx: AccountsContext): Date | null {
    return ctx.viewer.role === 'admin' ? (user.suspendedAt ?? null) : null;
  }
}
