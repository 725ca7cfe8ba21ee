import { nullableWhenServiceDown, requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { checkLimit } from '../limits.js';
import { User, userReference } from '../users/user.type.js';
import { Post } from './post.entity.js';
import { createPost, FEED_MAX_LIMIT, latestPosts, postsBy } from './post.service.js';

@Resolver(() => Post)
export class PostResolver {
  @Query(() => [Post], nullableWhenServiceDown('The latest posts, newest first'))
  async feed(@Arg('limit', () => Int, { defaultValue: 5 }) limit: number, @Ctx() ctx: CommunityContext): Promise<Post[]> {
    requireViewer(ctx);
    return latestPosts(ctx.em, checkLimit(limit, FEED_MAX_LIMIT));
  }

  @Query(() => [Post])
  async userPosts(
    @Arg('userId', () => ID) userId: string,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
    @Ctx() ctx: CommunityContext,
  ): Promise<Post[]> {
    requireViewer(ctx);
    return postsBy(ctx.em, userId, checkLimit(limit, FEED_MAX_LIMIT));
  }

  @Mutation(() => Post)
  async createPost(@Arg('content', () => String) content: string, @Ctx() ctx: CommunityContext): Promise<Post> {
    const viewer = requireViewer(ctx);
    return createPost(ctx.em, viewer.userId, content);
  }

  /** A reference only: the gateway fetches the author's fields from accounts, batched. */
  @FieldResolver(() => User)
  author(@Root() post: Post): User {
    return userReference(post.authorId);
  }
}
