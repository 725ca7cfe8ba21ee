import { z } from 'zod';
import { toUserSummaryJson, userSummaryJson } from '../accounts/user.mapper.js';
import { dateTime } from '../reply-fields.js';
import type { RestPostFragment } from '../gql/graphql.js';

/** A post (the RestPost fragment, posts.graphql) in the REST JSON (docs/product.md, Entities and fields): `{id, content, likes_count, comments_count, created_at, user: {...}}`. */
export const postJson = z
  .object({
    id: z.guid(),
    content: z.string(),
    likes_count: z.number().int(),
    comments_count: z.number().int(),
    created_at: dateTime,
    user: userSummaryJson,
  })
  .meta({ id: 'Post' });

export const toPostJson = (post: RestPostFragment): z.input<typeof postJson> => ({
  id: post.id,
  content: post.content,
  likes_count: post.likesCount,
  comments_count: post.commentsCount,
  created_at: post.createdAt,
  user: toUserSummaryJson(post.author),
});
