/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of /api (document.ts), public and the same for everyone: built once
 * on the first request, sent with `Cache-Control: public` and a strong ETag (a matching If-None-Match gets 304).
 */
import { Router } from 'express';
import { etagOf } from '../public-cache.js';
import { buildOpenApiDocument } from './document.js';
import { OPENAPI_PATH } from './extra-paths.js';

const MAX_AGE_SECONDS = 300;

export const openApiRouter = (): Router => {
  let reply: { readonly body: string; readonly etag: string } | undefined;
  const router = Router();
  router.get(OPENAPI_PATH, (req, res) => {
    if (!reply) {
      const body = JSON.stringify(buildOpenApiDocument());
      reply = { body, etag: etagOf(body) };
    }
    res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    res.setHeader('ETag', reply.etag);
    const known = req.headers['if-none-match'];
    if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === reply?.etag)) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(reply.body);
  });
  return router;
};
