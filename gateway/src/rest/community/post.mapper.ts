import { toUserSummaryJson } from '../accounts/user.mapper.js';
import type { RestPostFragment } from '../gql/graphql.js';

/** A post (the RestPost fragment, posts.graphql) in the spec's JSON: `{id, content, likes_count, comments_count, created_at, user: {...}}`. */
export const toPostJson = (post: RestPostFragment) => ({
  id: post.id,
  content: post.content,
  likes_count: post.likesCount,
  comments_count: post.commentsCount,
  created_at: post.createdAt,
  user: toUserSummaryJson(post.author),
});
