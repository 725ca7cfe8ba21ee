import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { webhookEventFromName, WebhookDeliveryStatus, type WebhookEvent } from './webhook-events.js';
import { turnsOffAt } from './webhook-failing.js';
import { secretPrefixOf } from './webhook-secret.js';
import { isSealedSecret, sealSecret } from './webhook-secret-box.js';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.types.js';

/** The webhook tables (raw SQL, created by Migration20261224100000; not entities). */
export const WEBHOOK_TABLES = ['webhook_endpoints', 'webhook_deliveries', 'webhook_attempts'];

/** Deliveries (and their attempts) are kept this long, then housekeeping removes them. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  /** Sealed (webhook-secret-box.ts). */
  secret: string;
  /** What admins see of it (`whsec_Ab12…`), kept beside it so lists need no key. */
  secret_prefix: string;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  failing_since: Date | null;
  auto_disabled_at: Date | null;
  previous_secret: string | null;
  previous_secret_prefix: string | null;
  previous_secret_expires_at: Date | null;
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event: string;
  payload: string;
  status: string;
  attempt_count: number;
  next_attempt_at: Date | null;
  response_status: number | null;
  error: string | null;
  duration_ms: number | null;
  created_at: Date;
}

interface AttemptRow {
  number: number;
  at: Date;
  response_status: number | null;
  error: string | null;
  duration_ms: number;
  response_snippet: string | null;
}

/** An endpoint with its secret, still sealed (opened only to sign: webhook-secret-box.ts; never returned to clients). */
export interface EndpointWithSecret {
  readonly endpoint: WebhookEndpoint;
  readonly sealedSecret: string;
  /** The secret before the latest rotation, while it still signs too (until previousSecretExpiresAt); else null. */
  readonly sealedPreviousSecret: string | null;
}

/** The previous secret when it still signs (its overlap not over). */
const livePreviousSecret = (row: EndpointRow, now = Date.now()): string | null =>
  row.previous_secret && row.previous_secret_expires_at && new Date(row.previous_secret_expires_at).getTime() > now ? row.previous_secret : null;

const withSecret = (row: EndpointRow): EndpointWithSecret => ({ endpoint: toEndpoint(row), sealedSecret: row.secret, sealedPreviousSecret: livePreviousSecret(row) });

const toEndpoint = (row: EndpointRow): WebhookEndpoint =>
  Object.assign(new WebhookEndpoint(), {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.map(webhookEventFromName).filter((event): event is WebhookEvent => event !== undefined),
    enabled: row.enabled,
    secretPrefix: row.secret_prefix,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    failingSince: row.failing_since ? new Date(row.failing_since) : null,
    turnsOffAt: row.enabled && row.failing_since ? turnsOffAt(new Date(row.failing_since)) : null,
    autoDisabledAt: row.auto_disabled_at ? new Date(row.auto_disabled_at) : null,
    previousSecretPrefix: livePreviousSecret(row) ? row.previous_secret_prefix : null,
    previousSecretExpiresAt: livePreviousSecret(row) ? new Date(row.previous_secret_expires_at!) : null,
    createdBy: row.created_by,
  });

const toDelivery = (row: DeliveryRow): WebhookDelivery =>
  Object.assign(new WebhookDelivery(), {
    id: row.id,
    endpointId: row.endpoint_id,
    event: row.event,
    payload: row.payload,
    status: row.status as WebhookDeliveryStatus,
    attemptCount: row.attempt_count,
    nextAttemptAt: row.next_attempt_at ? new Date(row.next_attempt_at) : null,
    responseStatus: row.response_status,
    error: row.error,
    durationMs: row.duration_ms,
    createdAt: new Date(row.created_at),
  });

const toAttempt = (row: AttemptRow): WebhookAttempt =>
  Object.assign(new WebhookAttempt(), {
    number: row.number,
    at: new Date(row.at),
    responseStatus: row.response_status,
    error: row.error,
    durationMs: row.duration_ms,
    responseSnippet: row.response_snippet,
  });

/** The events as a Postgres text[] from a JSON list (a binding cannot carry an array as such). */
const EVENTS_SQL = 'array(select jsonb_array_elements_text(?::jsonb))';

export async function listEndpoints(em: EntityManager): Promise<WebhookEndpoint[]> {
  const rows = await em.execute<EndpointRow[]>('select * from webhook_endpoints order by created_at desc, id');
  return rows.map(toEndpoint);
}

export async function findEndpoint(em: EntityManager, id: string): Promise<EndpointWithSecret | undefined> {
  const [row] = await em.execute<EndpointRow[]>('select * from webhook_endpoints where id = ?', [id]);
  return row ? withSecret(row) : undefined;
}

/** Registers an endpoint; its secret is stored sealed with `key`. */
export async function insertEndpoint(
  em: EntityManager,
  key: Buffer,
  values: { url: string; description: string; events: readonly string[]; secret: string; createdBy: string },
): Promise<WebhookEndpoint> {
  const id = randomUUID();
  const [row] = await em.execute<EndpointRow[]>(
    `insert into webhook_endpoints (id, url, description, events, enabled, secret, secret_prefix, created_by) values (?, ?, ?, ${EVENTS_SQL}, true, ?, ?, ?) returning *`,
    [id, values.url, values.description, JSON.stringify(values.events), sealSecret(key, id, values.secret), secretPrefixOf(values.secret), values.createdBy],
  );
  return toEndpoint(row!);
}

export async function updateEndpoint(
  em: EntityManager,
  id: string,
  changes: { url?: string; description?: string; events?: readonly string[]; enabled?: boolean; dropPreviousSecret?: boolean },
): Promise<EndpointWithSecret | undefined> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [];
  const set = (sql: string, value: unknown) => {
    sets.push(sql);
    params.push(value);
  };
  if (changes.url !== undefined) set('url = ?', changes.url);
  if (changes.description !== undefined) set('description = ?', changes.description);
  if (changes.events !== undefined) set(`events = ${EVENTS_SQL}`, JSON.stringify(changes.events));
  if (changes.enabled !== undefined) set('enabled = ?', changes.enabled);
  // Turned on again: its failures start over (and it no longer reads as turned off automatically).
  if (changes.enabled === true) sets.push('failing_since = null', 'auto_disabled_at = null');
  if (changes.dropPreviousSecret === true) sets.push('previous_secret = null', 'previous_secret_prefix = null', 'previous_secret_expires_at = null');
  const [row] = await em.execute<EndpointRow[]>(`update webhook_endpoints set ${sets.join(', ')} where id = ? returning *`, [...params, id]);
  return row ? withSecret(row) : undefined;
}

/**
 * A new signing secret (stored sealed with `key`); the one it replaces keeps signing too for `keepOldSeconds` (0: it
 * stops at once). A rotation during an overlap replaces the older secret with the one just retired.
 */
export async function rotateEndpointSecret(em: EntityManager, key: Buffer, id: string, secret: string, keepOldSeconds: number): Promise<EndpointWithSecret | undefined> {
  const [row] = await em.execute<EndpointRow[]>(
    `update webhook_endpoints set
       previous_secret = case when ? > 0 then secret end,
       previous_secret_prefix = case when ? > 0 then secret_prefix end,
       previous_secret_expires_at = case when ? > 0 then clock_timestamp() + make_interval(secs => ?) end,
       secret = ?, secret_prefix = ?, updated_at = clock_timestamp()
     where id = ? returning *`,
    [keepOldSeconds, keepOldSeconds, keepOldSeconds, keepOldSeconds, sealSecret(key, id, secret), secretPrefixOf(secret), id],
  );
  return row ? withSecret(row) : undefined;
}

/**
 * Deletes previous secrets whose overlap has ended (the hourly housekeeping): a retired secret is not kept, sealed or
 * not, once it signs nothing. Answers how many endpoints lost theirs.
 */
export async function dropExpiredPreviousSecrets(em: EntityManager, now: Date = new Date()): Promise<number> {
  const rows = await em.execute<unknown[]>(
    `update webhook_endpoints set previous_secret = null, previous_secret_prefix = null, previous_secret_expires_at = null
     where previous_secret is not null and (previous_secret_expires_at is null or previous_secret_expires_at <= ?) returning id`,
    [now],
  );
  return rows.length;
}

/**
 * Seals every secret still stored in plain text (rows from before secrets were encrypted), at start-up. Each row is
 * changed only if it still holds what was read, so replicas starting together never seal twice. Answers how many
 * secrets it sealed.
 */
export async function sealPlaintextSecrets(em: EntityManager, key: Buffer): Promise<number> {
  const rows = await em.execute<Array<{ id: string; secret: string; previous_secret: string | null }>>(
    `select id, secret, previous_secret from webhook_endpoints where secret not like 'aesgcm1:%' or previous_secret not like 'aesgcm1:%'`,
  );
  let sealed = 0;
  for (const row of rows) {
    if (!isSealedSecret(row.secret)) {
      const done = await em.execute<unknown[]>('update webhook_endpoints set secret = ? where id = ? and secret = ? returning id', [sealSecret(key, row.id, row.secret), row.id, row.secret]);
      sealed += done.length;
    }
    if (row.previous_secret !== null && !isSealedSecret(row.previous_secret)) {
      const done = await em.execute<unknown[]>('update webhook_endpoints set previous_secret = ? where id = ? and previous_secret = ? returning id', [
        sealSecret(key, row.id, row.previous_secret),
        row.id,
        row.previous_secret,
      ]);
      sealed += done.length;
    }
  }
  return sealed;
}

/** A delivery got through: the endpoint is no longer failing. */
export async function clearFailing(em: EntityManager, endpointId: string): Promise<void> {
  await em.execute('update webhook_endpoints set failing_since = null where id = ? and failing_since is not null', [endpointId]);
}

/**
 * A delivery of an event created at `deliveryCreatedAt` failed for good: the endpoint is failing since then (or since
 * an earlier failure), and is turned off when that is at or before `turnOffIfFailingSince`. Answers the endpoint when
 * this call turned it off (once, whatever runs at the same time), else undefined.
 */
export async function noteFailedForGood(em: EntityManager, endpointId: string, deliveryCreatedAt: Date, turnOffIfFailingSince: Date): Promise<WebhookEndpoint | undefined> {
  const [row] = await em.execute<EndpointRow[]>(
    // least() passes over a null: the first failure sets it, an earlier one moves it back.
    'update webhook_endpoints set failing_since = least(failing_since, ?::timestamptz) where id = ? and enabled returning *',
    [deliveryCreatedAt, endpointId],
  );
  if (!row?.failing_since || new Date(row.failing_since) > turnOffIfFailingSince) return undefined;
  const [off] = await em.execute<EndpointRow[]>(
    'update webhook_endpoints set enabled = false, auto_disabled_at = clock_timestamp(), updated_at = clock_timestamp() where id = ? and enabled returning *',
    [endpointId],
  );
  return off ? toEndpoint(off) : undefined;
}

export async function deleteEndpoint(em: EntityManager, id: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>('delete from webhook_endpoints where id = ? returning id', [id]);
  return rows.length > 0;
}

/** The enabled endpoints that receive `event` (dotted name). */
export async function endpointsFor(em: EntityManager, event: string): Promise<WebhookEndpoint[]> {
  const rows = await em.execute<EndpointRow[]>('select * from webhook_endpoints where enabled and ? = any(events) order by created_at', [event]);
  return rows.map(toEndpoint);
}

/**
 * Records a delivery of `event` to an endpoint. With a domain event id, at most one delivery per endpoint and domain
 * event exists: a second call answers undefined.
 */
export async function insertDelivery(
  em: EntityManager,
  values: { id?: string; endpointId: string; event: string; domainEventId: string | null; payload: string; status?: WebhookDeliveryStatus },
): Promise<string | undefined> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `insert into webhook_deliveries (id, endpoint_id, event, domain_event_id, payload, status) values (?, ?, ?, ?, ?, ?)
     on conflict do nothing returning id`,
    [values.id ?? randomUUID(), values.endpointId, values.event, values.domainEventId, values.payload, values.status ?? WebhookDeliveryStatus.pending],
  );
  return row?.id;
}

/** Deliveries of one domain event not tried yet (each needs its queue job). */
export async function untriedDeliveriesOf(em: EntityManager, domainEventId: string): Promise<string[]> {
  const rows = await em.execute<Array<{ id: string }>>(
    `select id from webhook_deliveries where domain_event_id = ? and status = ? and attempt_count = 0`,
    [domainEventId, WebhookDeliveryStatus.pending],
  );
  return rows.map((row) => row.id);
}

export async function findDelivery(em: EntityManager, id: string): Promise<WebhookDelivery | undefined> {
  const [row] = await em.execute<DeliveryRow[]>('select * from webhook_deliveries where id = ?', [id]);
  return row ? toDelivery(row) : undefined;
}

/** One endpoint's deliveries, newest first. */
export async function listDeliveries(em: EntityManager, endpointId: string, page: { limit: number; offset: number }): Promise<WebhookDelivery[]> {
  const rows = await em.execute<DeliveryRow[]>(
    'select * from webhook_deliveries where endpoint_id = ? order by created_at desc, id desc limit ? offset ?',
    [endpointId, page.limit, page.offset],
  );
  return rows.map(toDelivery);
}

/** A delivery's attempts, oldest first. */
export async function listAttempts(em: EntityManager, deliveryId: string): Promise<WebhookAttempt[]> {
  const rows = await em.execute<AttemptRow[]>('select * from webhook_attempts where delivery_id = ? order by number', [deliveryId]);
  return rows.map(toAttempt);
}

export interface AttemptRecord {
  readonly number: number;
  readonly at: Date;
  readonly responseStatus: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  readonly responseSnippet: string | null;
}

/**
 * Logs an attempt and makes it the delivery's latest, with the delivery's new status; false (and nothing written)
 * when another attempt with that number was logged meanwhile.
 */
export async function recordAttempt(
  em: EntityManager,
  deliveryId: string,
  attempt: AttemptRecord,
  outcome: { status: WebhookDeliveryStatus; nextAttemptAt: Date | null },
): Promise<boolean> {
  return em.transactional(async (tem) => {
    const updated = await tem.execute<unknown[]>(
      `update webhook_deliveries set attempt_count = ?, status = ?, next_attempt_at = ?, response_status = ?, error = ?, duration_ms = ?, updated_at = clock_timestamp()
       where id = ? and attempt_count = ? returning id`,
      [attempt.number, outcome.status, outcome.nextAttemptAt, attempt.responseStatus, attempt.error, attempt.durationMs, deliveryId, attempt.number - 1],
    );
    if (updated.length === 0) return false;
    await tem.execute(
      'insert into webhook_attempts (delivery_id, number, at, response_status, error, duration_ms, response_snippet) values (?, ?, ?, ?, ?, ?, ?)',
      [deliveryId, attempt.number, attempt.at, attempt.responseStatus, attempt.error, attempt.durationMs, attempt.responseSnippet],
      'run',
    );
    return true;
  });
}

/** Sets a delivery's status (and when it is next tried) without an attempt. */
export async function setDeliveryStatus(em: EntityManager, deliveryId: string, status: WebhookDeliveryStatus, extra: { nextAttemptAt?: Date | null; error?: string } = {}): Promise<void> {
  await em.execute(
    `update webhook_deliveries set status = ?, next_attempt_at = ?, error = coalesce(?, error), updated_at = clock_timestamp() where id = ?`,
    [status, extra.nextAttemptAt ?? null, extra.error ?? null, deliveryId],
    'run',
  );
}

