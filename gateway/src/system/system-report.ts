import type { SystemDeliveries, SystemDisk, SystemMinute, SystemOperation, SystemQueue, SystemReport, SystemService } from '@momstride/contracts/system-report';
import { quantileMs } from './histogram.js';
import type { MetricsHistory, Minute } from './metrics-history.js';
import { addTraffic, noDeliveries, noTraffic, type OperationTraffic } from './minute-figures.js';
import type { Sample } from './prometheus-text.js';

/** The slowest operations listed. */
const SLOWEST = 10;
/** The dead-letter queue of queue `x` is `x__dead` (the kit's domain-event bus). */
const DEAD_SUFFIX = '__dead';

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

const minuteOf = (minute: Minute, service: string): SystemMinute => {
  const traffic = minute.figures.services.get(service) ?? noTraffic();
  return { at: new Date(minute.at).toISOString(), requests: traffic.requests, errors: traffic.errors, p95_ms: quantileMs(traffic.buckets, 0.95) };
};

const serviceOf = (name: string, history: MetricsHistory): SystemService => {
  const minutes = history.window();
  const elapsedMinutes = minutes.reduce((total, minute) => total + (minute.at - minute.from), 0) / 60_000;
  const traffic = noTraffic();
  for (const minute of minutes) {
    const figures = minute.figures.services.get(name);
    if (figures) addTraffic(traffic, figures);
  }
  const measured = minutes.some((minute) => minute.answered.has(name));
  return {
    name,
    up: history.latest()?.answered.has(name) ?? false,
    version: history.versionOf(name) ?? null,
    requests_per_minute: measured && elapsedMinutes > 0 ? oneDecimal(traffic.requests / elapsedMinutes) : null,
    error_rate: !measured ? null : traffic.requests > 0 ? Math.round((traffic.errors / traffic.requests) * 10_000) / 10_000 : 0,
    p50_ms: quantileMs(traffic.buckets, 0.5),
    p95_ms: quantileMs(traffic.buckets, 0.95),
    p99_ms: quantileMs(traffic.buckets, 0.99),
    minutes: minutes.map((minute) => minuteOf(minute, name)),
  };
};

/** The GraphQL operations and public REST routes with the highest p95 over the window. */
const slowestOperations = (minutes: readonly Minute[]): SystemOperation[] => {
  const merged = new Map<string, OperationTraffic>();
  for (const minute of minutes) {
    for (const [key, operation] of minute.figures.operations) {
      const known = merged.get(key) ?? merged.set(key, { service: operation.service, kind: operation.kind, name: operation.name, ...noTraffic() }).get(key)!;
      addTraffic(known, operation);
    }
  }
  const operations: SystemOperation[] = [];
  for (const { service, kind, name, requests, buckets } of merged.values()) {
    const p95 = quantileMs(buckets, 0.95);
    if (requests > 0 && p95 !== null) operations.push({ service, kind, name, requests, p95_ms: p95 });
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
  const total = noDeliveries();
  for (const minute of minutes) for (const field of Object.keys(total) as Array<keyof typeof total>) total[field] += minute.figures.deliveries[field];
  return total;
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
