import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (modules/webhooks, raw SQL: not entities): the endpoints admins register, each delivery of an event to an
 * endpoint (one per domain event and endpoint: a domain event delivered twice makes no second webhook) and every
 * attempt of a delivery.
 */
export class Migration20261224100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "webhook_endpoints" ("id" uuid not null, "url" varchar(2048) not null, "description" varchar(500) not null default '', "events" text[] not null, "enabled" boolean not null default true, "secret" varchar(100) not null, "created_by" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "webhook_endpoints_pkey" primary key ("id"));`);
    this.addSql(`create index if not exists "webhook_endpoints_created_at_index" on "webhook_endpoints" ("created_at");`);
    this.addSql(`create table if not exists "webhook_deliveries" ("id" uuid not null, "endpoint_id" uuid not null, "event" varchar(50) not null, "domain_event_id" uuid null, "payload" text not null, "status" varchar(20) not null default 'pending', "attempt_count" int not null default 0, "next_attempt_at" timestamptz null, "response_status" int null, "error" varchar(500) null, "duration_ms" int null, "created_at" timestamptz not null default clock_timestamp(), "updated_at" timestamptz not null default clock_timestamp(), constraint "webhook_deliveries_pkey" primary key ("id"), constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on delete cascade);`);
    this.addSql(`create unique index if not exists "webhook_deliveries_endpoint_id_domain_event_id_unique" on "webhook_deliveries" ("endpoint_id", "domain_event_id") where "domain_event_id" is not null;`);
    this.addSql(`create index if not exists "webhook_deliveries_endpoint_id_created_at_index" on "webhook_deliveries" ("endpoint_id", "created_at");`);
    this.addSql(`create index if not exists "webhook_deliveries_created_at_index" on "webhook_deliveries" ("created_at");`);
    this.addSql(`create table if not exists "webhook_attempts" ("delivery_id" uuid not null, "number" int not null, "at" timestamptz not null, "response_status" int null, "error" varchar(500) null, "duration_ms" int not null, "response_snippet" text null, constraint "webhook_attempts_pkey" primary key ("delivery_id", "number"), constraint "webhook_attempts_delivery_id_foreign" foreign key ("delivery_id") references "webhook_deliveries" ("id") on delete cascade);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_attempts" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
  }

}
