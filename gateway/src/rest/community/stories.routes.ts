import { messageReply } from '../reply-fields.js';
import { z } from 'zod';
import { idParams } from '../params.js';
import { defineRoute } from '../framework.js';
import {
  RestCreateSuccessStoryDocument,
  RestDeleteSuccessStoryDocument,
  RestFeatureSuccessStoryDocument,
  RestSuccessStoriesDocument,
  RestSuccessStoryDocument,
  RestToggleSuccessStoryLikeDocument,
  StoryType,
} from '../gql/graphql.js';
import { boolQuery, pageQuery } from '../params.js';
import { storyJson, toStoryJson } from './story.mapper.js';

/** The first 20 unless paged; the subgraph caps a page at 50. */
const storiesQuery = pageQuery(20).extend({ featured_only: boolQuery(false) });

// Shape only: required and length rules (and their messages) live in community (→ 422 with the fields).
const storyBody = z.object({ title: z.string(), story_type: z.enum(StoryType), story_content: z.string() });

export const storiesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/community/success-stories',
    summary: 'Success stories, newest first or featured only',
    auth: 'required',
    query: storiesQuery,
    operation: RestSuccessStoriesDocument,
    variables: ({ query }) => ({ featuredOnly: query.featured_only, limit: query.limit, offset: query.offset }),
    returns: z.array(storyJson),
    response: (data) => data.successStories.map(toStoryJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/community/success-stories',
    summary: 'Share a success story',
    auth: 'required',
    body: storyBody,
    operation: RestCreateSuccessStoryDocument,
    variables: ({ body }) => ({ input: { title: body.title, storyType: body.story_type, storyContent: body.story_content } }),
    returns: storyJson,
    response: (data) => toStoryJson(data.createSuccessStory),
    status: 201,
  }),
  defineRoute({
    method: 'GET',
    path: '/community/success-stories/:id',
    summary: 'One success story',
    auth: 'required',
    params: idParams,
    operation: RestSuccessStoryDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: storyJson,
    response: (data) => toStoryJson(data.successStory),
  }),
  defineRoute({
    method: 'POST',
    path: '/community/success-stories/:id/like',
    summary: 'Like or unlike a success story',
    auth: 'required',
    params: idParams,
    operation: RestToggleSuccessStoryLikeDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: z.object({ liked: z.boolean(), likes_count: z.number().int() }),
    response: (data) => ({ liked: data.toggleSuccessStoryLike.liked, likes_count: data.toggleSuccessStoryLike.story.likesCount }),
  }),
  defineRoute({
    method: 'POST',
    path: '/community/success-stories/:id/feature',
    summary: 'Feature or unfeature a success story (admins)',
    auth: 'required',
    params: idParams,
    body: z.object({ featured: z.boolean().default(true) }).default({ featured: true }),
    operation: RestFeatureSuccessStoryDocument,
    variables: ({ params, body }) => ({ id: params.id, featured: body.featured }),
    returns: storyJson,
    response: (data) => toStoryJson(data.featureSuccessStory),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/community/success-stories/:id',
    summary: 'Delete a success story (its author or an admin)',
    auth: 'required',
    params: idParams,
    operation: RestDeleteSuccessStoryDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: messageReply,
    response: () => ({ message: 'Story deleted' }),
  }),
];
