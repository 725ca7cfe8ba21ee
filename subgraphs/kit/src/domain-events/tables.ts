/**
 * The tables every subgraph keeps in its own database for domain events (created by each subgraph's migration
 * from DOMAIN_EVENT_TABLES_SQL; the ORM's schema diff leaves them alone):
 * - the outbox: events recorded in the transaction of the change that caused them, until the relay publishes them;
 * - processed events: the ids of events this subgraph has already applied (idempotent consumers);
 * - removed users: users accounts has deleted, so a late event cannot bring one back.
 */
export const OUTBOX_TABLE = 'domain_event_outbox';
export const PROCESSED_EVENTS_TABLE = 'processed_domain_events';
export const REMOVED_USERS_TABLE = 'removed_users';
export const DOMAIN_EVENT_TABLES = [OUTBOX_TABLE, PROCESSED_EVENTS_TABLE, REMOVED_USERS_TABLE] as const;

/** NOTIFY channel the relay listens on; recordDomainEvent notifies it (delivered when the transaction commits). */
export const OUTBOX_CHANNEL = 'domain_event_outbox';

export const DOMAIN_EVENT_TABLES_SQL: readonly string[] = [
  `create table if not exists "${OUTBOX_TABLE}" (
     "id" uuid primary key,
     "name" varchar(100) not null,
     "payload" jsonb not null,
     "recorded_at" timestamptz not null default now(),
     "published_at" timestamptz null,
     "attempts" integer not null default 0,
     "next_attempt_at" timestamptz not null default now(),
     "last_error" text null)`,
  `create index if not exists "${OUTBOX_TABLE}_pending_index" on "${OUTBOX_TABLE}" ("next_attempt_at", "recorded_at") where "published_at" is null`,
  `create index if not exists "${OUTBOX_TABLE}_published_index" on "${OUTBOX_TABLE}" ("published_at") where "published_at" is not null`,
  `create table if not exists "${PROCESSED_EVENTS_TABLE}" (
     "event_id" uuid not null,
     "subscriber" varchar(100) not null,
     "processed_at" timestamptz not null default now(),
     primary key ("event_id", "subscriber"))`,
  `create table if not exists "${REMOVED_USERS_TABLE}" (
     "user_id" uuid primary key,
     "removed_at" timestamptz not null default now())`,
];
