import { Migration } from '@mikro-orm/migrations';

/**
 * Walk reminders: each member's choice (24 hours before, 1 hour before; both on when she never chose), the reminders
 * sent (one row per event, member and lead — the unique key that makes each reminder go once, whichever process sends
 * it), and a NOTIFY on `event_reminders` whenever what is due may have changed (a join, a leave, a walk created, moved
 * or cancelled, a changed choice), which re-arms the schedulers' timers.
 */
export class Migration20270220090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "reminder_settings" ("user_id" uuid not null, "day_before" boolean not null default true, "hour_before" boolean not null default true, "updated_at" timestamptz not null default now(), constraint "reminder_settings_pkey" primary key ("user_id"));`);
    this.addSql(`create table "event_reminders_sent" ("event_id" uuid not null, "user_id" uuid not null, "lead_minutes" int not null, "sent_at" timestamptz not null default now(), constraint "event_reminders_sent_pkey" primary key ("event_id", "user_id", "lead_minutes"), constraint "event_reminders_sent_event_fkey" foreign key ("event_id") references "events" ("id") on delete cascade);`);
    this.addSql(`create index "events_reminder_starts_index" on "events" ("starts_at") where "cancelled_at" is null;`);
    this.addSql(`create function notify_event_reminders() returns trigger language plpgsql as $$
begin
  perform pg_notify('event_reminders', '');
  return null;
end $$;`);
    this.addSql(`create trigger "event_participants_reminders" after insert or delete on "event_participants" for each statement execute function notify_event_reminders();`);
    this.addSql(`create trigger "events_reminders" after insert or update of "starts_at", "cancelled_at" on "events" for each statement execute function notify_event_reminders();`);
    this.addSql(`create trigger "reminder_settings_reminders" after insert or update on "reminder_settings" for each statement execute function notify_event_reminders();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "reminder_settings_reminders" on "reminder_settings";`);
    this.addSql(`drop trigger if exists "events_reminders" on "events";`);
    this.addSql(`drop trigger if exists "event_participants_reminders" on "event_participants";`);
    this.addSql(`drop function if exists notify_event_reminders();`);
    this.addSql(`drop index if exists "events_reminder_starts_index";`);
    this.addSql(`drop table if exists "event_reminders_sent" cascade;`);
    this.addSql(`drop table if exists "reminder_settings" cascade;`);
  }

}
