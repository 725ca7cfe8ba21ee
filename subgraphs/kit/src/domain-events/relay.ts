import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from '../logger.js';
import type { EventBus } from './bus.js';
import type { DomainEventName, DomainEvents } from './catalogue.js';
import { OUTBOX_CHANNEL, OUTBOX_TABLE } from './tables.js';

export interface OutboxRelayOptions {
  readonly orm: MikroORM;
  /** URL of this subgraph's own database (a dedicated connection LISTENs for new events). */
  readonly databaseUrl: string;
  readonly bus: Pick<EventBus, 'publish'>;
  readonly logger: Logger;
  /** Fallback poll (retries and missed notifications), default 1 s. */
  readonly pollIntervalMs?: number;
  /** Events claimed per round, default 50. */
  readonly batchSize?: number;
  /** Published rows are kept this long for inspection, default 7 days. */
  readonly retentionHours?: number;
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
}

/** Retry delay after `attempts` failed publishes: 1 s, 2 s, 4 s … capped at 5 minutes. */
export const retryDelaySeconds = (attempts: number): number => Math.min(300, 2 ** Math.max(0, attempts - 1));

const PRUNE_INTERVAL_MS = 10 * 60_000;
/** A publish that takes longer counts as failed (the queue's database unreachable without a prompt error). */
const PUBLISH_TIMEOUT_MS = 10_000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the queue did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

/**
 * Moves events from this subgraph's outbox to the queue. Each round claims the oldest due rows with
 * `FOR UPDATE SKIP LOCKED` (two relays never publish the same row at once), publishes them in order and marks them
 * published in the same transaction. When the queue is unavailable the row gets its attempt counted and a
 * later `next_attempt_at` (exponential backoff) and the round stops; nothing is lost, the next round retries.
 * A crash between publish and commit publishes the row again later: consumers are idempotent by event id.
 * Rounds run when a transaction that recorded an event commits (LISTEN/NOTIFY) and every second regardless.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { orm, bus, logger } = options;
  const batchSize = options.batchSize ?? 50;
  const retentionHours = options.retentionHours ?? 24 * 7;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let lastPrune = 0;

  const round = async (): Promise<number> => {
    let published = 0;
    await orm.em.fork().transactional(async (tem) => {
      const rows = await tem.execute<PendingRow[]>(
        `select "id", "name", "payload", "attempts" from "${OUTBOX_TABLE}"
          where "published_at" is null and "next_attempt_at" <= now()
          order by "recorded_at", "id" limit ? for update skip locked`,
        [batchSize],
      );
      for (const row of rows) {
        try {
          await withTimeout(bus.publish(row.name, { ...row.payload, eventId: row.id }), PUBLISH_TIMEOUT_MS);
        } catch (error) {
          const attempts = row.attempts + 1;
          await tem.execute(
            `update "${OUTBOX_TABLE}" set "attempts" = ?, "last_error" = ?, "next_attempt_at" = now() + make_interval(secs => ?) where "id" = ?`,
            [attempts, error instanceof Error ? error.message : String(error), retryDelaySeconds(attempts), row.id],
            'run',
          );
          logger.warn({ err: error, eventId: row.id, event: row.name, attempts }, 'domain event not published yet; will retry');
          break;
        }
        await tem.execute(`update "${OUTBOX_TABLE}" set "published_at" = now(), "attempts" = "attempts" + 1 where "id" = ?`, [row.id], 'run');
        published += 1;
      }
    });
    if (Date.now() - lastPrune > PRUNE_INTERVAL_MS) {
      lastPrune = Date.now();
      await orm.em
        .fork()
        .execute(`delete from "${OUTBOX_TABLE}" where "published_at" < now() - make_interval(hours => ?)`, [retentionHours], 'run');
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
    flush().catch((error: unknown) => logger.warn({ err: error }, 'outbox relay round failed; will retry'));
  };

  // LISTEN on a dedicated connection, re-established when it drops; the poll covers the gaps.
  let listener: pg.Client | undefined;
  const listen = async () => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'momstride-outbox-relay' });
    client.on('notification', wake);
    client.on('error', (error: Error) => {
      logger.warn({ err: error }, 'outbox relay lost its LISTEN connection; reconnecting');
      if (listener === client) listener = undefined;
      void client.end().catch(() => undefined);
      setTimeout(() => void listen().catch(() => undefined), 1000).unref();
    });
    try {
      await client.connect();
      await client.query(`listen "${OUTBOX_CHANNEL}"`);
      listener = client;
      wake();
    } catch (error) {
      void client.end().catch(() => undefined);
      logger.warn({ err: error }, 'outbox relay could not LISTEN; polling meanwhile');
      setTimeout(() => void listen().catch(() => undefined), 5000).unref();
    }
  };
  void listen();
  const timer = setInterval(wake, options.pollIntervalMs ?? 1000);
  timer.unref();

  return {
    flush,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      await listener?.end().catch(() => undefined);
    },
  };
}
