import { Router, type Request } from 'express';
import type { GatewayContext } from '../context.js';
import { executeRestOperation, operationNameOf, sendRestError, type RestDeps } from '../rest/framework.js';
import { RestPhotoDocument, type RestPhotoQuery } from '../rest/gql/graphql.js';
import { toPhotoJson } from '../rest/media-reviews/photo.mapper.js';
import type { SubgraphEndpoint } from '../supergraph.js';
import { isMultipart, uploadForwarder } from './upload-forwarder.js';

export const GALLERY_PHOTOS_PATH = '/api/gallery/photos';
/** Where media-reviews takes a photo file (viewer token required). */
export const MEDIA_REVIEWS_PHOTO_UPLOAD_PATH = '/uploads/photo';

export interface GalleryPhotoUploadDeps extends Pick<RestDeps, 'engine' | 'operations'> {
  readonly buildContext: (req: Request) => Promise<GatewayContext>;
  readonly subgraphs: readonly SubgraphEndpoint[];
}

const PHOTO_OPERATION = operationNameOf(RestPhotoDocument);

/**
 * POST /api/gallery/photos with a multipart body (`file`, `title`, `description`, `category`): streamed to
 * media-reviews, which checks and stores the photo and answers its id; the reply is the new photo in the REST shape
 * (201), read back through the supergraph. A JSON body (a photo by URL) goes on to the REST route.
 */
export const galleryPhotoUploadRouter = (deps: GalleryPhotoUploadDeps): Router => {
  const mediaReviews = uploadForwarder(deps, {
    subgraph: 'media-reviews',
    path: MEDIA_REVIEWS_PHOTO_UPLOAD_PATH,
    isSuccessBody: (body) => typeof body.id === 'string',
  });
  const router = Router();
  router.post(GALLERY_PHOTOS_PATH, async (req, res, next) => {
    if (!isMultipart(req)) return next();
    await mediaReviews.forward(req, res, async (body, reply, context) => {
      const outcome = await executeRestOperation(deps, context, PHOTO_OPERATION, { id: body.id }, undefined, `POST ${GALLERY_PHOTOS_PATH}`);
      if (!outcome.ok) return reply((r) => sendRestError(r, outcome.error));
      const photo = (outcome.data as RestPhotoQuery).photo;
      return reply((r) => r.status(201).json(toPhotoJson(photo)));
    });
  });
  return router;
};
