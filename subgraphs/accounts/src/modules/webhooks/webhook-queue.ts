import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { jobWakeups, POOL_IDLE_TIMEOUT_MS, QUEUE_SAFETY_POLL_SECONDS, type Logger, type PoolTuning } from '@momstride/kit';
import PgBoss from 'pg-boss';
import { countWebhookJobRetry } from './webhook-metrics.js';
import { attemptDelivery } from './webhook-attempt.js';
import { WebhookDeliveryStatus } from './webhook-events.js';
import type { WebhookConfig } from './webhook-send.js';
import { setDeliveryStatus } from './webhook.store.js';
import { WEBHOOK_FAILING_DAYS_BEFORE_OFF } from './webhook-failing.js';
import type { WebhookEndpoint } from './webhook.types.js';
import type { Mailer } from '../../mail/mailer.js';
import { webhookTurnedOffMail } from '../../mail/webhook-mails.js';

/** The pg-boss queue of webhook deliveries (in the domain-events database): one job per delivery, its id the delivery's. */
export const WEBHOOK_QUEUE = 'accounts__webhook-deliveries';
/** Workers per process: each sends one request at a time (a slow endpoint holds one worker, at most 10 s). */
const WORKERS = 4;
/** A worker that stopped mid-attempt (the process ended) gives its job back after this; the attempt is made again. */
const EXPIRE_SECONDS = 60;
const DEADLOCK = '40P01';
/** setTimeout's longest delay (about 24.8 days); a retry due later is found by the workers' safety poll. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface WebhookQueue {
  /** Queues the first attempt of each delivery (a delivery already queued is not queued twice). */
  enqueue(deliveryIds: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

interface DeliveryJob {
  deliveryId: string;
}

/**
 * When the retry after `attempts` failed attempts is due, in seconds: between base × 2^(n−1) and base × 2^n for the
 * n-th retry (exponential backoff with jitter, so endpoints that failed together do not all come back at once).
 */
export function retryDelaySeconds(baseSeconds: number, attempts: number, random: () => number = Math.random): number {
  const floor = baseSeconds * 2 ** Math.min(16, Math.max(0, attempts - 1));
  return floor * (1 + random());
}

/**
 * Starts the delivery queue. Each attempt is a pg-boss job; after a failed attempt the next one is queued to start
 * after retryDelaySeconds (pg-boss `startAfter`), and the delivery log shows when (`next_attempt_at`); the log in
 * accounts' database counts the attempts and gives up after `maxAttempts`. pg-boss's own retries (retryLimit,
 * retryDelay, retryBackoff) cover our failures instead: a job whose handler threw (the database was away) or whose
 * worker stopped mid-attempt (the job expires) is run again.
 */
export async function startWebhookQueue(deps: {
  connectionString: string;
  orm: MikroORM;
  logger: Logger;
  config: WebhookConfig;
  /** Tells the admins when an endpoint is turned off for failing (webhook-attempt.ts). */
  mailer: Mailer;
  publicUrl: string;
}): Promise<WebhookQueue> {
  const { orm, logger, config, mailer, publicUrl } = deps;
  // Its own small pool; the kit's bus instance supervises (expiry, retention) every queue in the schema, this one too.
  const bossOptions: PgBoss.ConstructorOptions & PoolTuning = {
    connectionString: deps.connectionString,
    max: 3,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    application_name: 'momstride-webhooks',
    supervise: false,
    schedule: false,
    migrate: false,
  };
  const boss = new PgBoss(bossOptions);
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'webhook queue error'));
  await boss.start();
  const policy = { name: WEBHOOK_QUEUE, retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS };
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(WEBHOOK_QUEUE, policy);
      await boss.updateQueue(WEBHOOK_QUEUE, policy); // a queue made by an earlier start takes the current policy
      break;
    } catch (error) {
      // Subgraphs starting together create queues at the same moment; creating one is idempotent.
      if (attempt >= 5 || (error as { code?: string }).code !== DEADLOCK) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }

  /** Mails every admin; a mail that cannot be sent is logged (the endpoint stays off, the Admin Panel shows why). */
  const tellAdminsTurnedOff = async (em: EntityManager, endpoint: WebhookEndpoint, log: Logger) => {
    log.warn({ endpointId: endpoint.id, failingSince: endpoint.failingSince }, 'webhook endpoint turned off: its deliveries kept failing');
    const admins = await em.execute<Array<{ email: string }>>(`select email from users where role = 'admin' order by created_at`);
    for (const admin of admins) {
      try {
        await mailer.send(webhookTurnedOffMail(admin.email, endpoint, WEBHOOK_FAILING_DAYS_BEFORE_OFF, publicUrl));
      } catch (error) {
        log.error({ err: error }, 'could not mail an admin that a webhook endpoint was turned off');
      }
    }
  };

  const handle = async (job: PgBoss.Job<DeliveryJob>): Promise<void> => {
    const { deliveryId } = job.data;
    const em = orm.em.fork();
    const outcome = await attemptDelivery(em, config, deliveryId);
    const log = logger.child({ deliveryId });
    if (outcome.kind === 'succeeded') log.debug({ status: outcome.attempt.responseStatus }, 'webhook delivered');
    if (outcome.kind === 'failed') log.info({ error: outcome.attempt?.error }, 'webhook delivery failed for good');
    if (outcome.kind === 'failed' && outcome.turnedOff) await tellAdminsTurnedOff(em, outcome.turnedOff, log);
    if (outcome.kind !== 'retry') return;
    // The next attempt: its own job, due after the backoff (this job then completes).
    const nextAttemptAt = new Date(Date.now() + retryDelaySeconds(config.retryBaseSeconds, outcome.number) * 1000);
    await setDeliveryStatus(em, deliveryId, WebhookDeliveryStatus.retrying, { nextAttemptAt });
    await boss.send(WEBHOOK_QUEUE, { deliveryId }, { startAfter: nextAttemptAt });
    wakeAt(nextAttemptAt);
    log.info({ error: outcome.attempt.error, attempt: outcome.number, nextAttemptAt }, 'webhook attempt failed; will retry');
  };

  const workerIds: string[] = [];
  const wakeAll = () => {
    for (const id of workerIds) boss.notifyWorker(id);
  };
  // The workers wake when a delivery job is committed (the kit's job wake-ups) and when a retry they queued comes due;
  // their poll is the kit's safety net. A job pg-boss retries itself (a handler that threw) waits for that poll.
  const timers = new Set<NodeJS.Timeout>();
  const wakeAt = (when: Date) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      wakeAll();
    }, Math.min(MAX_TIMER_MS, Math.max(0, when.getTime() - Date.now()) + 100));
    timer.unref();
    timers.add(timer);
  };
  for (let index = 0; index < WORKERS; index++) {
    workerIds.push(
      await boss.work<DeliveryJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds: QUEUE_SAFETY_POLL_SECONDS, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handle(job);
          } catch (error) {
            // Our own failure (the database, say): logged, and the job goes back to pg-boss to be retried.
            logger.warn({ err: error, deliveryId: job.data.deliveryId }, 'webhook delivery job failed; the queue will retry it');
            countWebhookJobRetry(WEBHOOK_QUEUE);
            wakeAt(new Date(Date.now() + (policy.retryDelay + 1) * 1000)); // pg-boss's first retry; later ones by the safety poll
            throw error;
          }
        }
      }),
    );
  }
  const wakeups = jobWakeups(deps.connectionString, logger);
  wakeups.on(WEBHOOK_QUEUE, wakeAll);

  return {
    async enqueue(deliveryIds) {
      for (const id of deliveryIds) await boss.send(WEBHOOK_QUEUE, { deliveryId: id }, { id });
      if (deliveryIds.length > 0) wakeAll();
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await wakeups.stop();
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
