import { Migration } from '@mikro-orm/migrations';

/**
 * The kit's domain-event tables (kit domain-events/tables.ts): the outbox of events recorded in the transaction of
 * the change, the ids of events already applied (idempotent consumers) and the users accounts has deleted
 * (removed_users exists since Migration20261121193113: "if not exists" keeps it and its rows, and down leaves it).
 */
export class Migration20261202120000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "domain_event_outbox" ("id" uuid not null, "name" varchar(100) not null, "payload" jsonb not null, "occurred_at" timestamptz not null default now(), "published_at" timestamptz null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "last_error" text null, constraint "domain_event_outbox_pkey" primary key ("id"));`);
    this.addSql(`create index if not exists "domain_event_outbox_pending_index" on "domain_event_outbox" ("next_attempt_at", "occurred_at") where "published_at" is null;`);
    this.addSql(`create index if not exists "domain_event_outbox_published_index" on "domain_event_outbox" ("published_at") where "published_at" is not null;`);

    this.addSql(`create table if not exists "processed_domain_events" ("event_id" uuid not null, "subscriber" varchar(100) not null, "processed_at" timestamptz not null default now(), constraint "processed_domain_events_pkey" primary key ("event_id", "subscriber"));`);
    this.addSql(`create index if not exists "processed_domain_events_processed_at_index" on "processed_domain_events" ("processed_at");`);

    this.addSql(`create table if not exists "removed_users" ("user_id" uuid not null, "removed_at" timestamptz not null default now(), constraint "removed_users_pkey" primary key ("user_id"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "processed_domain_events" cascade;`);
    this.addSql(`drop table if exists "domain_event_outbox" cascade;`);
  }

}
