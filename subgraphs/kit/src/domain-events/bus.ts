import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from '../logger.js';
import type { DomainEventMessage, DomainEventName } from './catalogue.js';
import { JOB_NOTIFY_TRIGGER_SQL, jobWakeups } from './job-wakeups.js';
import { requeueDeadLetters } from './dead-letters.js';
import { guardPgBossCompletions } from './pg-boss-completion.js';

export type DomainEventHandler<E extends DomainEventName> = (message: DomainEventMessage<E>) => Promise<void>;

/** The domain-event queue (pg-boss in the shared domain-events database). */
export interface EventBus {
  /**
   * Publishes to every subscribed queue. Subgraphs do not call it for their own changes: they record the event
   * in their outbox in the change's transaction (recordDomainEvent) and the outbox relay publishes it.
   */
  publish<E extends DomainEventName>(event: E, message: DomainEventMessage<E>): Promise<void>;
  /**
   * Subscribes `subscriber` (the subgraph's name) to `event` with its own durable queue. Jobs are retried on
   * failure and may be delivered more than once: handlers must be idempotent (see consumeOnce).
   */
  subscribe<E extends DomainEventName>(event: E, subscriber: string, handler: DomainEventHandler<E>): Promise<void>;
  /**
   * A recurring job (pg-boss `schedule`): at each tick of `cron` (UTC) one job goes to queue `name`, once across
   * every running instance, and one instance's `handler` runs it. A failed run is retried twice, then waits for the next tick.
   */
  schedule(name: string, cron: string, handler: () => Promise<void>): Promise<void>;
  /**
   * Ends a subscription an earlier version made and this one no longer has: `event` stops going to `subscriber`'s queue,
   * which is deleted with its dead letters (otherwise its jobs would wait for a worker that never comes).
   */
  retireSubscription(event: DomainEventName, subscriber: string): Promise<void>;
  /**
   * A queue of jobs due later (pg-boss `startAfter`), worked by `handler` in one of the running instances once due. A
   * job sent while another with the same `singletonKey` still waits is dropped (policy `short`), so a burst of sends
   * makes one job. A failed run is retried like a subscriber's delivery. Answers the sender.
   */
  delayedQueue<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<DelayedQueue<T>>;
  /** Puts `queue`'s dead letters back on it (dead-letters.ts); answers how many, undefined for a queue without them. */
  retryDeadLetters(queue: string): Promise<number | undefined>;
  /** How many dead letters of `queue` wait now. */
  deadLetters(queue: string): Promise<number>;
  /**
   * Jobs not yet completed in the queues whose names start with `prefix`, by queue and state (metrics); a queue with
   * none answers one row with `state` null and `count` 0.
   */
  jobCounts(prefix: string): Promise<readonly QueueJobCount[]>;
  stop(): Promise<void>;
}

/** Sends jobs to a delayed queue (EventBus.delayedQueue). */
export interface DelayedQueue<T extends object> {
  send(data: T, options: { readonly startAfter: Date; readonly singletonKey: string }): Promise<void>;
}

export interface QueueJobCount {
  readonly queue: string;
  readonly state: 'created' | 'retry' | 'active' | null;
  readonly count: number;
}

export interface EventBusOptions {
  /** URL of the shared domain-events database (pg-boss keeps its tables there, schema `pgboss`). */
  readonly connectionString: string;
  readonly logger: Logger;
  /**
   * How often a worker looks for jobs when nothing woke it, default QUEUE_SAFETY_POLL_SECONDS. Workers are woken the
   * moment a job for their queue is committed (job-wakeups.ts); this poll only catches what no notification announces.
   */
  readonly pollingIntervalSeconds?: number;
  /** Told each time a job of `queue` failed and goes back to be retried (metrics). */
  readonly onJobFailed?: (queue: string) => void;
}

/** Queue name for one subscriber of one event, e.g. `community__user-deleted`. */
export const queueName = (subscriber: string, event: DomainEventName): string =>
  `${subscriber}__${event.replace(/\./g, '-')}`;

/** Where a delivery goes after its last retry (kept 30 days for inspection and replay), e.g. `community__user-deleted__dead`. */
export const deadLetterQueueName = (queue: string): string => `${queue}__dead`;

/** pg-boss's schema in the domain-events database. */
const SCHEMA = 'pgboss';

/**
 * Delivery policy of every subscriber queue: a failing handler (say, the subscriber's own database is down) is retried
 * every 15 s for a day — a fixed delay, so delivery resumes within 15 s of the cause going away — and only then moves
 * to the dead-letter queue.
 */
export const SUBSCRIBER_QUEUE_POLICY = { retryLimit: 5760, retryDelay: 15, retryBackoff: false } as const;
/**
 * A worker's safety-net poll. New jobs wake it at once (a NOTIFY from the domain-events database, job-wakeups.ts), a
 * reconnected LISTEN wakes every worker, and its own failures schedule a wake-up for when the retry is due, so this only
 * bounds how long the rest can wait: a job whose worker elsewhere stopped mid-run (pg-boss expires it after 15 minutes,
 * then it is retried), a retry due after its process ended. Five minutes is small beside those; a stack has about 50
 * workers, so a one-minute poll alone made about 60 statements a minute at rest.
 */
export const QUEUE_SAFETY_POLL_SECONDS = 300;
/**
 * pg-boss's cron: every 30 s one process finds the schedules due (its default; it must look at least once a minute) and
 * sends a job per schedule to SEND_IT_QUEUE, which a worker turns into the schedule's job. pg-boss's own worker there
 * polls every 5 s by default; here it polls every CRON_WORKER_SECONDS and the bus's own worker on that queue (woken by
 * the job's NOTIFY, see `schedule`) does the work at once.
 */
const SEND_IT_QUEUE = '__pgboss__send-it';
const CRON_WORKER_SECONDS = 45;
/**
 * Idle connections of a queue's pool close after this: longer than the gaps between a process's statements at rest
 * (pg-boss's cron check every 30 s, the polls), so that they reuse one connection (LIFO) while the others close. Closing them after pg's default 10 s instead made every poll
 * open a connection (a fork and an authentication in PostgreSQL): measured here, PostgreSQL's idle CPU went from about
 * 0.2 % to 0.5–1.6 % of a core for about ten fewer connections.
 */
export const POOL_IDLE_TIMEOUT_MS = 120_000;
/** pg-boss hands its options to pg.Pool, whose idle timeout its typings do not list. */
export interface PoolTuning {
  readonly idleTimeoutMillis: number;
}
/** Jobs a subscriber's worker takes per fetch. */
const SUBSCRIBER_BATCH_SIZE = 10;
const DEAD_LETTER_RETENTION_MINUTES = 30 * 24 * 60;

/** Starts pg-boss on the domain-events database (creating its schema on first use). */

const DEADLOCK = '40P01';

/**
 * pg-boss creates a queue's partition table, its keys and indexes in one transaction; two processes creating queues at
 * the same moment (subgraphs starting together) can deadlock on those locks, and PostgreSQL then rolls one back.
 * Creating a queue is idempotent, so that one simply tries again.
 */
async function createQueue(boss: PgBoss, name: string, options: Parameters<PgBoss['createQueue']>[1]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if (attempt >= 5 || (error as { code?: string }).code !== DEADLOCK) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * attempt + Math.random() * 50));
    }
  }
}

/** Advisory lock key (domain-events database) held while a process sets up its queues: "momstride queue setup". */
const QUEUE_SETUP_LOCK = 0x4d_51_53_55;

/**
 * Runs queue set-up (create, update, subscribe) one at a time across every process: each takes a session advisory
 * lock on its own short connection first (ending the connection releases it). Retrying deadlocks alone was not enough
 * once five or six subgraphs started together, each creating a dozen queues.
 */
function queueSetupLock(connectionString: string): <T>(work: () => Promise<T>) => Promise<T> {
  let chain: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = chain.then(async () => {
      const client = new pg.Client({ connectionString, application_name: 'momstride-queue-setup' });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
        return await work();
      } finally {
        await client.end();
      }
    });
    chain = run.catch(() => undefined);
    return run;
  };
}

export async function startEventBus(options: EventBusOptions): Promise<EventBus> {
  // A job completed as the queue's database goes away must not end the process (pg-boss-completion.ts).
  guardPgBossCompletions();
  const bossOptions: PgBoss.ConstructorOptions & PoolTuning = {
    connectionString: options.connectionString,
    max: 4,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    application_name: 'momstride-domain-events',
    cronWorkerIntervalSeconds: CRON_WORKER_SECONDS,
  };
  const boss = new PgBoss(bossOptions);
  boss.on('error', (error: unknown) => options.logger.error({ err: error }, 'domain-event queue error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? QUEUE_SAFETY_POLL_SECONDS;
  const setUp = queueSetupLock(options.connectionString);
  await setUp(() => boss.getDb().executeSql(JOB_NOTIFY_TRIGGER_SQL, []));
  const wakeups = jobWakeups(options.connectionString, options.logger);
  await wakeups.ready;
  /** The bus's worker on SEND_IT_QUEUE, started with the first schedule: what pg-boss's own does, but woken. */
  let sendIt: Promise<void> | undefined;
  const startSendIt = async () => {
    const id = await boss.work<PgBoss.JobInsert>(SEND_IT_QUEUE, { pollingIntervalSeconds, batchSize: 50 }, async (jobs) => {
      await boss.insert(jobs.map((job) => job.data));
    });
    wakeups.on(SEND_IT_QUEUE, () => boss.notifyWorker(id));
  };
  /**
   * Wakes workers when their jobs come due: a failed delivery's retry, a delayed job this process sent (a job is not
   * announced again when its time comes; the safety poll catches what another process sent before it stopped). The
   * due times wait per worker, and one unref()ed timer is armed for the earliest of them all.
   */
  const dueTimes = new Map<string, number[]>();
  let dueTimer: { at: number; timer: NodeJS.Timeout } | undefined;
  const armDueTimer = () => {
    const next = Math.min(...[...dueTimes.values()].flat());
    if (!Number.isFinite(next) || (dueTimer && dueTimer.at <= next)) return;
    if (dueTimer) clearTimeout(dueTimer.timer);
    const timer = setTimeout(() => {
      dueTimer = undefined;
      const now = Date.now();
      for (const [workerId, times] of dueTimes) {
        if (times.some((at) => at <= now)) boss.notifyWorker(workerId);
        const later = times.filter((at) => at > now);
        if (later.length > 0) dueTimes.set(workerId, later);
        else dueTimes.delete(workerId);
      }
      armDueTimer();
    }, Math.min(Math.max(0, next - Date.now()), 2 ** 31 - 1));
    timer.unref();
    dueTimer = { at: next, timer };
  };
  /** Wakes `workerId` just after `at` (ms); due times within a second share one wake-up. */
  const wakeAt = (workerId: string, at: number) => {
    const times = dueTimes.get(workerId) ?? [];
    const rounded = Math.ceil(at / 1000) * 1000 + 500;
    if (!times.includes(rounded)) dueTimes.set(workerId, [...times, rounded]);
    armDueTimer();
  };
  /** Wakes `workerId` after `seconds` (a retry coming due). */
  const wakeLater = (workerId: string, seconds: number) => wakeAt(workerId, Date.now() + seconds * 1000);

  return {
    async publish(event, message) {
      // pg-boss's own publish() settles every send and never fails, so an event could count as published while a
      // subscriber's queue never got it. Here every subscribed queue must accept the job, or publish throws (the outbox
      // relay retries; a queue that got it twice is harmless, consumers are idempotent).
      const { rows } = (await boss.getDb().executeSql(`select name from ${SCHEMA}.subscription where event = $1`, [event])) as {
        rows: Array<{ name: string }>;
      };
      await Promise.all(rows.map(({ name }) => boss.send(name, message)));
    },
    async subscribe(event, subscriber, handler) {
      const queue = queueName(subscriber, event);
      const deadLetter = deadLetterQueueName(queue);
      await setUp(async () => {
        await createQueue(boss, deadLetter, { name: deadLetter, retentionMinutes: DEAD_LETTER_RETENTION_MINUTES });
        const policy = { name: queue, ...SUBSCRIBER_QUEUE_POLICY, deadLetter };
        await createQueue(boss, queue, policy);
        await boss.updateQueue(queue, policy); // a queue created by an earlier version takes the current policy
        await boss.subscribe(event, queue);
      });
      let workerId: string | undefined = undefined; // known once work() resolves; read by the handler
      workerId = await boss.work<DomainEventMessage<typeof event>>(queue, { pollingIntervalSeconds, batchSize: SUBSCRIBER_BATCH_SIZE }, async (jobs) => {
        // A full batch means more may be waiting (a backlog, e.g. after the queue was unavailable): the worker fetches
        // again at once instead of after the polling interval, which would hold delivery to 10 events per 0.5 s.
        if (jobs.length === SUBSCRIBER_BATCH_SIZE && workerId !== undefined) boss.notifyWorker(workerId);
        // Each job succeeds or fails on its own: a failure is retried alone (pg-boss then completes only the jobs still
        // active), not together with the rest of the batch.
        for (const job of jobs) {
          options.logger.debug({ event, jobId: job.id, domainEventId: job.data.domainEventId }, 'handling domain event');
          try {
            await handler(job.data);
          } catch (error) {
            options.logger.warn({ err: error, event, jobId: job.id, domainEventId: job.data.domainEventId }, 'domain event handler failed; will retry');
            await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
            options.onJobFailed?.(queue);
            if (workerId !== undefined) wakeLater(workerId, SUBSCRIBER_QUEUE_POLICY.retryDelay);
          }
        }
      });
      const id = workerId;
      wakeups.on(queue, () => boss.notifyWorker(id));
    },
    async schedule(name, cron, handler) {
      const policy = { name, retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 };
      await setUp(async () => {
        await createQueue(boss, name, policy);
        await boss.updateQueue(name, policy);
        await boss.schedule(name, cron, {}, { tz: 'UTC' });
      });
      await (sendIt ??= startSendIt());
      let workerId: string | undefined = undefined;
      workerId = await boss.work(name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) {
          options.logger.debug({ queue: name, jobId: job.id }, 'running scheduled job');
          try {
            await handler();
          } catch (error) {
            options.onJobFailed?.(name);
            if (workerId !== undefined) wakeLater(workerId, policy.retryDelay);
            throw error;
          }
        }
      });
      const id = workerId;
      wakeups.on(name, () => boss.notifyWorker(id));
    },
    async retireSubscription(event, subscriber) {
      const queue = queueName(subscriber, event);
      await setUp(async () => {
        await boss.unsubscribe(event, queue);
        if (await boss.getQueue(queue)) await boss.deleteQueue(queue);
        if (await boss.getQueue(deadLetterQueueName(queue))) await boss.deleteQueue(deadLetterQueueName(queue));
      });
    },
    async delayedQueue<T extends object>(name: string, handler: (data: T) => Promise<void>): Promise<DelayedQueue<T>> {
      const policy = { name, policy: 'short' as const, ...SUBSCRIBER_QUEUE_POLICY, expireInSeconds: 15 * 60 };
      await setUp(async () => {
        await createQueue(boss, name, policy);
        await boss.updateQueue(name, policy);
      });
      let workerId: string | undefined = undefined;
      workerId = await boss.work<T>(name, { pollingIntervalSeconds, batchSize: SUBSCRIBER_BATCH_SIZE }, async (jobs) => {
        // Jobs due together (one wake-up): a full batch means more may wait, so fetch again at once.
        if (jobs.length === SUBSCRIBER_BATCH_SIZE && workerId !== undefined) boss.notifyWorker(workerId);
        // Each job succeeds or fails on its own (a failure is retried alone), as a subscriber's deliveries do.
        for (const job of jobs) {
          try {
            await handler(job.data);
          } catch (error) {
            options.logger.warn({ err: error, queue: name, jobId: job.id }, 'delayed job failed; will retry');
            await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            options.onJobFailed?.(name);
            if (workerId !== undefined) wakeLater(workerId, SUBSCRIBER_QUEUE_POLICY.retryDelay);
          }
        }
      });
      const id = workerId;
      wakeups.on(name, () => boss.notifyWorker(id));
      // A job waiting for its time wakes nobody when it comes due (its NOTIFY came when it was sent): wakeAt stands in.
      return {
        async send(data, { startAfter, singletonKey }) {
          await boss.send(name, data, { startAfter, singletonKey });
          if (startAfter.getTime() > Date.now()) wakeAt(id, startAfter.getTime());
        },
      };
    },
    retryDeadLetters: (queue) => requeueDeadLetters(boss, queue, deadLetterQueueName(queue)),
    deadLetters: (queue) => boss.getQueueSize(deadLetterQueueName(queue)),
    async jobCounts(prefix) {
      const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const { rows } = (await boss.getDb().executeSql(
        `select q.name, j.state::text as state, count(j.id)::int as count
           from ${SCHEMA}.queue q left join ${SCHEMA}.job j on j.name = q.name and j.state < 'completed'
          where q.name like $1 group by q.name, j.state`,
        [pattern],
      )) as { rows: Array<{ name: string; state: QueueJobCount['state']; count: number }> };
      return rows.map((row) => ({ queue: row.name, state: row.state, count: Number(row.count) }));
    },
    async stop() {
      if (dueTimer) clearTimeout(dueTimer.timer);
      dueTimer = undefined;
      dueTimes.clear();
      await wakeups.stop();
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
