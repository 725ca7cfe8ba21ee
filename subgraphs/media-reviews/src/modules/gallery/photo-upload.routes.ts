/** The same limits and words as profile pictures (docs/product.md, Validation rules): the shared image rules. */
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '@momstride/contracts/rules';
import {
  drainRequest,
  ImageRejectedError,
  MultipartError,
  readMultipartFile,
  viewerOf,
  type Logger,
  type MikroORM,
  type RateBudget,
  type ObjectStorage,
  type SubgraphRoutes,
} from '@momstride/kit';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { addUploadedPhoto, checkNewPhoto } from './photo.service.js';

export const PHOTO_UPLOAD_PATH = '/uploads/photo';

export interface PhotoUploadDeps {
  readonly orm: MikroORM;
  readonly logger: Logger;
  readonly storage: Promise<ObjectStorage>;
  readonly photoRate: RateBudget;
}

const reply = (res: Response, status: number, detail: string) => {
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  res.status(status).json({ detail });
};

/** The REST status of a refusal from the photo checks. */
const statusOf = (error: GraphQLError): number => {
  switch (error.extensions['code']) {
    case 'BAD_USER_INPUT':
      return 422;
    case 'RATE_LIMITED':
      return 429;
    default:
      return 400;
  }
};

/**
 * `POST /uploads/photo` (viewer token required; the gateway streams a multipart POST /api/gallery/photos here):
 * fields `file` (at most 5,242,880 bytes, an image by its bytes), `title`, `description`, `category` (docs/product.md, Validation rules, as a photo
 * by URL). The image is re-encoded (no metadata) to a 1600 px WebP and a 480 px thumbnail. Reply 201 `{"id": ...}`;
 * refusals `{"detail": ...}` (422 for the fields, 429 with Retry-After past the member's budget).
 */
export const photoUploadRoutes =
  (deps: PhotoUploadDeps): SubgraphRoutes =>
  (app, { requireViewer }) => {
    app.post(PHOTO_UPLOAD_PATH, requireViewer, async (req, res) => {
      const viewer = viewerOf(res);
      if (!viewer.userId) {
        await drainRequest(req, MAX_IMAGE_BYTES);
        reply(res, 401, 'Not authenticated');
        return;
      }
      const log = deps.logger.child({ requestId: viewer.requestId, userId: viewer.userId });
      try {
        const file = await readMultipartFile(req, { field: 'file', maxBytes: MAX_IMAGE_BYTES });
        const em = deps.orm.em.fork();
        const fields = await checkNewPhoto(em, deps.photoRate, viewer.userId, file.fields);
        const photo = await addUploadedPhoto(em, await deps.storage, viewer.userId, fields, file.bytes);
        log.info({ photoId: photo.id, width: photo.width, height: photo.height }, 'photo uploaded');
        res.status(201).json({ id: photo.id });
      } catch (error) {
        if (error instanceof MultipartError) {
          log.info({ problem: error.problem, reason: error.message }, 'photo upload refused');
          reply(res, error.problem === 'too_large' ? 413 : 400, error.problem === 'too_large' ? IMAGE_TOO_LARGE : NOT_AN_IMAGE);
        } else if (error instanceof ImageRejectedError) {
          log.info({ reason: error.reason, message: error.message }, 'photo upload refused');
          reply(res, 400, NOT_AN_IMAGE);
        } else if (error instanceof GraphQLError) {
          const retryAfter = error.extensions['retryAfterSeconds'];
          if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
          reply(res, statusOf(error), error.message);
        } else {
          log.error({ err: error }, 'photo upload failed');
          reply(res, 500, 'Internal Server Error');
        }
      }
    });
  };
