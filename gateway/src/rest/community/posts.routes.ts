import { z } from 'zod';
import { assertUserExists } from '../accounts/user-exists.js';
import { defineRoute } from '../framework.js';
import { RestCreatePostDocument, RestFeedDocument, RestUserPostsDocument } from '../gql/graphql.js';
import { intQuery, idParams } from '../params.js';
import { postJson, toPostJson } from './post.mapper.js';

// Shape only: the rules (non-blank after trimming, at most 2000 characters) and their messages live in community.
const postBody = z.object({ content: z.string() });

export const postsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/posts/feed',
    summary: 'The signed-in member’s feed',
    auth: 'required',
    query: z.object({ limit: intQuery(1, 50, 5) }),
    operation: RestFeedDocument,
    variables: ({ query }) => ({ limit: query.limit }),
    returns: z.array(postJson),
    response: (data) => (data.feed ?? []).map(toPostJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/posts',
    summary: 'Share a post',
    auth: 'required',
    body: postBody,
    operation: RestCreatePostDocument,
    variables: ({ body }) => ({ content: body.content }),
    returns: postJson,
    response: (data) => toPostJson(data.createPost),
    status: 201,
  }),
  defineRoute({
    method: 'GET',
    path: '/users/:id/posts',
    summary: 'A member’s posts',
    auth: 'required',
    params: idParams,
    query: z.object({ limit: intQuery(1, 50, 20) }),
    operation: RestUserPostsDocument,
    variables: ({ params, query }) => ({ userId: params.id, limit: query.limit }),
    returns: z.array(postJson),
    response: (data) => {
      assertUserExists(data.user);
      return data.userPosts.map(toPostJson);
    },
  }),
];
