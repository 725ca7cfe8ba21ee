import type { MikroORM } from '@mikro-orm/postgresql';
import {
  createObjectStorage,
  drainRequest,
  ImageRejectedError,
  loadStorageEnv,
  MultipartError,
  readMultipartFile,
  toSquareWebp,
  viewerOf,
  type Logger,
  type ObjectStorage,
} from '@momstride/kit';
import type { Response } from 'express';
import type { RouteMounter } from '../../http-routes.js';
import {
  IMAGE_TOO_LARGE,
  MAX_PROFILE_PICTURE_BYTES,
  MAX_PROFILE_PICTURE_INPUT_PIXELS,
  NOT_AN_IMAGE,
  PROFILE_PICTURE_SIZE,
} from './profile-picture.messages.js';
import { ProfilePictureUserMissingError, replaceProfilePicture } from './replace-profile-picture.js';
import { tooManyUploadsMessage, type UploadRate } from './upload-rate.js';

export const PROFILE_PICTURE_UPLOAD_PATH = '/uploads/profile-picture';

export interface ProfilePictureRoutesDeps {
  readonly orm: MikroORM;
  readonly logger: Logger;
  /** Where pictures go; the driver STORAGE_DRIVER / MEDIA_DIR / S3_* select when absent. */
  readonly storage?: ObjectStorage | Promise<ObjectStorage>;
  /** Per-member upload budget, charged for every file that gets as far as decoding; none when absent. */
  readonly uploadRate?: UploadRate;
}

const reply = (res: Response, status: number, detail: string) => {
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
  res.status(status).json({ detail });
};

/**
 * `POST /uploads/profile-picture` (viewer token required; the gateway streams POST /api/users/me/profile-picture
 * here): multipart field `file`, at most 5,242,880 bytes, an image by its bytes, re-encoded to a 512 px WebP
 * without metadata. Reply `{"profile_picture": "/media/profile-pictures/<file>"}`; errors `{"detail": ...}`
 * (429 with Retry-After past the member's upload budget).
 */
export const profilePictureRoutes = (deps: ProfilePictureRoutesDeps): RouteMounter => {
  const storage = Promise.resolve(deps.storage ?? createObjectStorage(loadStorageEnv()));
  // Said at start-up, not only on the first upload, when the storage cannot be built.
  storage.catch((error: unknown) => deps.logger.error({ err: error }, 'object storage unavailable'));

  return (app, { requireViewer }) => {
    app.post(PROFILE_PICTURE_UPLOAD_PATH, requireViewer, async (req, res) => {
      const viewer = viewerOf(res);
      if (!viewer.userId) {
        await drainRequest(req, MAX_PROFILE_PICTURE_BYTES);
        reply(res, 401, 'Not authenticated');
        return;
      }
      const log = deps.logger.child({ requestId: viewer.requestId, userId: viewer.userId });
      try {
        const file = await readMultipartFile(req, { field: 'file', maxBytes: MAX_PROFILE_PICTURE_BYTES });
        const retryAfterSeconds = (await deps.uploadRate?.charge(viewer.userId)) ?? null;
        if (retryAfterSeconds !== null) {
          log.info({ retryAfterSeconds }, 'profile picture upload refused: upload budget spent');
          res.setHeader('Retry-After', String(retryAfterSeconds));
          reply(res, 429, tooManyUploadsMessage(retryAfterSeconds));
          return;
        }
        const image = await toSquareWebp(file.bytes, { size: PROFILE_PICTURE_SIZE, maxInputPixels: MAX_PROFILE_PICTURE_INPUT_PIXELS });
        const { url } = await replaceProfilePicture({
          em: deps.orm.em.fork(),
          storage: await storage,
          log,
          userId: viewer.userId,
          picture: { bytes: image.bytes, contentType: image.contentType, extension: 'webp' },
        });
        log.info({ sourceType: image.sourceType, bytes: image.bytes.length }, 'profile picture replaced');
        res.json({ profile_picture: url });
      } catch (error) {
        if (error instanceof MultipartError) {
          log.info({ problem: error.problem, reason: error.message }, 'profile picture upload refused');
          reply(res, error.problem === 'too_large' ? 413 : 400, error.problem === 'too_large' ? IMAGE_TOO_LARGE : NOT_AN_IMAGE);
        } else if (error instanceof ImageRejectedError) {
          log.info({ reason: error.reason, message: error.message }, 'profile picture upload refused');
          reply(res, 400, NOT_AN_IMAGE);
        } else if (error instanceof ProfilePictureUserMissingError) {
          reply(res, 404, 'User not found');
        } else {
          log.error({ err: error }, 'profile picture upload failed');
          reply(res, 500, 'Internal Server Error');
        }
      }
    });
  };
};
