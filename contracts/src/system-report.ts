/**
 * The System report (docs/operations.md, "The System tab"): what `GET /api/admin/system` answers an admin, read from the
 * services' Prometheus metrics by the gateway once a minute. The gateway builds it and describes it in the OpenAPI
 * document with these schemas; the web app's System tab and `momstride status` import its types (types only in the
 * browser: zod stays out of its bundle).
 *
 * Figures over a window are `null` while the window is empty: during the first minute after the gateway started
 * (`collecting: true`) and for a service that was down for the whole window — never a made-up zero.
 */
import { z } from 'zod';

const isoTime = z.iso.datetime({ precision: 3 });
const milliseconds = z.number().nonnegative().nullable();
const count = z.number().nonnegative();

/** One minute of a service's traffic (between two snapshots), oldest first. */
export const systemMinute = z
  .object({
    at: isoTime.meta({ description: 'The end of the minute (the later snapshot)' }),
    requests: count.meta({ description: 'Requests answered during the minute' }),
    errors: count.meta({ description: 'Of those, answered with a 5xx status' }),
    p95_ms: milliseconds.meta({ description: 'The 95th percentile of their durations, null without requests' }),
  })
  .meta({ id: 'SystemMinute' });

export const systemService = z
  .object({
    name: z.string().meta({ description: 'gateway, accounts, community, events-wellness, messaging, media-reviews or commerce' }),
    up: z.boolean().meta({ description: 'Its metrics answered at the last snapshot' }),
    version: z.string().nullable().meta({ description: 'Its version (momstride_build_info), null while unknown' }),
    requests_per_minute: z.number().nonnegative().nullable(),
    error_rate: z.number().min(0).max(1).nullable().meta({ description: 'Share of requests answered with a 5xx status, 0..1' }),
    p50_ms: milliseconds,
    p95_ms: milliseconds,
    p99_ms: milliseconds,
    minutes: z.array(systemMinute).meta({ description: 'Per-minute figures of the window, oldest first (for small charts)' }),
  })
  .meta({ id: 'SystemService' });

export const systemOperation = z
  .object({
    service: z.string(),
    kind: z.enum(['graphql', 'rest']),
    name: z.string().meta({ description: 'The GraphQL operation name, or the REST method and route template' }),
    requests: count,
    p95_ms: z.number().nonnegative(),
  })
  .meta({ id: 'SystemOperation' });

export const systemQueue = z
  .object({
    service: z.string().meta({ description: 'The service that owns the queue (and retries its dead letters)' }),
    queue: z.string(),
    queued: count,
    active: count,
    retry: count,
    dead_letters: count.meta({ description: 'Deliveries that failed every retry; POST …/retry queues them again' }),
  })
  .meta({ id: 'SystemQueue' });

export const systemDeliveries = z
  .object({
    mails_sent: count.nullable(),
    mails_failed: count.nullable(),
    webhooks_delivered: count.nullable(),
    webhooks_failed: count.nullable().meta({ description: 'Attempts that failed and will be retried' }),
    webhooks_dead: count.nullable().meta({ description: 'Deliveries given up after their last attempt' }),
  })
  .meta({ id: 'SystemDeliveries', description: 'Mails and webhook deliveries during the window, null while collecting' });

export const systemDisk = z
  .object({
    media_bytes: count.nullable().meta({ description: 'Uploaded media on disk or in object storage, null while unknown' }),
    databases: z.array(z.object({ database: z.string(), bytes: count })).meta({ description: 'Each PostgreSQL database, largest first' }),
  })
  .meta({ id: 'SystemDisk' });

export const systemReport = z
  .object({
    generated_at: isoTime,
    collecting: z.boolean().meta({ description: 'Fewer than two snapshots yet (the first minute): figures over time are null' }),
    window_minutes: z.number().int().min(0).max(60).meta({ description: 'Minutes the figures over time cover (up to the last hour)' }),
    services: z.array(systemService),
    slowest_operations: z.array(systemOperation).meta({ description: 'The slowest GraphQL operations and REST routes of the window by p95, at most 10' }),
    queues: z.array(systemQueue).meta({ description: 'Queues with work waiting, retrying or dead, then the rest; by service and name' }),
    deliveries: systemDeliveries,
    disk: systemDisk,
  })
  .meta({ id: 'SystemReport', description: 'The state of every service over the last hour, for admins' });

export const deadLetterRetry = z
  .object({ queue: z.string(), service: z.string(), requeued: count.meta({ description: 'Dead letters put back on the queue' }) })
  .meta({ id: 'DeadLetterRetry' });

export type SystemReport = z.output<typeof systemReport>;
export type SystemService = z.output<typeof systemService>;
export type SystemMinute = z.output<typeof systemMinute>;
export type SystemOperation = z.output<typeof systemOperation>;
export type SystemQueue = z.output<typeof systemQueue>;
export type SystemDeliveries = z.output<typeof systemDeliveries>;
export type SystemDisk = z.output<typeof systemDisk>;
export type DeadLetterRetry = z.output<typeof deadLetterRetry>;

