import type { DomainEventConsumer } from '@momstride/kit';
import type { Dispatcher } from '../modules/delivery/dispatcher.js';
import { subscribeNotificationSources } from '../modules/notifications/notification-sources.js';

/**
 * messaging's reactions to domain events: they become notifications, mail and push (notification-sources.ts). The
 * kit keeps the members copy (runSubgraph's `mirrors.members`: `user.registered`, `user.deleted`) and handles
 * `user.deleted` with removeUserContent. Each delivery is applied once, in one transaction.
 */
export async function subscribeToDomainEvents(consumer: DomainEventConsumer, dispatcher: Dispatcher): Promise<void> {
  await subscribeNotificationSources(consumer, dispatcher);
}
