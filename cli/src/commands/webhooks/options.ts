/**
 * What the `webhooks` command descriptors need without loading a command's implementation: the event names as
 * deliveries carry them (member.joined, …) and the schema's values behind them, the log size and the options' shapes.
 */
import type { WebhookEvent } from '../../gql/graphql.js';

/** Each event by the name its deliveries carry (what --event takes), with what it means; the set is the schema's. */
const EVENT_MEANINGS = {
  'member.joined': { value: 'member_joined', meaning: 'someone registered' },
  'event.created': { value: 'event_created', meaning: 'an admin created a walking event' },
  'event.cancelled': { value: 'event_cancelled', meaning: 'a walking event was cancelled' },
  'order.placed': { value: 'order_placed', meaning: 'a visitor checked out in the shop' },
  'review.posted': { value: 'review_posted', meaning: 'a member posted a review' },
} as const satisfies Record<string, { value: WebhookEvent; meaning: string }>;

export type WebhookEventName = keyof typeof EVENT_MEANINGS;

export const WEBHOOK_EVENT_NAMES = Object.keys(EVENT_MEANINGS) as WebhookEventName[];

/** "member.joined (someone registered), …" for help texts. */
export const EVENT_HELP = WEBHOOK_EVENT_NAMES.map((name) => `${name} (${EVENT_MEANINGS[name].meaning})`).join(', ');

/** member.joined → member_joined; undefined for a name that is not an event. */
export function eventValue(name: string): WebhookEvent | undefined {
  return (EVENT_MEANINGS as Record<string, { value: WebhookEvent } | undefined>)[name.trim().toLowerCase()]?.value;
}

/** member_joined → member.joined. */
export function eventName(value: WebhookEvent): string {
  return WEBHOOK_EVENT_NAMES.find((name) => EVENT_MEANINGS[name].value === value) ?? value;
}

/** Deliveries `webhooks deliveries` shows: the newest. */
export const DELIVERIES_LIST_SIZE = 20;

/** Collects a repeatable option's values (`--event a --event b`). */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export interface WebhooksCreateOptions {
  url: string;
  /** Event names as given (member.joined, …); checked by the command (exit 2 on an unknown one). */
  event?: string[];
  description?: string;
}

export interface WebhooksDeleteOptions {
  /** Skip the confirmation (required when not on a terminal). */
  yes?: boolean;
}
