/**
 * The tables every subgraph keeps in its own database for domain events. The kit's own first migration creates them
 * (kit-migrations.ts, before the subgraph's migrations); the ORM's schema diff leaves them alone, and a test checks
 * every subgraph's database has them:
 * - the outbox: events recorded in the transaction of the change that caused them, until the relay publishes them;
 * - processed events: the ids of events this subgraph has already applied (idempotent consumers);
 * - removed users: users accounts has deleted, so a late event cannot bring one back.
 */
export const OUTBOX_TABLE = 'domain_event_outbox';
export const PROCESSED_EVENTS_TABLE = 'processed_domain_events';
export const REMOVED_USERS_TABLE = 'removed_users';
export const DOMAIN_EVENT_TABLES = [OUTBOX_TABLE, PROCESSED_EVENTS_TABLE, REMOVED_USERS_TABLE] as const;

/** The columns the kit reads and writes, per table (what a subgraph's migration must provide). */
export const DOMAIN_EVENT_COLUMNS: Readonly<Record<(typeof DOMAIN_EVENT_TABLES)[number], readonly string[]>> = {
  [OUTBOX_TABLE]: ['id', 'name', 'payload', 'occurred_at', 'published_at', 'attempts', 'next_attempt_at', 'last_error', 'traceparent'],
  [PROCESSED_EVENTS_TABLE]: ['event_id', 'subscriber', 'processed_at'],
  [REMOVED_USERS_TABLE]: ['user_id', 'removed_at'],
};

/**
 * Their DDL, idempotent: databases made before the kit migrated its own tables have them from the subgraph's first
 * migration, with this very shape.
 */
export const DOMAIN_EVENT_TABLES_SQL: readonly string[] = [
  `create table if not exists "domain_event_outbox" ("id" uuid not null, "name" varchar(100) not null, "payload" jsonb not null, "occurred_at" timestamptz not null default now(), "published_at" timestamptz null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null, constraint "domain_event_outbox_pkey" primary key ("id"));`,
  `create index if not exists "domain_event_outbox_pending_index" on "domain_event_outbox" ("next_attempt_at", "occurred_at") where "published_at" is null;`,
  `create index if not exists "domain_event_outbox_published_index" on "domain_event_outbox" ("published_at") where "published_at" is not null;`,
  `create table if not exists "processed_domain_events" ("event_id" uuid not null, "subscriber" varchar(100) not null, "processed_at" timestamptz not null default now(), constraint "processed_domain_events_pkey" primary key ("event_id", "subscriber"));`,
  `create index if not exists "processed_domain_events_processed_at_index" on "processed_domain_events" ("processed_at");`,
  `create table if not exists "removed_users" ("user_id" uuid not null, "removed_at" timestamptz not null default now(), constraint "removed_users_pkey" primary key ("user_id"));`,
];

/**
 * The W3C `traceparent` of the span that recorded an event (null outside one, or when tracing is off): its delivery's
 * span links back to it (docs/operations.md, "Tracing").
 */
export const OUTBOX_TRACEPARENT_SQL = `alter table "domain_event_outbox" add column if not exists "traceparent" varchar(55) null;`;

/** NOTIFY channel the relay listens on; recordDomainEvent notifies it (delivered when the transaction commits). */
export const OUTBOX_CHANNEL = 'domain_event_outbox';
