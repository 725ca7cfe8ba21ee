import { nullableWhenServiceDown, requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { checkLimit } from '../limits.js';
import { User, userReference } from '../users/user.type.js';
import { Post, POST_MAX_LENGTH } from './post.entity.js';
import { createPost, FEED_MAX_LIMIT, latestPosts, postsBy } from './post.service.js';

@Resolver(() => Post)
export class PostResolver {
  @Query(() => [Post], nullableWhenServiceDown('The latest posts, newest first'))
  async feed(@Arg('limit', () => Int, { defaultValue: 5, description: `How many posts, 1..${FEED_MAX_LIMIT} (outside is BAD_USER_INPUT)` }) limit: number, @Ctx() ctx: CommunityContext): Promise<Post[]> {
    requireViewer(ctx);
    return latestPosts(ctx.em, checkLimit(limit, FEED_MAX_LIMIT));
  }

  @Query(() => [Post], { description: "A member's posts, newest first (signed-in members)" })
  async userPosts(
    @Arg('userId', () => ID, { description: 'Id of the member' }) userId: string,
    @Arg('limit', () => Int, { defaultValue: 20, description: `How many posts, 1..${FEED_MAX_LIMIT} (outside is BAD_USER_INPUT)` }) limit: number,
    @Ctx() ctx: CommunityContext,
  ): Promise<Post[]> {
    requireViewer(ctx);
    return postsBy(ctx.em, userId, checkLimit(limit, FEED_MAX_LIMIT));
  }

  @Mutation(() => Post, { description: 'Share a post on the community feed as the viewer (signed-in members); answers the new post' })
  async createPost(@Arg('content', () => String, { description: `The post's text: plain text, trimmed, 1..${POST_MAX_LENGTH} characters` }) content: string, @Ctx() ctx: CommunityContext): Promise<Post> {
    const viewer = requireViewer(ctx);
    return createPost(ctx.em, viewer.userId, content);
  }

  /** A reference only: the gateway fetches the author's fields from accounts, batched. */
  @FieldResolver(() => User, { description: 'The member who wrote it' })
  author(@Root() post: Post): User {
    return userReference(post.authorId);
  }
}
