import { registerEnumType } from 'type-graphql';

/** The events an endpoint can subscribe to (GraphQL names; delivered as "member.joined" and so on). */
export enum WebhookEvent {
  member_joined = 'member_joined',
  event_created = 'event_created',
  event_cancelled = 'event_cancelled',
  order_placed = 'order_placed',
  review_posted = 'review_posted',
}

/** A delivery's state: not tried yet, delivered, failed and tried again later, or given up on. */
export enum WebhookDeliveryStatus {
  pending = 'pending',
  succeeded = 'succeeded',
  retrying = 'retrying',
  failed = 'failed',
}

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description: 'An event a webhook endpoint can receive; delivered with the dotted name ("member.joined", "order.placed", …)',
  valuesConfig: {
    member_joined: { description: 'member.joined: a new member registered' },
    event_created: { description: 'event.created: an admin created a walk (event)' },
    event_cancelled: { description: 'event.cancelled: an admin cancelled a walk (event)' },
    order_placed: { description: 'order.placed: a shopper placed an order' },
    review_posted: { description: 'review.posted: a member posted a new review' },
  },
});

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery stands',
  valuesConfig: {
    pending: { description: 'Not tried yet' },
    succeeded: { description: 'The endpoint answered 2xx' },
    retrying: { description: 'An attempt failed; another is scheduled (nextAttemptAt)' },
    failed: { description: 'Every attempt failed (or the endpoint was disabled or removed meanwhile); no more attempts' },
  },
});

/** The delivered (dotted) name of each event: `member_joined` → `member.joined`. */
export const webhookEventName = (event: WebhookEvent): string => event.replace('_', '.');

/** The enum value of a delivered name, if it is one. */
export function webhookEventFromName(name: string): WebhookEvent | undefined {
  const value = name.replace('.', '_');
  return (Object.values(WebhookEvent) as string[]).includes(value) ? (value as WebhookEvent) : undefined;
}

/** The test event "send test" delivers (not subscribable). */
export const PING_EVENT = 'ping';
