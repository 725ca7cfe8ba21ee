import PgBoss from 'pg-boss';
import type { Logger } from './logger.js';

/**
 * The catalogue of domain events that cross subgraphs (DESIGN.md §1): each subgraph keeps its own data and
 * reacts to the others' events; no cross-database SQL. Payloads are plain JSON.
 */
export interface DomainEvents {
  /** A member registered (accounts). */
  'user.registered': { userId: string; occurredAt: string };
  /** `followerId` started following `followeeId` (accounts). */
  'user.followed': { followerId: string; followeeId: string; occurredAt: string };
  /** A user was deleted by an admin (accounts); every subgraph removes her content. */
  'user.deleted': { userId: string; occurredAt: string };
}

export type DomainEventName = keyof DomainEvents;

export type DomainEventHandler<E extends DomainEventName> = (payload: DomainEvents[E]) => Promise<void>;

export interface EventBus {
  /** Publishes to every subscribed queue. Call it after the transaction that made the change has committed. */
  publish<E extends DomainEventName>(event: E, payload: DomainEvents[E]): Promise<void>;
  /**
   * Subscribes `subscriber` (the subgraph's name) to `event` with its own durable queue; the handler must be
   * idempotent (jobs are retried on failure, and may be delivered more than once).
   */
  subscribe<E extends DomainEventName>(event: E, subscriber: string, handler: DomainEventHandler<E>): Promise<void>;
  stop(): Promise<void>;
}

export interface EventBusOptions {
  /** URL of the shared events database (pg-boss keeps its tables there, schema `pgboss`). */
  readonly connectionString: string;
  readonly logger: Logger;
  /** How often workers look for new jobs (pg-boss minimum 0.5 s). */
  readonly pollingIntervalSeconds?: number;
}

/** Queue name for one subscriber of one event, e.g. `community__user-deleted`. */
export const queueName = (subscriber: string, event: DomainEventName): string =>
  `${subscriber}__${event.replace(/\./g, '-')}`;

/** Starts pg-boss on the events database (creating its schema on first use). */
export async function startEventBus(options: EventBusOptions): Promise<EventBus> {
  const boss = new PgBoss({ connectionString: options.connectionString, max: 4, application_name: 'momstride-events' });
  boss.on('error', (error: unknown) => options.logger.error({ err: error }, 'event bus error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 0.5;

  return {
    async publish(event, payload) {
      await boss.publish(event, payload, { retryLimit: 5, retryDelay: 2, retryBackoff: true });
    },
    async subscribe(event, subscriber, handler) {
      const queue = queueName(subscriber, event);
      await boss.createQueue(queue, { name: queue, retryLimit: 5, retryDelay: 2, retryBackoff: true });
      await boss.subscribe(event, queue);
      await boss.work<DomainEvents[typeof event]>(queue, { pollingIntervalSeconds, batchSize: 10 }, async (jobs) => {
        for (const job of jobs) {
          options.logger.info({ event, jobId: job.id }, 'handling domain event');
          await handler(job.data);
        }
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
