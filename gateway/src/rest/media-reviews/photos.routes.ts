import { messageReply } from '../reply-fields.js';
import { z } from 'zod';
import { idParams } from '../params.js';
import { defineRoute } from '../framework.js';
import { RestDeletePhotoDocument, RestPhotoDocument, RestPhotosDocument, RestSubmitPhotoDocument, RestTogglePhotoLikeDocument } from '../gql/graphql.js';
import { pageQuery, textQuery } from '../params.js';
import { photoJson, toPhotoJson } from './photo.mapper.js';

/** docs/product.md, The calls and Business constants and limits: `category`, `limit=50`; the subgraph caps a page at 50. */
const photosQuery = pageQuery(50).extend({ category: textQuery() });

// Shape only: required fields, the URL's scheme and length, and the category are checked by media-reviews (docs/product.md, Validation rules).
const photoBody = z.object({
  title: z.string(),
  description: z.string().nullish(),
  category: z.string().nullish(),
  image_url: z.string(),
});

/** The gallery's JSON routes; POST /gallery/photos with a multipart body (a file) is uploads/gallery-photo.route.ts. */
export const photosRoutes = [
  defineRoute({
    method: 'GET',
    path: '/gallery/photos',
    summary: 'Gallery photos, newest first',
    auth: 'required',
    query: photosQuery,
    operation: RestPhotosDocument,
    variables: ({ query }) => ({ category: query.category ?? null, limit: query.limit, offset: query.offset }),
    returns: z.array(photoJson),
    response: (data) => data.photos.map(toPhotoJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/gallery/photos',
    summary: 'Share a photo by its URL',
    auth: 'required',
    body: photoBody,
    operation: RestSubmitPhotoDocument,
    variables: ({ body }) => ({
      input: { title: body.title, description: body.description ?? null, category: body.category ?? null, imageUrl: body.image_url },
    }),
    returns: photoJson,
    response: (data) => toPhotoJson(data.submitPhoto),
    status: 201,
  }),
  defineRoute({
    method: 'GET',
    path: '/gallery/photos/:id',
    summary: 'One gallery photo',
    auth: 'required',
    params: idParams,
    operation: RestPhotoDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: photoJson,
    response: (data) => toPhotoJson(data.photo),
  }),
  defineRoute({
    method: 'POST',
    path: '/gallery/photos/:id/like',
    summary: 'Like or unlike a photo',
    auth: 'required',
    params: idParams,
    operation: RestTogglePhotoLikeDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: z.object({ liked: z.boolean(), likes_count: z.number().int() }),
    response: (data) => ({ liked: data.togglePhotoLike.liked, likes_count: data.togglePhotoLike.photo.likesCount }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/gallery/photos/:id',
    summary: 'Delete a photo (its uploader or an admin)',
    auth: 'required',
    params: idParams,
    operation: RestDeletePhotoDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: messageReply,
    response: () => ({ message: 'Photo deleted' }),
  }),
];
