import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Router, type Request } from 'express';
import type { GatewayContext } from '../../context.js';
import { baseUrlOf, type SubgraphEndpoint } from '../../supergraph.js';
import { detail } from '../errors.js';
import { sendRestError } from '../framework.js';

/** A data archive's one-time download link (docs/privacy.md): the token in the path is its only credential. */
export const EXPORT_DOWNLOAD_PATH = '/api/exports/:token';
/** Where accounts serves the archive (viewer token required, anonymous included). */
const ACCOUNTS_EXPORT_PATH = '/privacy/exports';
const UPSTREAM_TIMEOUT_MS = 60_000;

export interface ExportDownloadDeps {
  readonly buildContext: (req: Request) => Promise<GatewayContext>;
  readonly subgraphs: readonly SubgraphEndpoint[];
}

/**
 * GET /api/exports/{token}: the member's archive from accounts, streamed as it comes (a zip, once; then 404). No
 * sign-in is needed, so the mailed link opens in any browser; nothing is cached, and the path is logged without the
 * token (logger.ts).
 */
export const exportDownloadRouter = (deps: ExportDownloadDeps): Router => {
  const accounts = deps.subgraphs.find((candidate) => candidate.name === 'accounts');
  if (!accounts) throw new Error('The supergraph has no accounts subgraph to serve data exports');
  const base = baseUrlOf(accounts.url);
  const router = Router();
  router.get(EXPORT_DOWNLOAD_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    const context = await deps.buildContext(req);
    let upstream: Response;
    try {
      upstream = await fetch(`${base}${ACCOUNTS_EXPORT_PATH}/${encodeURIComponent(String(req.params.token))}`, {
        headers: { 'x-viewer-token': await context.viewerToken('accounts'), 'x-request-id': context.requestId },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      context.log.error({ err: error }, 'data export download: accounts unreachable');
      return sendRestError(res, detail(503, 'Temporarily unavailable. Please try again in a moment.', { 'Retry-After': '5' }));
    }
    if (upstream.status !== 200 || !upstream.body) {
      const body = (await upstream.json().catch(() => null)) as { detail?: unknown } | null;
      if (upstream.status === 404 && typeof body?.detail === 'string') return sendRestError(res, detail(404, body.detail));
      context.log.error({ status: upstream.status }, 'data export download: unexpected reply from accounts');
      return sendRestError(res, detail(502, 'Bad Gateway'));
    }
    res.status(200);
    for (const name of ['content-type', 'content-disposition', 'content-length']) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    Readable.fromWeb(upstream.body as WebReadableStream).pipe(res);
  });
  return router;
};
