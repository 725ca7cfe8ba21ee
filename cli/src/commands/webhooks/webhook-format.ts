import type { WebhookDeliveryStatus, WebhookDeliverySummaryFragment, WebhookEndpointDetailFragment } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';
import { localDateTime } from '../events/event-format.js';
import { eventName } from './options.js';

type Endpoint = WebhookEndpointDetailFragment;
type Delivery = WebhookDeliverySummaryFragment;

const STATUS_COLORS: Record<WebhookDeliveryStatus, string | undefined> = {
  pending: undefined,
  succeeded: 'green',
  retrying: 'yellow',
  failed: 'red',
};

export const deliveryStatusColor = (status: WebhookDeliveryStatus): string | undefined => STATUS_COLORS[status];

/** "85 ms", "1.2 s". */
export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** What the receiver answered, or why there was none: "HTTP 200 in 85 ms", "Connection refused in 12 ms", "-". */
export function responseText(delivery: Pick<Delivery, 'responseStatus' | 'error' | 'durationMs'>): string {
  const what = delivery.error ? delivery.error : delivery.responseStatus != null ? `HTTP ${delivery.responseStatus}` : '-';
  return delivery.durationMs != null && what !== '-' ? `${what} in ${formatDuration(delivery.durationMs)}` : what;
}

/** "succeeded", "retrying (next 3:42 PM)" on a terminal. */
function statusText(delivery: Delivery, rich: boolean): string {
  if (delivery.status === 'retrying' && delivery.nextAttemptAt) {
    return `retrying (next ${rich ? localDateTime(delivery.nextAttemptAt) : delivery.nextAttemptAt})`;
  }
  return delivery.status;
}

/** "succeeded, 5 minutes ago"-style summary of an endpoint's last delivery: status, event and when. */
function lastDeliveryText(endpoint: Endpoint, rich: boolean): string {
  const last = endpoint.lastDelivery;
  if (!last) return rich ? 'none yet' : '';
  return `${last.status} ${last.event} ${rich ? localDateTime(last.createdAt) : last.createdAt}`;
}

/**
 * "yes" / "no"; on a terminal also why it needs attention: "no (turned off: failing since …)", "yes (failing since …,
 * off at …)". Piped, the bare word.
 */
function enabledText(endpoint: Endpoint, rich: boolean): string {
  const word = endpoint.enabled ? 'yes' : 'no';
  if (!rich) return word;
  const since = endpoint.failingSince ? `failing since ${localDateTime(endpoint.failingSince)}` : 'failing';
  if (!endpoint.enabled && endpoint.autoDisabledAt) return `${word} (turned off: ${since})`;
  if (endpoint.enabled && endpoint.turnsOffAt) return `${word} (${since}, off at ${localDateTime(endpoint.turnsOffAt)})`;
  return word;
}

/** An endpoint as --json shows it: events by their delivered names (what --event takes). */
export function endpointJson(endpoint: Endpoint): Omit<Endpoint, 'events'> & { events: string[] } {
  return { ...endpoint, events: endpoint.events.map(eventName) };
}

/** `webhooks list`: on a terminal without the id's noise last; piped, tab-separated with the id first. */
export function endpointColumns(rich: boolean): TableColumn<Endpoint>[] {
  return [
    { header: 'ID', value: (endpoint) => endpoint.id, keepWidth: true },
    { header: 'URL', value: (endpoint) => endpoint.url },
    { header: 'Events', value: (endpoint) => endpoint.events.map(eventName).join(rich ? ', ' : ',') },
    {
      header: 'Enabled',
      value: (endpoint) => enabledText(endpoint, rich),
      // Red when turned off for failing, green when on and working, yellow otherwise (off by hand, or failing).
      color: (endpoint) => (!endpoint.enabled && endpoint.autoDisabledAt ? 'red' : endpoint.enabled && !endpoint.failingSince ? 'green' : 'yellow'),
    },
    {
      header: 'Last delivery',
      value: (endpoint) => lastDeliveryText(endpoint, rich),
      color: (endpoint) => (endpoint.lastDelivery ? deliveryStatusColor(endpoint.lastDelivery.status) : undefined),
    },
  ];
}

/** `webhooks deliveries`: when, event, status, attempts, the latest answer (piped: the id first, ISO times). */
export function deliveryColumns(rich: boolean): TableColumn<Delivery>[] {
  const id: TableColumn<Delivery>[] = rich ? [] : [{ header: 'ID', value: (delivery) => delivery.id }];
  return [
    ...id,
    { header: 'Time', value: (delivery) => (rich ? localDateTime(delivery.createdAt) : delivery.createdAt) },
    { header: 'Event', value: (delivery) => delivery.event },
    { header: 'Status', value: (delivery) => statusText(delivery, rich), color: (delivery) => deliveryStatusColor(delivery.status) },
    { header: 'Attempts', value: (delivery) => String(delivery.attemptCount) },
    { header: 'Response', value: (delivery) => responseText(delivery) },
  ];
}
