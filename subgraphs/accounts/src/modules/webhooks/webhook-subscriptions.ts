import { randomUUID } from 'node:crypto';
import { isUuid, type DomainEventMessage, type DomainEventName, type EventBus, type Logger, type MikroORM } from '@momstride/kit';
import { memberJoinedData, orderPlacedData, reviewPostedData, walkData, webhookBody } from './webhook-payloads.js';
import type { WebhookQueue } from './webhook-queue.js';
import { endpointsFor, insertDelivery, untriedDeliveriesOf } from './webhook.store.js';

/** accounts' subscriber name for webhooks: its own queues, apart from the mails' (`accounts`). */
export const WEBHOOKS_SUBSCRIBER = 'accounts-webhooks';

interface FanOutDeps {
  readonly bus: Pick<EventBus, 'subscribe'>;
  readonly orm: MikroORM;
  readonly logger: Logger;
  readonly queue: Pick<WebhookQueue, 'enqueue'>;
}

/**
 * For one domain event: a delivery row for each enabled endpoint that receives `type` (at most one per endpoint and
 * domain event: the unique index), then a queue job for each delivery not yet tried. A repeated domain event (the
 * queue delivers at least once) finds its rows and jobs there already and adds none; a failure before the jobs are
 * queued fails the handler and the bus tries again.
 */
async function fanOut<E extends DomainEventName>(
  deps: FanOutDeps,
  type: string,
  message: DomainEventMessage<E>,
  data: () => Promise<Record<string, unknown> | undefined>,
): Promise<void> {
  const em = deps.orm.em.fork();
  const endpoints = await endpointsFor(em, type);
  if (endpoints.length === 0) return;
  const payloadData = await data();
  if (!payloadData) return;
  const domainEventId = typeof message.domainEventId === 'string' && isUuid(message.domainEventId) ? message.domainEventId : null;
  const createdAt = typeof message.occurredAt === 'string' && !Number.isNaN(Date.parse(message.occurredAt)) ? new Date(message.occurredAt) : new Date();
  const inserted: string[] = [];
  for (const endpoint of endpoints) {
    const id = randomUUID();
    const payload = webhookBody({ id, type, created_at: createdAt.toISOString(), data: payloadData });
    const stored = await insertDelivery(em, { id, endpointId: endpoint.id, event: type, domainEventId, payload });
    if (stored) inserted.push(stored);
  }
  const toQueue = domainEventId ? await untriedDeliveriesOf(em, domainEventId) : inserted;
  await deps.queue.enqueue(toQueue);
  deps.logger.debug({ type, domainEventId, deliveries: toQueue.length }, 'webhook deliveries queued');
}

/** Subscribes the webhooks to the domain events they announce. */
export async function subscribeToWebhookEvents(deps: FanOutDeps): Promise<void> {
  const { bus, orm } = deps;
  await bus.subscribe('user.registered', WEBHOOKS_SUBSCRIBER, (message) =>
    fanOut(deps, 'member.joined', message, async () => {
      if (!isUuid(message.userId)) return undefined;
      const [user] = await orm.em
        .fork()
        .execute<Array<{ id: string; first_name: string; last_name: string; business_name: string | null; created_at: Date }>>(
          'select id, first_name, last_name, business_name, created_at from users where id = ?',
          [message.userId],
        );
      // Deleted meanwhile: nothing to announce.
      return user ? memberJoinedData(user) : undefined;
    }),
  );
  await bus.subscribe('event.created', WEBHOOKS_SUBSCRIBER, (message) => fanOut(deps, 'event.created', message, async () => walkData(message)));
  await bus.subscribe('event.cancelled', WEBHOOKS_SUBSCRIBER, (message) => fanOut(deps, 'event.cancelled', message, async () => walkData(message)));
  await bus.subscribe('order.placed', WEBHOOKS_SUBSCRIBER, (message) => fanOut(deps, 'order.placed', message, async () => orderPlacedData(message)));
  await bus.subscribe('review.posted', WEBHOOKS_SUBSCRIBER, (message) => fanOut(deps, 'review.posted', message, async () => reviewPostedData(message)));
}
