import { isUuid } from '../loaders.js';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger.js';
import type { EventBus } from './bus.js';
import type { DomainEventMessage, DomainEventName } from './catalogue.js';
import { inConsumerSpan } from '../telemetry/spans.js';
import { queueName } from './bus.js';
import { PROCESSED_EVENTS_TABLE } from './tables.js';

/**
 * Applies an event at most once per subscriber: in one transaction of the subscriber's own database, the event id
 * is recorded in processed_domain_events and `apply` runs; an id already recorded skips `apply`. A message without
 * an id (published by hand, e.g. by an operator) is applied in a transaction all the same — handlers stay
 * naturally idempotent too. Returns whether `apply` ran.
 */
export async function consumeOnce(
  orm: MikroORM,
  subscriber: string,
  eventId: string | undefined,
  apply: (tem: EntityManager) => Promise<void>,
): Promise<boolean> {
  return orm.em.fork().transactional(async (tem) => {
    if (eventId !== undefined) {
      const inserted = await tem.execute<unknown[]>(
        `insert into "${PROCESSED_EVENTS_TABLE}" ("event_id", "subscriber") values (?, ?) on conflict do nothing returning "event_id"`,
        [eventId, subscriber],
      );
      if (inserted.length === 0) return false;
    }
    await apply(tem);
    return true;
  });
}

export interface DomainEventConsumer {
  readonly bus: Pick<EventBus, 'subscribe'>;
  readonly orm: MikroORM;
  /** The subscribing subgraph's name (its queues are `<subscriber>__<event>`). */
  readonly subscriber: string;
  readonly logger: Logger;
}

/** Subscribes `handler` to `event`; each delivery is applied once (consumeOnce) in the subscriber's database. */
export async function onDomainEvent<E extends DomainEventName>(
  consumer: DomainEventConsumer,
  event: E,
  handler: (tem: EntityManager, message: DomainEventMessage<E>) => Promise<void>,
): Promise<void> {
  await consumer.bus.subscribe(event, consumer.subscriber, async (message) => {
    const eventId = typeof message.domainEventId === 'string' && isUuid(message.domainEventId) ? message.domainEventId : undefined;
    // A trace of its own, linked to the request that recorded the event (telemetry/spans.ts).
    const attributes = { 'messaging.system': 'pg-boss', 'messaging.destination.name': queueName(consumer.subscriber, event), 'messaging.message.id': eventId ?? '' };
    const applied = await inConsumerSpan(consumer.subscriber, `consume ${event}`, message.traceparent, attributes, () =>
      consumeOnce(consumer.orm, consumer.subscriber, eventId, (tem) => handler(tem, message)),
    );
    if (!applied) consumer.logger.debug({ event, eventId }, 'domain event already applied; skipped');
  });
}
