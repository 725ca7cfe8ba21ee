import { messageReply } from '../reply-fields.js';
import { z } from 'zod';
import { defineRoute } from '../framework.js';
import {
  RestDeleteReviewDocument,
  RestFeatureReviewDocument,
  RestPhotoCategoriesDocument,
  RestReviewsDocument,
  RestSubmitReviewDocument,
  RestToggleReviewHelpfulDocument,
  ReviewType,
} from '../gql/graphql.js';
import { enumQuery, idParams, pageQuery } from '../params.js';
import { reviewJson, toReviewJson } from './review.mapper.js';

/** docs/product.md, The calls and Business constants and limits: `limit=50`; the subgraph caps a page at 50. */
const reviewsQuery = pageQuery(50).extend({
  review_type: enumQuery(ReviewType),
});

// Shape only: a whole rating (the 1–5 range), required fields and the target's existence are checked by media-reviews.
const reviewBody = z.object({
  review_type: z.enum(ReviewType),
  target_id: z.string().nullish(),
  rating: z.number().int(),
  title: z.string(),
  content: z.string(),
});

export const reviewsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/reviews',
    summary: 'Reviews, newest first',
    auth: 'required',
    query: reviewsQuery,
    operation: RestReviewsDocument,
    variables: ({ query }) => ({ reviewType: query.review_type ?? null, limit: query.limit, offset: query.offset }),
    returns: z.array(reviewJson),
    response: (data) => data.reviews.map(toReviewJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/reviews',
    summary: 'Write a review (a second one of the same target updates hers)',
    auth: 'required',
    body: reviewBody,
    operation: RestSubmitReviewDocument,
    variables: ({ body }) => ({
      input: { reviewType: body.review_type, targetId: body.target_id ?? null, rating: body.rating, title: body.title, content: body.content },
    }),
    returns: reviewJson,
    response: (data) => toReviewJson(data.submitReview),
    status: 201,
  }),
  defineRoute({
    method: 'POST',
    path: '/reviews/:id/helpful',
    summary: 'Mark or unmark a review as helpful',
    auth: 'required',
    params: idParams,
    operation: RestToggleReviewHelpfulDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: z.object({ helpful: z.boolean(), helpful_count: z.number().int() }),
    response: (data) => ({ helpful: data.toggleReviewHelpful.helpful, helpful_count: data.toggleReviewHelpful.review.helpfulCount }),
  }),
  defineRoute({
    method: 'POST',
    path: '/reviews/:id/feature',
    summary: 'Feature or unfeature a review (admins)',
    auth: 'required',
    params: idParams,
    body: z.object({ featured: z.boolean().default(true) }).default({ featured: true }),
    operation: RestFeatureReviewDocument,
    variables: ({ params, body }) => ({ id: params.id, featured: body.featured }),
    returns: reviewJson,
    response: (data) => toReviewJson(data.featureReview),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/reviews/:id',
    summary: 'Delete a review (its author or an admin)',
    auth: 'required',
    params: idParams,
    operation: RestDeleteReviewDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: messageReply,
    response: () => ({ message: 'Review deleted' }),
  }),
  defineRoute({
    method: 'GET',
    path: '/gallery/categories',
    summary: 'The gallery’s photo categories',
    auth: 'required',
    operation: RestPhotoCategoriesDocument,
    variables: () => ({}),
    returns: z.array(z.object({ id: z.string(), name: z.string(), icon: z.string(), description: z.string() }).meta({ id: 'PhotoCategory' })),
    response: (data) => data.photoCategories.map((category) => ({ id: category.id, name: category.name, icon: category.icon, description: category.description })),
  }),
];
