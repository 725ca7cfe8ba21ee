import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';
import { startPgListener } from '../pg-listen.js';
import { inProducerSpan } from '../telemetry/spans.js';
import type { EventBus } from './bus.js';
import type { DomainEventName, DomainEvents } from './catalogue.js';
import { OUTBOX_CHANNEL, OUTBOX_TABLE, PROCESSED_EVENTS_TABLE } from './tables.js';

export interface OutboxRelayOptions {
  readonly orm: MikroORM;
  /** URL of this subgraph's own database (a dedicated connection LISTENs for new events). */
  readonly databaseUrl: string;
  readonly bus: Pick<EventBus, 'publish'>;
  readonly logger: Logger;
  /** The subgraph's name: the service its publish spans belong to (docs/operations.md, "Tracing"). */
  readonly service?: string;
  /** Safety-net poll (a notification missed without a reconnection), default RELAY_SAFETY_POLL_MS. */
  readonly pollIntervalMs?: number;
  /** Events claimed per round, default 50. */
  readonly batchSize?: number;
  /** Published outbox rows are kept this long for inspection, default 7 days. */
  readonly outboxRetentionHours?: number;
  /**
   * Ids of applied events (processed_domain_events) are kept this long, default 30 days: far longer than the queue
   * keeps a job that could still be delivered again.
   */
  readonly processedRetentionDays?: number;
}

export interface OutboxRelay {
  /** Runs one round now (tests and shutdown use it); resolves with the number of events published. */
  readonly flush: () => Promise<number>;
  readonly stop: () => Promise<void>;
}

interface PendingRow {
  id: string;
  name: DomainEventName;
  payload: DomainEvents[DomainEventName];
  attempts: number;
  traceparent: string | null;
}

/** Retry delay after `failures` failed publishes in a row: 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelaySeconds = (failures: number): number => Math.min(30, 2 ** Math.max(0, failures - 1));

const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;
/**
 * The relay's safety-net poll. Commits that record an event wake it (NOTIFY), a reconnected LISTEN catches up at once,
 * and a failed publish wakes it when its retry is due; the poll only bounds the rare rest (a notification lost on a
 * connection that stayed up) and runs the hourly-scale housekeeping.
 */
export const RELAY_SAFETY_POLL_MS = 60_000;
/** A publish that takes longer counts as failed (the queue's database unreachable without a prompt error). */
const PUBLISH_TIMEOUT_MS = 10_000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the queue did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

/** Deletes published outbox rows and applied-event ids past their retention (the relay runs it every 10 minutes). */
export async function pruneDomainEventTables(
  em: EntityManager,
  retention: { outboxRetentionHours: number; processedRetentionDays: number },
): Promise<void> {
  await em.execute(
    `delete from "${OUTBOX_TABLE}" where "published_at" < now() - make_interval(hours => ?)`,
    [retention.outboxRetentionHours],
    'run',
  );
  await em.execute(
    `delete from "${PROCESSED_EVENTS_TABLE}" where "processed_at" < now() - make_interval(days => ?)`,
    [retention.processedRetentionDays],
    'run',
  );
}

/**
 * Moves events from this subgraph's outbox to the queue. Each round claims the oldest due rows with
 * `FOR UPDATE SKIP LOCKED` (two relays never publish the same row at once), publishes them in order with the row id
 * as `domainEventId`, and marks them published in the same transaction. When the queue is unavailable the row keeps
 * `published_at` null, gets the attempt and the error counted and a later `next_attempt_at`, the round stops and the
 * relay pauses (1 s, 2 s, 4 s … at most 30 s, so an outage costs one connection attempt per pause and delivery resumes
 * within 30 s of the queue's return). A crash between publish and commit publishes the row again later: consumers are
 * idempotent by event id. Rounds run when a transaction that recorded an event commits (LISTEN/NOTIFY), when a paused
 * retry comes due, and every RELAY_SAFETY_POLL_MS regardless.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { orm, bus, logger } = options;
  const batchSize = options.batchSize ?? 50;
  const retention = {
    outboxRetentionHours: options.outboxRetentionHours ?? 24 * 7,
    processedRetentionDays: options.processedRetentionDays ?? 30,
  };
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let lastHousekeeping = 0;
  let failuresInARow = 0;
  let pausedUntil = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Rounds in a row that failed as a whole (this subgraph's database away). */
  let roundFailures = 0;

  const round = async (): Promise<number> => {
    if (Date.now() < pausedUntil) return 0;
    let published = 0;
    await orm.em.fork().transactional(async (tem) => {
      const rows = await tem.execute<PendingRow[]>(
        `select "id", "name", "payload", "attempts", "traceparent" from "${OUTBOX_TABLE}"
          where "published_at" is null and "next_attempt_at" <= now()
          order by "occurred_at", "id" limit ? for update skip locked`,
        [batchSize],
      );
      for (const row of rows) {
        try {
          const message = { ...row.payload, domainEventId: row.id, ...(row.traceparent ? { traceparent: row.traceparent } : {}) };
          const publish = () => withTimeout(bus.publish(row.name, message), PUBLISH_TIMEOUT_MS);
          // A traced event's publication is a span linked to the request that recorded it (nothing when tracing is off).
          await (row.traceparent && options.service
            ? inProducerSpan(options.service, `publish ${row.name}`, row.traceparent, { 'messaging.system': 'pg-boss', 'messaging.message.id': row.id }, publish)
            : publish());
        } catch (error) {
          const attempts = row.attempts + 1;
          failuresInARow += 1;
          pausedUntil = Date.now() + retryDelaySeconds(failuresInARow) * 1000;
          await tem.execute(
            `update "${OUTBOX_TABLE}" set "attempts" = ?, "last_error" = ?, "next_attempt_at" = now() + make_interval(secs => ?) where "id" = ?`,
            [attempts, error instanceof Error ? error.message : String(error), retryDelaySeconds(attempts), row.id],
            'run',
          );
          logger.warn({ err: error, eventId: row.id, event: row.name, attempts }, 'domain event not published yet; will retry');
          break;
        }
        failuresInARow = 0;
        await tem.execute(`update "${OUTBOX_TABLE}" set "published_at" = now(), "attempts" = "attempts" + 1 where "id" = ?`, [row.id], 'run');
        published += 1;
      }
    });
    // A full batch published: more may be waiting (a backlog, e.g. after the queue was unavailable), so another round
    // follows at once rather than at the next poll, which would hold the relay to one batch a second.
    if (published === batchSize) again = true;
    if (pausedUntil > Date.now()) wakeAt(pausedUntil);
    if (Date.now() - lastHousekeeping > HOUSEKEEPING_INTERVAL_MS) {
      lastHousekeeping = Date.now();
      await pruneDomainEventTables(orm.em.fork(), retention);
    }
    return published;
  };

  /** One round at a time; a wake-up during a round schedules one more. */
  const flush = async (): Promise<number> => {
    if (running) {
      again = true;
      return running.then(() => 0);
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await round();
      } while (again && !stopped);
      return total;
    })();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };

  const wake = () => {
    if (stopped) return;
    flush().then(
      () => void (roundFailures = 0),
      (error: unknown) => {
        logger.warn({ err: error }, 'outbox relay round failed; will retry');
        // The round itself failed (this subgraph's database away): again after 1 s, 2 s … 30 s, not at the safety poll.
        roundFailures += 1;
        wakeAt(Date.now() + retryDelaySeconds(roundFailures) * 1000);
      },
    );
  };
  /** One round at `when` (a retry coming due); an earlier pending one is kept. */
  function wakeAt(when: number) {
    if (retryTimer || stopped) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      wake();
    }, Math.max(0, when - Date.now()) + 50);
    retryTimer.unref();
  }

  // LISTEN on a dedicated connection, re-established when it drops; the poll covers the gaps.
  const listener = startPgListener({
    databaseUrl: options.databaseUrl,
    channel: OUTBOX_CHANNEL,
    applicationName: 'momstride-outbox-relay',
    logger,
    label: 'outbox relay',
    onNotification: wake,
    onListening: wake,
  });
  const timer = setInterval(wake, options.pollIntervalMs ?? RELAY_SAFETY_POLL_MS);
  timer.unref();

  return {
    flush,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retryTimer);
      await running?.catch(() => undefined);
      await listener.stop();
    },
  };
}
