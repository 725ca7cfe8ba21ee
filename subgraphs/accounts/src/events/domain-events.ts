import type { DomainEventName, DomainEvents, EventBus, Logger } from '@momstride/kit';

type WithoutTimestamp<T> = Omit<T, 'occurredAt'>;

/** Publishes accounts' domain events. Call it only after the transaction that made the change committed. */
export interface DomainEventPublisher {
  /**
   * Stamps `occurredAt` and publishes. Never throws: the change is already committed, so a failure to
   * publish is logged as an error (with the event and payload) for the operator, not shown to the user.
   */
  publish<E extends DomainEventName>(event: E, payload: WithoutTimestamp<DomainEvents[E]>): Promise<void>;
}

export function createDomainEventPublisher(bus: Pick<EventBus, 'publish'>, logger: Logger): DomainEventPublisher {
  return {
    async publish(event, payload) {
      const full = { ...payload, occurredAt: new Date().toISOString() } as DomainEvents[typeof event];
      try {
        await bus.publish(event, full);
      } catch (error) {
        logger.error({ err: error, event, payload: full }, 'could not publish a domain event');
      }
    },
  };
}
