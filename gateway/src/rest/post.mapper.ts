import { toUserSummaryJson, type RestUserSummaryData } from './user.mapper.js';

/** The RestPost fragment (rest/operations/community.graphql) as GraphQL returns it. */
export interface RestPostData {
  readonly id: string;
  readonly content: string;
  readonly likesCount: number;
  readonly commentsCount: number;
  readonly createdAt: string;
  readonly author: RestUserSummaryData;
}

/** A post in the spec's JSON: `{id, content, likes_count, comments_count, created_at, user: {...}}`. */
export const toPostJson = (post: RestPostData) => ({
  id: post.id,
  content: post.content,
  likes_count: post.likesCount,
  comments_count: post.commentsCount,
  created_at: post.createdAt,
  user: toUserSummaryJson(post.author),
});
