import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from '@momstride/contracts/rules';
import { drainRequest } from '@momstride/kit/http';
import type { Request, Response } from 'express';
import type { GatewayContext } from '../context.js';
import { sendRestError } from '../rest/framework.js';
import { detail, signInRefusal, type RestError } from '../rest/errors.js';
import { baseUrlOf, type SubgraphEndpoint } from '../supergraph.js';
import { forwardBody } from './forward-body.js';

/** An image file (the shared image rules' 5 MB) plus room for the multipart framing and form fields; the subgraph enforces the exact file limit. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
/** How much of a refused body is still read (so the client sees the reply) before the connection is cut. */
const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 60_000;

export const isMultipart = (req: Request): boolean => /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '');

export interface UploadTarget {
  /** The subgraph that takes the upload (viewer token minted for it). */
  readonly subgraph: string;
  /** Its upload path, e.g. `/uploads/profile-picture`. */
  readonly path: string;
  /** Whether the subgraph's success reply (status 2xx) has the expected shape. */
  readonly isSuccessBody: (body: Record<string, unknown>) => boolean;
}

/** A multipart upload forwarder for one subgraph path (see forwardUpload). */
export interface UploadForwarder {
  /**
   * Authenticates like the REST layer, then streams the multipart body to the subgraph with the internal viewer token,
   * cutting it off past MAX_UPLOAD_REQUEST_BYTES. Calls `onSuccess` with the subgraph's 2xx JSON; relays its
   * `{"detail": ...}` refusals (with Retry-After on 429) itself.
   */
  forward(req: Request, res: Response, onSuccess: (body: Record<string, unknown>, reply: Reply, context: GatewayContext) => Promise<void> | void): Promise<void>;
}

/** Sends a reply once the rest of the request body is read (or, past the discard limit, closing the connection after it). */
export type Reply = (send: (res: Response) => void) => Promise<void>;

const isDetailBody = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string';

export const uploadForwarder = (
  deps: { buildContext: (req: Request) => Promise<GatewayContext>; subgraphs: readonly SubgraphEndpoint[] },
  upload: UploadTarget,
): UploadForwarder => {
  const subgraph = deps.subgraphs.find((candidate) => candidate.name === upload.subgraph);
  if (!subgraph) throw new Error(`The supergraph has no ${upload.subgraph} subgraph to take uploads`);
  const target = new URL(`${baseUrlOf(subgraph.url)}${upload.path}`);

  return {
    async forward(req, res, onSuccess) {
      const reply: Reply = async (send) => {
        const complete = await drainRequest(req, DISCARD_LIMIT_BYTES);
        if (!complete && req.destroyed) return;
        res.setHeader('Cache-Control', 'no-store');
        if (!complete) res.setHeader('Connection', 'close');
        send(res);
      };
      const refuse = (error: RestError) => reply((r) => sendRestError(r, error));

      const context = await deps.buildContext(req);
      if (context.auth.state !== 'valid') return refuse(signInRefusal(context.auth));

      const declaredLength = Number(req.headers['content-length'] ?? 0);
      if (declaredLength > MAX_UPLOAD_REQUEST_BYTES) return refuse(detail(413, IMAGE_TOO_LARGE));
      if (!isMultipart(req)) return refuse(detail(400, NOT_AN_IMAGE));

      const headers: Record<string, string> = {
        'content-type': req.headers['content-type']!,
        'x-viewer-token': await context.viewerToken(upload.subgraph),
        'x-request-id': context.requestId,
      };
      if (req.headers['content-length'] !== undefined) headers['content-length'] = String(declaredLength);

      const result = await forwardBody(req, { target, headers, maxBytes: MAX_UPLOAD_REQUEST_BYTES, timeoutMs: UPSTREAM_TIMEOUT_MS });
      const log = context.log.child({ upload: upload.path });
      switch (result.kind) {
        case 'client_aborted':
          log.info('upload aborted by the client');
          return;
        case 'too_large':
          return refuse(detail(413, IMAGE_TOO_LARGE));
        case 'upstream_error':
          log.error({ err: result.error }, `upload: ${upload.subgraph} unreachable`);
          return refuse(detail(502, 'Bad Gateway'));
        case 'response': {
          const body = result.body;
          const success = result.status >= 200 && result.status < 300 && typeof body === 'object' && body !== null && upload.isSuccessBody(body as Record<string, unknown>);
          if (success) return onSuccess(body as Record<string, unknown>, reply, context);
          if (result.status < 400 || !isDetailBody(body)) {
            log.error({ status: result.status, body }, `upload: unexpected reply from ${upload.subgraph}`);
            return refuse(detail(502, 'Bad Gateway'));
          }
          if (result.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
          // The subgraph's upload budget: 429 with Retry-After, as the REST layer answers RATE_LIMITED.
          if (result.status === 429 && result.retryAfter && /^\d+$/.test(result.retryAfter)) res.setHeader('Retry-After', result.retryAfter);
          return reply((r) => r.status(result.status).json(body));
        }
      }
    },
  };
};
