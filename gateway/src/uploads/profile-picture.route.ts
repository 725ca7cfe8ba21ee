import { Router, type Request } from 'express';
import type { GatewayContext } from '../context.js';
import type { SubgraphEndpoint } from '../supergraph.js';
import { uploadForwarder } from './upload-forwarder.js';

export const PROFILE_PICTURE_PATH = '/api/users/me/profile-picture';
/** Where accounts takes the upload (viewer token required). */
export const ACCOUNTS_UPLOAD_PATH = '/uploads/profile-picture';

export interface ProfilePictureUploadDeps {
  readonly buildContext: (req: Request) => Promise<GatewayContext>;
  readonly subgraphs: readonly SubgraphEndpoint[];
}

/**
 * POST /api/users/me/profile-picture (multipart field `file`): streamed to accounts (uploadForwarder), whose reply
 * `{"profile_picture": ...}` or `{"detail": ...}` is relayed with its status.
 */
export const profilePictureUploadRouter = (deps: ProfilePictureUploadDeps): Router => {
  const accounts = uploadForwarder(deps, {
    subgraph: 'accounts',
    path: ACCOUNTS_UPLOAD_PATH,
    isSuccessBody: (body) => typeof body.profile_picture === 'string',
  });
  const router = Router();
  router.post(PROFILE_PICTURE_PATH, (req, res) =>
    accounts.forward(req, res, (body, reply) => reply((r) => r.status(200).json({ profile_picture: body.profile_picture }))),
  );
  return router;
};
