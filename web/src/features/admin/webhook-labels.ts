import type { PillTone } from '../../components/pill';
import type { WebhookDeliveryStatus, WebhookEvent } from '../../gql/graphql';
import { formatDay } from '../../lib/dates';

/** The events an endpoint can ask for, in the order the form lists them, with the words the Admin Panel uses. */
export const WEBHOOK_EVENTS: ReadonlyArray<{ value: WebhookEvent; label: string; hint: string }> = [
  { value: 'member_joined', label: 'Member joined', hint: 'member.joined' },
  { value: 'event_created', label: 'Event created', hint: 'event.created' },
  { value: 'event_cancelled', label: 'Event cancelled', hint: 'event.cancelled' },
  { value: 'order_placed', label: 'Order placed', hint: 'order.placed' },
  { value: 'review_posted', label: 'Review posted', hint: 'review.posted' },
];

const EVENT_LABELS = Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event.value, event.label])) as Record<WebhookEvent, string>;

/** "Member joined" for member_joined. */
export const webhookEventLabel = (event: WebhookEvent): string => EVENT_LABELS[event];

/** A delivered event's name ("order.placed", "ping") in words: "Order placed", "Test ping"; an unknown one as it is. */
export function deliveredEventLabel(name: string): string {
  if (name === 'ping') return 'Test ping';
  return WEBHOOK_EVENTS.find((event) => event.hint === name)?.label ?? name;
}

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  retrying: 'Retrying',
  failed: 'Failed',
};

/** Succeeded green, retrying amber, failed red, pending neutral. */
export const DELIVERY_STATUS_TONES: Record<WebhookDeliveryStatus, PillTone> = {
  pending: 'sand',
  succeeded: 'sage',
  retrying: 'gold',
  failed: 'coral',
};

/** What the receiver answered, or why there was no answer: "200 in 85 ms", "Connection refused in 12 ms". */
export function attemptOutcome(attempt: { responseStatus?: number | null; error?: string | null; durationMs?: number | null }): string {
  const what = attempt.error ? attempt.error : attempt.responseStatus != null ? `HTTP ${attempt.responseStatus}` : 'No answer yet';
  return attempt.durationMs != null ? `${what} in ${formatDuration(attempt.durationMs)}` : what;
}

/** "85 ms", "1.2 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** The toast after "Send test": "Test delivered (200 in 85 ms)", or "Test failed: <the error or the status>". */
export function testOutcomeMessage(delivery: {
  status: WebhookDeliveryStatus;
  responseStatus?: number | null;
  error?: string | null;
  durationMs?: number | null;
}): { ok: boolean; message: string } {
  if (delivery.status === 'succeeded') {
    const parts = [delivery.responseStatus != null ? String(delivery.responseStatus) : null, delivery.durationMs != null ? `in ${formatDuration(delivery.durationMs)}` : null];
    const detail = parts.filter(Boolean).join(' ');
    return { ok: true, message: detail ? `Test delivered (${detail})` : 'Test delivered' };
  }
  const reason = delivery.error ?? (delivery.responseStatus != null ? `the endpoint answered HTTP ${delivery.responseStatus}` : 'no answer from the endpoint');
  return { ok: false, message: `Test failed: ${reason}` };
}

/** The payload as sent, indented when it is JSON. */
export function prettyPayload(payload: string): string {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/**
 * Why an endpoint needs an admin's eye, in words, or null: turned off because its deliveries kept failing, or failing
 * and due to be turned off (the server decides both: failingSince, turnsOffAt, autoDisabledAt).
 */
export function failureNotice(
  endpoint: {
    enabled: boolean;
    failingSince?: string | null;
    turnsOffAt?: string | null;
    autoDisabledAt?: string | null;
  },
  now: number = Date.now(),
): { turnedOff: boolean; text: string } | null {
  if (!endpoint.enabled && endpoint.autoDisabledAt) {
    const since = endpoint.failingSince ? ` since ${formatDay(endpoint.failingSince)}` : '';
    return {
      turnedOff: true,
      text: `Turned off automatically on ${formatDay(endpoint.autoDisabledAt)}: every delivery had failed${since}. Fix the receiver, send a test, then enable it.`,
    };
  }
  if (endpoint.enabled && endpoint.failingSince && endpoint.turnsOffAt) {
    // Past its date, it is turned off when the next delivery fails for good.
    const when = Date.parse(endpoint.turnsOffAt) > now ? `on ${formatDay(endpoint.turnsOffAt)}` : 'when the next delivery fails';
    return {
      turnedOff: false,
      text: `Deliveries have failed since ${formatDay(endpoint.failingSince)}. Unless one gets through, it will be turned off ${when}.`,
    };
  }
  return null;
}
