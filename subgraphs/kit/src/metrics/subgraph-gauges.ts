/**
 * A subgraph's gauges measured when scraped (docs/operations.md, "Metrics"): its PostgreSQL pool, its outbox's backlog
 * and relay lag, its queues' depth and dead letters (pg-boss, in the domain-events database), and its database's size.
 * Each reading is cached (queues and outbox 15 s, the database's size 5 minutes) so that a scrape costs little; nothing
 * is read unless someone scrapes.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventBus, QueueJobCount } from '../domain-events/bus.js';
import { deadLetterQueueName } from '../domain-events/bus.js';
import { OUTBOX_TABLE } from '../domain-events/tables.js';
import { cachedReading } from './scrape-cache.js';
import type { ServiceMetrics } from './service-metrics.js';

/** Queue and outbox readings are at most this old. */
export const QUEUE_READING_MS = 15_000;
/** The database's size (and the media's bytes) is measured at most this often. */
export const SIZE_READING_MS = 5 * 60_000;

/** What tarn (knex's pool, under MikroORM) tells of its connections. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

const DEAD_SUFFIX = deadLetterQueueName('');

/** Registers the subgraph's scraped gauges in `metrics` (once per service). */
export function watchSubgraph(metrics: ServiceMetrics, deps: { readonly orm: MikroORM; readonly bus: Pick<EventBus, 'jobCounts'> }): void {
  const { orm, bus } = deps;
  const pool = (): TarnPool | undefined => (orm.em.getKnex().client as { pool?: TarnPool }).pool;
  metrics.scrapedGauge('db_client_connection_count', 'Connections of the service’s PostgreSQL pool, by state (used, idle)', ['state'], (gauge) => {
    const connections = pool();
    gauge.set({ state: 'used' }, connections?.numUsed() ?? 0);
    gauge.set({ state: 'idle' }, connections?.numFree() ?? 0);
  });
  metrics.scrapedGauge('db_client_connection_pending_requests', 'Requests waiting for a connection of the service’s PostgreSQL pool', [], (gauge) => {
    gauge.set(pool()?.numPendingAcquires() ?? 0);
  });

  const outbox = cachedReading(async () => {
    const [row] = await orm.em
      .getConnection()
      .execute<Array<{ backlog: number | string; lag: number | string | null }>>(
        `select count(*) as backlog, extract(epoch from now() - min("occurred_at")) as lag from "${OUTBOX_TABLE}" where "published_at" is null`,
      );
    return { backlog: Number(row?.backlog ?? 0), lagSeconds: Number(row?.lag ?? 0) };
  }, QUEUE_READING_MS);
  metrics.scrapedGauge('momstride_outbox_backlog', 'Domain events recorded and not yet relayed to the queue', [], async (gauge) => {
    gauge.set((await outbox()).backlog);
  });
  metrics.scrapedGauge('momstride_outbox_relay_lag_seconds', 'Age of the oldest domain event not yet relayed (0 when none waits)', [], async (gauge) => {
    gauge.set((await outbox()).lagSeconds);
  });

  const jobs = cachedReading(() => bus.jobCounts(`${metrics.service}__`), QUEUE_READING_MS);
  const STATES: Record<NonNullable<QueueJobCount['state']>, string> = { created: 'queued', retry: 'retry', active: 'active' };
  // Every queue of the service shows, at 0 when empty (a series that vanished would hide the drain).
  metrics.scrapedGauge('momstride_queue_depth', 'Jobs of the service’s queues not yet done, by queue and state (queued, active, retry)', ['queue', 'state'], async (gauge) => {
    const counts = (await jobs()).filter((count) => !count.queue.endsWith(DEAD_SUFFIX));
    gauge.reset();
    for (const { queue } of counts) for (const state of Object.values(STATES)) gauge.set({ queue, state }, 0);
    for (const count of counts) if (count.state) gauge.set({ queue: count.queue, state: STATES[count.state] }, count.count);
  });
  metrics.scrapedGauge('momstride_queue_dead_letters', 'Jobs given up after their last retry, kept in the queue’s dead-letter queue, by queue', ['queue'], async (gauge) => {
    const dead = (await jobs()).filter((count) => count.queue.endsWith(DEAD_SUFFIX));
    gauge.reset();
    for (const { queue } of dead) gauge.set({ queue: queue.slice(0, -DEAD_SUFFIX.length) }, 0);
    for (const count of dead) if (count.state) gauge.inc({ queue: count.queue.slice(0, -DEAD_SUFFIX.length) }, count.count);
  });

  const size = cachedReading(async () => {
    const [row] = await orm.em
      .getConnection()
      .execute<Array<{ database: string; bytes: number | string }>>('select current_database() as database, pg_database_size(current_database()) as bytes');
    return { database: row?.database ?? 'unknown', bytes: Number(row?.bytes ?? 0) };
  }, SIZE_READING_MS);
  metrics.scrapedGauge('momstride_database_size_bytes', 'Size of the service’s database on disk (measured at most every 5 minutes)', ['database'], async (gauge) => {
    const { database, bytes } = await size();
    gauge.set({ database }, bytes);
  });
}
