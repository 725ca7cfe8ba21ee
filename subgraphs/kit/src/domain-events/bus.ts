import PgBoss from 'pg-boss';
import type { Logger } from '../logger.js';
import type { DomainEventMessage, DomainEventName } from './catalogue.js';

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
  stop(): Promise<void>;
}

export interface EventBusOptions {
  /** URL of the shared domain-events database (pg-boss keeps its tables there, schema `pgboss`). */
  readonly connectionString: string;
  readonly logger: Logger;
  /** How often workers look for new jobs (pg-boss minimum 0.5 s). */
  readonly pollingIntervalSeconds?: number;
}

/** Queue name for one subscriber of one event, e.g. `community__user-deleted`. */
export const queueName = (subscriber: string, event: DomainEventName): string =>
  `${subscriber}__${event.replace(/\./g, '-')}`;

/** Starts pg-boss on the domain-events database (creating its schema on first use). */
export async function startEventBus(options: EventBusOptions): Promise<EventBus> {
  const boss = new PgBoss({ connectionString: options.connectionString, max: 4, application_name: 'momstride-domain-events' });
  boss.on('error', (error: unknown) => options.logger.error({ err: error }, 'domain-event queue error'));
  await boss.start();
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 0.5;

  return {
    async publish(event, message) {
      await boss.publish(event, message, { retryLimit: 5, retryDelay: 2, retryBackoff: true });
    },
    async subscribe(event, subscriber, handler) {
      const queue = queueName(subscriber, event);
      await boss.createQueue(queue, { name: queue, retryLimit: 5, retryDelay: 2, retryBackoff: true });
      await boss.subscribe(event, queue);
      await boss.work<DomainEventMessage<typeof event>>(queue, { pollingIntervalSeconds, batchSize: 10 }, async (jobs) => {
        for (const job of jobs) {
          options.logger.debug({ event, jobId: job.id, eventId: job.data.eventId }, 'handling domain event');
          await handler(job.data);
        }
      });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}
