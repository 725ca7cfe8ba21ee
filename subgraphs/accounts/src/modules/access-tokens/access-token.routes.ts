import type { Request } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RouteMounter } from '../../http-routes.js';
import { markAccessTokensUsed, verifyAccessTokenHash } from './access-token.service.js';

export const ACCESS_TOKEN_VERIFY_PATH = '/internal/access-tokens/verify';
export const ACCESS_TOKEN_USED_PATH = '/internal/access-tokens/used';

/** Token ids one "used" report may carry (the gateway sends those used in the last second). */
const MAX_USED_PER_REPORT = 1_000;
const MAX_BODY_BYTES = 64 * 1024;

const verifyBody = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });
const usedBody = z.object({ tokenIds: z.array(z.uuid()).max(MAX_USED_PER_REPORT) });

/** The JSON body of a small internal request (no body parser is mounted on the subgraph's extra routes). */
async function jsonBody(req: Request): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/**
 * Internal routes only the gateway may call, with its internal token (docs/contracts.md, "Internal calls"):
 * - `POST /internal/access-tokens/verify` `{ hash }` (SHA-256 hex of an `msp_…` secret) → 200
 *   `{ found: true, tokenId, userId, role, scopes, expiresAt }` with the owner's CURRENT role, or 404
 *   `{ found: false, reason }` (unknown, revoked, expired). Records the use (to the minute).
 * - `POST /internal/access-tokens/used` `{ tokenIds }` → 204: tokens the gateway accepted from its cache since its
 *   last report; their `lastUsedAt` is set (to the minute).
 */
export const accessTokenRoutes =
  (orm: MikroORM): RouteMounter =>
  (app, { requireInternalCaller }) => {
    const gatewayOnly = requireInternalCaller(['gateway']);
    app.post(ACCESS_TOKEN_VERIFY_PATH, gatewayOnly, async (req, res, next) => {
      try {
        const body = verifyBody.safeParse(await jsonBody(req).catch(() => undefined));
        if (!body.success) {
          res.status(400).json({ error: 'hash must be the SHA-256 (64 lower-case hex digits) of the token' });
          return;
        }
        const result = await verifyAccessTokenHash(orm.em.fork(), body.data.hash);
        res.set('cache-control', 'no-store').status(result.found ? 200 : 404).json(result);
      } catch (error) {
        next(error);
      }
    });
    app.post(ACCESS_TOKEN_USED_PATH, gatewayOnly, async (req, res, next) => {
      try {
        const body = usedBody.safeParse(await jsonBody(req).catch(() => undefined));
        if (!body.success) {
          res.status(400).json({ error: `tokenIds must be a list of at most ${MAX_USED_PER_REPORT} token ids` });
          return;
        }
        await markAccessTokensUsed(orm.em.fork(), body.data.tokenIds);
        res.status(204).end();
      } catch (error) {
        next(error);
      }
    });
  };
