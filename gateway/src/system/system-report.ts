import type { SystemDeliveries, SystemDisk, SystemMinute, SystemOperation, SystemQueue, SystemReport, SystemService } from '@momstride/contracts/system-report';
import { addBuckets, quantileMs } from './histogram.js';
import type { MetricsHistory, Minute } from './metrics-history.js';
import type { Sample } from './prometheus-text.js';

const HTTP = 'http_server_request_duration_seconds';
const GRAPHQL = 'graphql_server_operation_duration_seconds';
/** The slowest operations listed. */
const SLOWEST = 10;
/** The dead-letter queue of queue `x` is `x__dead` (the kit's domain-event bus). */
const DEAD_SUFFIX = '__dead';

const isServerError = (sample: Sample): boolean => Number(sample.labels['status_code']) >= 500;
/**
 * Requests that are not a client waiting for an answer: calls between services (`/internal/…`, some held open as
 * long polls) and the live stream (open for minutes). Left out of a service's figures, which would otherwise read as
 * seconds of latency.
 */
const isLongLived = (sample: Sample): boolean => {
  const route = sample.labels['route'] ?? '';
  return route.startsWith('/internal/') || route === '/api/stream';
};
const of = (name: string, service?: string) => (sample: Sample) =>
  sample.name === name && (service === undefined || sample.labels['service'] === service) && !isLongLived(sample);
const sum = (samples: Iterable<Sample>, keep: (sample: Sample) => boolean): number => {
  let total = 0;
  for (const sample of samples) if (keep(sample)) total += sample.value;
  return total;
};
const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

function* deltasOf(minutes: readonly Minute[]): Generator<Sample> {
  for (const minute of minutes) yield* minute.deltas;
}

const minuteOf = (minute: Minute, service: string): SystemMinute => {
  const requests = sum(minute.deltas, of(`${HTTP}_count`, service));
  return {
    at: new Date(minute.at).toISOString(),
    requests,
    errors: sum(minute.deltas, (sample) => of(`${HTTP}_count`, service)(sample) && isServerError(sample)),
    p95_ms: quantileMs(addBuckets(minute.deltas, of(`${HTTP}_bucket`, service)), 0.95),
  };
};

const serviceOf = (name: string, history: MetricsHistory): SystemService => {
  const latest = history.latest();
  const minutes = history.window();
  const version = history.versionOf(name) ?? null;
  const elapsedMinutes = minutes.reduce((total, minute) => total + (minute.at - minute.from), 0) / 60_000;
  const requests = sum(deltasOf(minutes), of(`${HTTP}_count`, name));
  const errors = sum(deltasOf(minutes), (sample) => of(`${HTTP}_count`, name)(sample) && isServerError(sample));
  const buckets = addBuckets(deltasOf(minutes), of(`${HTTP}_bucket`, name));
  const measured = minutes.some((minute) => minute.answered.has(name));
  return {
    name,
    up: latest?.answered.has(name) ?? false,
    version,
    requests_per_minute: measured && elapsedMinutes > 0 ? oneDecimal(requests / elapsedMinutes) : null,
    error_rate: measured && requests > 0 ? Math.round((errors / requests) * 10_000) / 10_000 : measured ? 0 : null,
    p50_ms: quantileMs(buckets, 0.5),
    p95_ms: quantileMs(buckets, 0.95),
    p99_ms: quantileMs(buckets, 0.99),
    minutes: minutes.map((minute) => minuteOf(minute, name)),
  };
};

/** GraphQL operations by name (none for `other`) and the public REST routes (`/api/…`) by method and template, per service. */
const slowestOperations = (minutes: readonly Minute[]): SystemOperation[] => {
  const groups = new Map<string, { operation: Omit<SystemOperation, 'requests' | 'p95_ms'>; samples: Sample[] }>();
  for (const sample of deltasOf(minutes)) {
    if (isLongLived(sample)) continue;
    const service = sample.labels['service'] ?? '';
    let operation: Omit<SystemOperation, 'requests' | 'p95_ms'> | undefined;
    if (sample.name.startsWith(GRAPHQL)) {
      const name = sample.labels['operation_name'];
      if (name && name !== 'other') operation = { service, kind: 'graphql', name };
    } else if (sample.name.startsWith(HTTP)) {
      const route = sample.labels['route'];
      if (route?.startsWith('/api/')) operation = { service, kind: 'rest', name: `${sample.labels['method'] ?? ''} ${route}`.trim() };
    }
    if (!operation) continue;
    const key = `${operation.service}\n${operation.kind}\n${operation.name}`;
    const group = groups.get(key) ?? { operation, samples: [] };
    group.samples.push(sample);
    groups.set(key, group);
  }
  const operations: SystemOperation[] = [];
  for (const { operation, samples } of groups.values()) {
    const requests = sum(samples, (sample) => sample.name.endsWith('_count'));
    const p95 = quantileMs(addBuckets(samples, (sample) => sample.name.endsWith('_bucket')), 0.95);
    if (requests > 0 && p95 !== null) operations.push({ ...operation, requests, p95_ms: p95 });
  }
  return operations.sort((a, b) => b.p95_ms - a.p95_ms || b.requests - a.requests).slice(0, SLOWEST);
};

/**
 * The service that owns a queue: the subscriber its name starts with (`community__user-deleted`), else the service
 * that reported it.
 */
const ownerOf = (queue: string, reportedBy: string, services: readonly string[]): string => {
  const prefix = queue.split('__')[0] ?? '';
  return services.includes(prefix) ? prefix : reportedBy;
};

const queuesOf = (samples: readonly Sample[], services: readonly string[]): SystemQueue[] => {
  const queues = new Map<string, SystemQueue>();
  const entry = (rawQueue: string, reportedBy: string): SystemQueue & { -readonly [K in keyof SystemQueue]: SystemQueue[K] } => {
    const queue = rawQueue.endsWith(DEAD_SUFFIX) ? rawQueue.slice(0, -DEAD_SUFFIX.length) : rawQueue;
    const known = queues.get(queue) ?? { service: ownerOf(queue, reportedBy, services), queue, queued: 0, active: 0, retry: 0, dead_letters: 0 };
    queues.set(queue, known);
    return known;
  };
  for (const sample of samples) {
    const queue = sample.labels['queue'];
    if (!queue) continue;
    const service = sample.labels['service'] ?? '';
    if (sample.name === 'momstride_queue_dead_letters') {
      const known = entry(queue, service);
      known.dead_letters = Math.max(known.dead_letters, sample.value);
    } else if (sample.name === 'momstride_queue_depth') {
      const known = entry(queue, service);
      const state = sample.labels['state'];
      // A dead-letter queue reported as a queue of its own: what waits there is dead letters.
      if (queue.endsWith(DEAD_SUFFIX)) {
        if (state === 'queued') known.dead_letters = Math.max(known.dead_letters, sample.value);
      } else if (state === 'queued' || state === 'active' || state === 'retry') known[state] = Math.max(known[state], sample.value);
    }
  }
  const busy = (queue: SystemQueue) => (queue.dead_letters > 0 || queue.retry > 0 || queue.queued > 0 || queue.active > 0 ? 0 : 1);
  return [...queues.values()].sort((a, b) => busy(a) - busy(b) || a.service.localeCompare(b.service) || a.queue.localeCompare(b.queue));
};

const deliveriesOf = (minutes: readonly Minute[]): SystemDeliveries => {
  if (minutes.length === 0) return { mails_sent: null, mails_failed: null, webhooks_delivered: null, webhooks_failed: null, webhooks_dead: null };
  const outcome = (name: string, value: string) => (sample: Sample) => sample.name === name && sample.labels['outcome'] === value;
  const deltas = [...deltasOf(minutes)];
  return {
    mails_sent: sum(deltas, outcome('momstride_mail_deliveries_total', 'sent')),
    mails_failed: sum(deltas, outcome('momstride_mail_deliveries_total', 'failed')),
    webhooks_delivered: sum(deltas, outcome('momstride_webhook_deliveries_total', 'delivered')),
    webhooks_failed: sum(deltas, outcome('momstride_webhook_deliveries_total', 'failed')),
    webhooks_dead: sum(deltas, outcome('momstride_webhook_deliveries_total', 'dead')),
  };
};

/**
 * Sizes measured by the services. Several services may report the same database or the same media storage (accounts
 * and media-reviews share it): each is counted once, at its largest figure.
 */
const diskOf = (samples: readonly Sample[]): SystemDisk => {
  const databases = new Map<string, number>();
  let media: number | null = null;
  for (const sample of samples) {
    if (sample.name === 'momstride_database_size_bytes' && sample.labels['database']) {
      const database = sample.labels['database'];
      databases.set(database, Math.max(databases.get(database) ?? 0, sample.value));
    } else if (sample.name === 'momstride_media_stored_bytes') media = Math.max(media ?? 0, sample.value);
  }
  return {
    media_bytes: media,
    databases: [...databases].map(([database, bytes]) => ({ database, bytes })).sort((a, b) => b.bytes - a.bytes || a.database.localeCompare(b.database)),
  };
};

/** The System report of `services` (the gateway first, then the subgraphs) from the history kept so far. */
export const systemReportOf = (history: MetricsHistory, services: readonly string[], now: number): SystemReport => {
  const minutes = history.window();
  const samples = history.latest()?.samples ?? [];
  return {
    generated_at: new Date(now).toISOString(),
    collecting: minutes.length === 0,
    window_minutes: Math.min(60, Math.round(minutes.reduce((total, minute) => total + (minute.at - minute.from), 0) / 60_000)),
    services: services.map((name) => serviceOf(name, history)),
    slowest_operations: slowestOperations(minutes),
    queues: queuesOf(samples, services),
    deliveries: deliveriesOf(minutes),
    disk: diskOf(samples),
  };
};
