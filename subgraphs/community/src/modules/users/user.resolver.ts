import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { User } from './user.type.js';

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => Int, { description: 'Number of posts the member has shared' })
  postsCount(@Root() user: User, @Ctx() ctx: CommunityContext): Promise<number> {
    return ctx.loaders.postsCountByUserId.load(String(user.id));
  }

  @FieldResolver(() => Boolean, { description: 'Whether the community team features this member' })
  isFeatured(@Root() user: User, @Ctx() ctx: CommunityContext): Promise<boolean> {
    return ctx.loaders.isFeaturedByUserId.load(String(user.id));
  }
}
