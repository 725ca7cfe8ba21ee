import { addBuckets, type Buckets } from './histogram.js';
import type { Sample } from './prometheus-text.js';

export const HTTP = 'http_server_request_duration_seconds';
export const GRAPHQL = 'graphql_server_operation_duration_seconds';
const MAILS = 'momstride_mail_deliveries_total';
const WEBHOOKS = 'momstride_webhook_deliveries_total';

/** The counters and histograms whose movement the report reads (their gauges are read from the newest snapshot). */
export const MOVING_SERIES: ReadonlySet<string> = new Set([`${HTTP}_bucket`, `${HTTP}_count`, `${GRAPHQL}_bucket`, `${GRAPHQL}_count`, MAILS, WEBHOOKS]);

/** Requests answered, those with a 5xx status, and their durations' buckets. */
export interface Traffic {
  requests: number;
  errors: number;
  readonly buckets: Buckets;
}

/** One GraphQL operation or public REST route of one service. */
export interface OperationTraffic extends Traffic {
  readonly service: string;
  readonly kind: 'graphql' | 'rest';
  readonly name: string;
}

export interface DeliveryCounts {
  mails_sent: number;
  mails_failed: number;
  webhooks_delivered: number;
  webhooks_failed: number;
  webhooks_dead: number;
}

/**
 * What one minute's movement comes to, summed as the report reads it: each service's traffic, each operation's, the
 * deliveries. A minute holds these few figures, never its thousands of series.
 */
export interface MinuteFigures {
  readonly services: ReadonlyMap<string, Traffic>;
  readonly operations: ReadonlyMap<string, OperationTraffic>;
  readonly deliveries: DeliveryCounts;
}

export const noTraffic = (): Traffic => ({ requests: 0, errors: 0, buckets: new Map() });
export const noDeliveries = (): DeliveryCounts => ({ mails_sent: 0, mails_failed: 0, webhooks_delivered: 0, webhooks_failed: 0, webhooks_dead: 0 });

/** Adds `from` into `into`. */
export const addTraffic = (into: Traffic, from: Traffic): void => {
  into.requests += from.requests;
  into.errors += from.errors;
  addBuckets(from.buckets, into.buckets);
};

/**
 * Requests that are not a client waiting for an answer: calls between services (`/internal/…`, some held open as
 * long polls) and the live stream (open for minutes). Left out of the figures, where they would read as seconds of
 * latency.
 */
const isLongLived = (route: string): boolean => route.startsWith('/internal/') || route === '/api/stream';

/** The upper bound of a `_bucket` sample, in seconds (+Infinity for `+Inf`). */
const boundOf = (sample: Sample): number => (sample.labels['le'] === '+Inf' ? Infinity : Number(sample.labels['le']));

const DELIVERY_COUNTS: Readonly<Record<string, Readonly<Record<string, keyof DeliveryCounts>>>> = {
  [MAILS]: { sent: 'mails_sent', failed: 'mails_failed' },
  [WEBHOOKS]: { delivered: 'webhooks_delivered', failed: 'webhooks_failed', dead: 'webhooks_dead' },
};

/** Sums one minute's movement (`deltas`: how far each moving series went) into its figures. */
export const figuresOf = (deltas: Iterable<Sample>): MinuteFigures => {
  const services = new Map<string, Traffic>();
  const operations = new Map<string, OperationTraffic>();
  const deliveries = noDeliveries();
  const trafficOf = (service: string) => services.get(service) ?? services.set(service, noTraffic()).get(service)!;
  const operationOf = (service: string, kind: OperationTraffic['kind'], name: string) => {
    const key = `${service}\n${kind}\n${name}`;
    return operations.get(key) ?? operations.set(key, { service, kind, name, ...noTraffic() }).get(key)!;
  };
  const count = (traffic: Traffic, sample: Sample, isError: boolean) => {
    traffic.requests += sample.value;
    if (isError) traffic.errors += sample.value;
  };
  const bucket = (traffic: Traffic, sample: Sample) => {
    const le = boundOf(sample);
    if (!Number.isNaN(le)) traffic.buckets.set(le, (traffic.buckets.get(le) ?? 0) + sample.value);
  };

  for (const sample of deltas) {
    const service = sample.labels['service'] ?? '';
    const delivery = DELIVERY_COUNTS[sample.name];
    if (delivery) {
      const field = delivery[sample.labels['outcome'] ?? ''];
      if (field) deliveries[field] += sample.value;
      continue;
    }
    if (sample.name.startsWith(HTTP)) {
      const route = sample.labels['route'] ?? '';
      if (isLongLived(route)) continue;
      const isCount = sample.name === `${HTTP}_count`;
      const isError = Number(sample.labels['status_code']) >= 500;
      const targets = [trafficOf(service), ...(route.startsWith('/api/') ? [operationOf(service, 'rest', `${sample.labels['method'] ?? ''} ${route}`.trim())] : [])];
      for (const traffic of targets) {
        if (isCount) count(traffic, sample, isError);
        else bucket(traffic, sample);
      }
    } else if (sample.name.startsWith(GRAPHQL)) {
      const name = sample.labels['operation_name'];
      if (!name || name === 'other') continue;
      const traffic = operationOf(service, 'graphql', name);
      if (sample.name === `${GRAPHQL}_count`) count(traffic, sample, sample.labels['outcome'] === 'error');
      else bucket(traffic, sample);
    }
  }
  return { services, operations, deliveries };
};
