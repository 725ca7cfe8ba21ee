import type express from 'express';
import type PgBoss from 'pg-boss';
import type { HttpRouteTools } from '../server.js';

/** `POST /internal/queues/:queue/dead-letters/retry`: the gateway's System tab asks the queue's owner to retry its dead letters. */
export const DEAD_LETTER_RETRY_PATH = '/internal/queues/:queue/dead-letters/retry';
/** The one caller of the retry: the gateway (for an admin; it checks the role). */
const DEAD_LETTER_RETRY_CALLER = 'gateway';
/** Dead letters moved per round trip, and at most per retry (the rest wait for the next one). */
const BATCH = 100;
const MOST = 10_000;

/**
 * Puts the dead letters of `queue` (its `<queue>__dead` queue) back on `queue`, each as a new job under the queue's
 * own retry policy, and removes them from the dead-letter queue; answers how many. A crash between the two leaves a
 * letter both requeued and dead: consumers are idempotent (consumeOnce), so a second retry of it is harmless.
 * Undefined when the queue has no dead-letter queue (no such subscriber queue).
 */
export async function requeueDeadLetters(boss: PgBoss, queue: string, deadLetterQueue: string): Promise<number | undefined> {
  if (!(await boss.getQueue(deadLetterQueue))) return undefined;
  let moved = 0;
  while (moved < MOST) {
    const jobs = await boss.fetch<object>(deadLetterQueue, { batchSize: BATCH });
    if (jobs.length === 0) break;
    for (const job of jobs) await boss.send(queue, job.data ?? {});
    await boss.deleteJob(
      deadLetterQueue,
      jobs.map((job) => job.id),
    );
    moved += jobs.length;
    if (jobs.length < BATCH) break;
  }
  return moved;
}

/**
 * Mounts the retry for the gateway only (internal token): only queues this subgraph consumes (`<subgraph>__…`);
 * anything else, or a queue without dead letters' queue, is 404. Answers `{"queue", "requeued", "remaining"}` (dead letters
 * that arrived meanwhile).
 */
export const deadLetterRoutes =
  (options: { subgraph: string; retryDeadLetters: (queue: string) => Promise<number | undefined>; deadLetters: (queue: string) => Promise<number> }) =>
  (app: express.Express, tools: Pick<HttpRouteTools, 'requireInternalCaller'>): void => {
    app.post(DEAD_LETTER_RETRY_PATH, tools.requireInternalCaller([DEAD_LETTER_RETRY_CALLER]), async (req, res, next) => {
      try {
        const queue = String(req.params.queue);
        const requeued = queue.startsWith(`${options.subgraph}__`) && /^[a-z0-9_.-]{1,200}$/.test(queue) ? await options.retryDeadLetters(queue) : undefined;
        if (requeued === undefined) {
          res.status(404).json({ detail: 'No such queue' });
          return;
        }
        // What waits there now, counted afresh (the metrics' queue readings are cached for a while).
        res.json({ queue, requeued, remaining: await options.deadLetters(queue) });
      } catch (error) {
        next(error);
      }
    });
  };
