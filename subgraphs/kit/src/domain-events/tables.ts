/**
 * The tables every subgraph keeps in its own database for domain events. Each subgraph's committed migrations create
 * them (a new subgraph copies community's Migration20261202120000 into its first migration); the ORM's schema diff
 * leaves them alone, and a test checks every subgraph's database has them:
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
  [OUTBOX_TABLE]: ['id', 'name', 'payload', 'occurred_at', 'published_at', 'attempts', 'next_attempt_at', 'last_error'],
  [PROCESSED_EVENTS_TABLE]: ['event_id', 'subscriber', 'processed_at'],
  [REMOVED_USERS_TABLE]: ['user_id', 'removed_at'],
};

/** NOTIFY channel the relay listens on; recordDomainEvent notifies it (delivered when the transaction commits). */
export const OUTBOX_CHANNEL = 'domain_event_outbox';
