import { drainRequest } from '@momstride/kit/http';
import { Router, type Request, type Response } from 'express';
import type { GatewayContext } from '../context.js';
import { sendRestError } from '../rest/framework.js';
import { detail, invalidCredentials, notAuthenticated, type RestError } from '../rest/errors.js';
import { baseUrlOf, type SubgraphEndpoint } from '../supergraph.js';
import { forwardBody } from './forward-body.js';

export const PROFILE_PICTURE_PATH = '/api/users/me/profile-picture';
/** Where accounts takes the upload (viewer token required). */
export const ACCOUNTS_UPLOAD_PATH = '/uploads/profile-picture';

/** The spec's messages (accounts gives the same ones). */
export const IMAGE_TOO_LARGE = 'Image size must be less than 5MB';
export const NOT_AN_IMAGE = 'Please select an image file';

/** 5,242,880 bytes of file plus room for the multipart framing; accounts enforces the exact file limit. */
export const MAX_UPLOAD_REQUEST_BYTES = 5_242_880 + 64 * 1024;
/** How much of a refused body is still read (so the client sees the reply) before the connection is cut. */
const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 60_000;

export interface ProfilePictureUploadDeps {
  readonly buildContext: (req: Request) => Promise<GatewayContext>;
  readonly subgraphs: readonly SubgraphEndpoint[];
}

const isUpstreamReply = (status: number, body: unknown): body is Record<string, unknown> => {
  if (typeof body !== 'object' || body === null) return false;
  if (status === 200) return typeof (body as { profile_picture?: unknown }).profile_picture === 'string';
  return status >= 400 && typeof (body as { detail?: unknown }).detail === 'string';
};

/**
 * POST /api/users/me/profile-picture (multipart field `file`): authenticates like the REST layer, then
 * streams the body to accounts with the internal viewer token, cutting it off past MAX_UPLOAD_REQUEST_BYTES,
 * and relays accounts' status and JSON (`{"profile_picture": ...}` or `{"detail": ...}`).
 */
export const profilePictureUploadRouter = ({ buildContext, subgraphs }: ProfilePictureUploadDeps): Router => {
  const accounts = subgraphs.find((subgraph) => subgraph.name === 'accounts');
  if (!accounts) throw new Error('The supergraph has no accounts subgraph to take profile pictures');
  const target = new URL(`${baseUrlOf(accounts.url)}${ACCOUNTS_UPLOAD_PATH}`);

  /** Replies once the rest of the body is read (or, past the discard limit, cuts the connection after it). */
  const replyAfterBody = async (req: Request, res: Response, reply: (res: Response) => void) => {
    const complete = await drainRequest(req, DISCARD_LIMIT_BYTES);
    if (!complete && req.destroyed) return;
    res.setHeader('Cache-Control', 'no-store');
    if (!complete) res.setHeader('Connection', 'close');
    reply(res);
  };
  const refuse = (req: Request, res: Response, error: RestError) => replyAfterBody(req, res, (r) => sendRestError(r, error));

  const router = Router();
  router.post(PROFILE_PICTURE_PATH, async (req: Request, res: Response) => {
    const context = await buildContext(req);
    if (context.auth.state === 'none') return refuse(req, res, notAuthenticated());
    if (context.auth.state === 'invalid') return refuse(req, res, invalidCredentials());

    const declaredLength = Number(req.headers['content-length'] ?? 0);
    if (declaredLength > MAX_UPLOAD_REQUEST_BYTES) return refuse(req, res, detail(413, IMAGE_TOO_LARGE));
    const contentType = req.headers['content-type'] ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType)) return refuse(req, res, detail(400, NOT_AN_IMAGE));

    const headers: Record<string, string> = {
      'content-type': contentType,
      'x-viewer-token': await context.viewerToken('accounts'),
      'x-request-id': context.requestId,
    };
    if (req.headers['content-length'] !== undefined) headers['content-length'] = String(declaredLength);

    const result = await forwardBody(req, { target, headers, maxBytes: MAX_UPLOAD_REQUEST_BYTES, timeoutMs: UPSTREAM_TIMEOUT_MS });
    switch (result.kind) {
      case 'client_aborted':
        context.log.info('profile picture upload aborted by the client');
        return;
      case 'too_large':
        return refuse(req, res, detail(413, IMAGE_TOO_LARGE));
      case 'upstream_error':
        context.log.error({ err: result.error }, 'profile picture upload: accounts unreachable');
        return refuse(req, res, detail(502, 'Bad Gateway'));
      case 'response':
        if (!isUpstreamReply(result.status, result.body)) {
          context.log.error({ status: result.status, body: result.body }, 'profile picture upload: unexpected reply from accounts');
          return refuse(req, res, detail(502, 'Bad Gateway'));
        }
        if (result.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
        // accounts' upload budget: 429 with Retry-After, as the REST layer answers RATE_LIMITED.
        if (result.status === 429 && result.retryAfter && /^\d+$/.test(result.retryAfter)) res.setHeader('Retry-After', result.retryAfter);
        return replyAfterBody(req, res, (r) => r.status(result.status).json(result.body));
    }
  });
  return router;
};
