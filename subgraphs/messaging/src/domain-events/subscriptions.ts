import type { DomainEventConsumer } from '@momstride/kit';
import { subscribeNotificationSources } from '../modules/notifications/notification-sources.js';

/**
 * messaging's reactions to other subgraphs' domain events: they become notifications (notification-sources.ts). The
 * kit keeps the members copy (runSubgraph's `mirrors.members`: `user.registered`, `user.deleted`) and handles
 * `user.deleted` with removeUserContent. Each delivery is applied once, in one transaction.
 */
export async function subscribeToDomainEvents(consumer: DomainEventConsumer): Promise<void> {
  await subscribeNotificationSources(consumer);
}
