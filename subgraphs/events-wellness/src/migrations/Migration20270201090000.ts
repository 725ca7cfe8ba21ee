import { Migration } from '@mikro-orm/migrations';

/**
 * Recurring walks and guests (docs/product.md, Recurring walks; Guests). A series holds its RFC 5545 rule, the
 * community time zone it is expanded in and the template of its dates; each date is its own events row pointing to it
 * (`series_id`), so joining, capacity, waitlists, cancellation, reminders and calendars work per date; a date edited
 * or cancelled alone is the series' exception. `guest_limit` is how many guests one member may bring to the date;
 * a participant's or waitlisted member's `guests` come with her, and events.participants_count counts places taken
 * (members plus their guests).
 */
export class Migration20270201090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "event_series" ("id" uuid not null, "rule" text not null, "time_zone" text not null, "first_starts_at" timestamptz not null, "title" varchar(200) not null, "description" text not null, "duration_minutes" int not null, "location" varchar(300) null, "max_participants" int null, "guest_limit" int not null default 0, "created_by" uuid null, "created_at" timestamptz not null default now(), constraint "event_series_pkey" primary key ("id"));`);
    this.addSql(`alter table "events" add column "series_id" uuid null, add column "guest_limit" int not null default 0, add constraint "events_series_fkey" foreign key ("series_id") references "event_series" ("id") on delete set null, add constraint "events_guest_limit_check" check ("guest_limit" >= 0);`);
    this.addSql(`create index "events_series_index" on "events" ("series_id", "starts_at") where "series_id" is not null;`);
    this.addSql(`alter table "event_participants" add column "guests" int not null default 0, add constraint "event_participants_guests_check" check ("guests" >= 0);`);
    this.addSql(`alter table "event_waitlist" add column "guests" int not null default 0, add constraint "event_waitlist_guests_check" check ("guests" >= 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "events" e set "participants_count" = (select count(*) from "event_participants" p where p."event_id" = e."id");`);
    this.addSql(`alter table "event_waitlist" drop column "guests";`);
    this.addSql(`alter table "event_participants" drop column "guests";`);
    this.addSql(`drop index "events_series_index";`);
    this.addSql(`alter table "events" drop constraint "events_series_fkey", drop column "series_id", drop column "guest_limit";`);
    this.addSql(`drop table if exists "event_series" cascade;`);
  }
}
