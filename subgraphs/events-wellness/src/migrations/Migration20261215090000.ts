import { Migration } from '@mikro-orm/migrations';

/**
 * Events with their participants, waitlists and in-app notices, and members' wellness goals.
 * events.participants_count and events.waitlist_count live next to the rows they count and change only in the
 * transaction that holds the event's row lock (select … for update), so they stay exact under concurrency.
 */
export class Migration20261215090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "events" ("id" uuid not null, "title" varchar(200) not null, "description" text not null, "starts_at" timestamptz not null, "duration_minutes" int not null, "ends_at" timestamptz not null, "location" varchar(300) null, "max_participants" int null, "participants_count" int not null default 0, "waitlist_count" int not null default 0, "created_by" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "cancelled_at" timestamptz null, constraint "events_pkey" primary key ("id"), constraint "events_duration_check" check ("duration_minutes" >= 1), constraint "events_max_participants_check" check ("max_participants" is null or "max_participants" >= 1), constraint "events_counts_check" check ("participants_count" >= 0 and "waitlist_count" >= 0), constraint "events_not_overbooked_check" check ("max_participants" is null or "participants_count" <= "max_participants"));`);
    // Upcoming and active events (not cancelled), soonest first; past and cancelled ones, latest first.
    this.addSql(`create index "events_current_index" on "events" ("starts_at", "id") where "cancelled_at" is null;`);
    this.addSql(`create index "events_ends_at_index" on "events" ("ends_at", "starts_at") where "cancelled_at" is null;`);
    this.addSql(`create index "events_cancelled_index" on "events" ("starts_at" desc, "id") where "cancelled_at" is not null;`);
    this.addSql(`create index "events_starts_at_desc_index" on "events" ("starts_at" desc, "id");`);

    this.addSql(`create table "event_participants" ("event_id" uuid not null, "user_id" uuid not null, "joined_at" timestamptz not null default now(), "promoted_from_waitlist_at" timestamptz null, constraint "event_participants_pkey" primary key ("event_id", "user_id"), constraint "event_participants_event_fkey" foreign key ("event_id") references "events" ("id") on delete cascade);`);
    this.addSql(`create index "event_participants_user_index" on "event_participants" ("user_id", "event_id");`);

    this.addSql(`create table "event_waitlist" ("event_id" uuid not null, "user_id" uuid not null, "seq" bigint generated always as identity, "joined_at" timestamptz not null default now(), constraint "event_waitlist_pkey" primary key ("event_id", "user_id"), constraint "event_waitlist_event_fkey" foreign key ("event_id") references "events" ("id") on delete cascade);`);
    this.addSql(`create index "event_waitlist_line_index" on "event_waitlist" ("event_id", "seq");`);
    this.addSql(`create index "event_waitlist_user_index" on "event_waitlist" ("user_id");`);

    this.addSql(`create table "event_notices" ("id" uuid not null, "user_id" uuid not null, "event_id" uuid not null, "kind" text check ("kind" in ('waitlist_promoted', 'event_cancelled')) not null, "created_at" timestamptz not null default now(), "read_at" timestamptz null, constraint "event_notices_pkey" primary key ("id"), constraint "event_notices_event_fkey" foreign key ("event_id") references "events" ("id") on delete cascade);`);
    this.addSql(`create index "event_notices_user_index" on "event_notices" ("user_id", "created_at" desc, "id" desc);`);

    this.addSql(`create table "wellness_goals" ("id" uuid not null, "user_id" uuid not null, "goal_type" text check ("goal_type" in ('steps', 'distance', 'events', 'weight', 'meditation')) not null, "target_value" double precision not null, "current_value" double precision not null default 0, "target_date" date not null, "completed" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "wellness_goals_pkey" primary key ("id"), constraint "wellness_goals_target_check" check ("target_value" > 0), constraint "wellness_goals_current_check" check ("current_value" >= 0));`);
    this.addSql(`create index "wellness_goals_user_index" on "wellness_goals" ("user_id", "created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "wellness_goals" cascade;`);
    this.addSql(`drop table if exists "event_notices" cascade;`);
    this.addSql(`drop table if exists "event_waitlist" cascade;`);
    this.addSql(`drop table if exists "event_participants" cascade;`);
    this.addSql(`drop table if exists "events" cascade;`);
  }

}
