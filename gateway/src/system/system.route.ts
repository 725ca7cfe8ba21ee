import { randomUUID } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER, type InternalTokenSigner } from '@momstride/kit/http';
import { SYSTEM_REPORT_PATH } from '@momstride/contracts/system-paths';
import type { DeadLetterRetry } from '@momstride/contracts/system-report';
import { Router, type Request, type Response } from 'express';
import type { AccessTokenVerifier } from '../auth.js';
import { requestAuth } from '../context.js';
import { detail, signInRefusal, type RestError } from '../rest/errors.js';
import { sendRestError } from '../rest/framework.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../subgraph-data-source.js';
import { baseUrlOf, type SubgraphEndpoint } from '../supergraph.js';
import type { SystemCollector } from './collector.js';

/** `POST …/queues/{queue}/retry` (express form). */
export const DEAD_LETTER_RETRY_ROUTE = `${SYSTEM_REPORT_PATH}/queues/:queue/retry`;
/** Where the owning subgraph retries a queue's dead letters (the kit's dead-letters.ts). */
const subgraphRetryPath = (queue: string): string => `/internal/queues/${encodeURIComponent(queue)}/dead-letters/retry`;
const RETRY_TIMEOUT_MS = 30_000;
const QUEUE_NAME = /^[a-z0-9_.-]{1,200}$/;

export interface SystemRouterDeps {
  readonly collector: SystemCollector;
  readonly verifyAccessToken: AccessTokenVerifier;
  readonly signInternalToken: InternalTokenSigner;
  readonly subgraphs: readonly SubgraphEndpoint[];
}

/** The same refusals as every admin route: 401 signed out, 403 "Admin access required" for a member. */
const adminRefusal = async (req: Request, verify: AccessTokenVerifier): Promise<RestError | undefined> => {
  const auth = await requestAuth(req, verify);
  if (auth.state !== 'valid') return signInRefusal(auth);
  return auth.role === 'admin' ? undefined : detail(403, 'Admin access required');
};

/**
 * The System tab's routes (docs/operations.md, "The System tab"), admins only:
 * - `GET /api/admin/system`: the report of the last hour, from the collector's snapshots;
 * - `POST /api/admin/system/queues/{queue}/retry`: the queue's dead letters back on it, by the subgraph that owns it
 *   (its internal endpoint; the gateway never touches the queue's database).
 */
export const systemRouter = (deps: SystemRouterDeps): Router => {
  const router = Router();
  const admins = async (req: Request, res: Response): Promise<boolean> => {
    res.setHeader('Cache-Control', 'no-store');
    const refusal = await adminRefusal(req, deps.verifyAccessToken);
    if (refusal) sendRestError(res, refusal);
    return refusal === undefined;
  };

  router.get(SYSTEM_REPORT_PATH, async (req, res, next) => {
    try {
      if (await admins(req, res)) res.json(await deps.collector.report());
    } catch (error) {
      next(error);
    }
  });

  router.post(DEAD_LETTER_RETRY_ROUTE, async (req, res, next) => {
    try {
      if (!(await admins(req, res))) return;
      const queue = String(req.params.queue);
      const owner = QUEUE_NAME.test(queue) ? deps.subgraphs.find((subgraph) => queue.startsWith(`${subgraph.name}__`)) : undefined;
      if (!owner) return sendRestError(res, detail(404, 'No such queue'));
      let upstream: globalThis.Response;
      try {
        upstream = await fetch(`${baseUrlOf(owner.url)}${subgraphRetryPath(queue)}`, {
          method: 'POST',
          headers: { [INTERNAL_TOKEN_HEADER]: await deps.signInternalToken(owner.name), 'x-request-id': `dead-letter-retry-${randomUUID()}` },
          signal: AbortSignal.timeout(RETRY_TIMEOUT_MS),
        });
      } catch {
        upstream = new globalThis.Response(null, { status: 503 });
      }
      if (upstream.status === 404) return sendRestError(res, detail(404, 'No such queue'));
      if (!upstream.ok) {
        req.log.warn({ queue, status: upstream.status }, 'dead-letter retry: the owning service did not answer');
        return sendRestError(
          res,
          detail(503, `${owner.name} is unavailable: its dead letters stay where they are. Try again in a moment.`, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) }),
        );
      }
      const { requeued, remaining } = (await upstream.json()) as { requeued: number; remaining: number };
      req.log.info({ queue, requeued }, 'dead letters requeued');
      deps.collector.noteDeadLetters(queue, remaining);
      const reply: DeadLetterRetry = { queue, service: owner.name, requeued };
      res.json(reply);
    } catch (error) {
      next(error);
    }
  });
  return router;
};
