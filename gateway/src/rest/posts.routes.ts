import { z } from 'zod';
import { defineRoute } from './framework.js';
import { intQuery, userIdParams } from './params.js';
import { toPostJson, type RestPostData } from './post.mapper.js';
import { assertUserExists } from './user-exists.js';

// Shape only: the rules (non-blank after trimming, at most 2000 characters) and their messages live in community.
const postBody = z.object({ content: z.string() });

export const postsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/posts/feed',
    auth: 'required',
    query: z.object({ limit: intQuery(1, 50, 5) }),
    operation: 'RestFeed',
    variables: ({ query }) => ({ limit: query.limit }),
    response: (data: { feed: readonly RestPostData[] }) => data.feed.map(toPostJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/posts',
    auth: 'required',
    body: postBody,
    operation: 'RestCreatePost',
    variables: ({ body }) => ({ content: body.content }),
    response: (data: { createPost: RestPostData }) => toPostJson(data.createPost),
    status: 201,
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id/posts',
    auth: 'required',
    params: userIdParams,
    query: z.object({ limit: intQuery(1, 50, 20) }),
    operation: 'RestUserPosts',
    variables: ({ params, query }) => ({ userId: params.id, limit: query.limit }),
    response: (data: { user: { id: string } | null; userPosts: readonly RestPostData[] }) => {
      assertUserExists(data.user);
      return data.userPosts.map(toPostJson);
    },
  }),
];
