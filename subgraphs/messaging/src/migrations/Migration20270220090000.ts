import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push: one row per device subscription (its endpoint is unique; registering it again moves it to the member who
 * registered it last), and the `reminder` notification kind (a walk she joined starts in 24 hours or 1 hour).
 */
export class Migration20270220090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "push_subscriptions" ("id" uuid not null, "user_id" uuid not null, "endpoint" text not null, "p256dh" text not null, "auth" text not null, "device" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "push_subscriptions_pkey" primary key ("id"), constraint "push_subscriptions_endpoint_check" check (char_length("endpoint") <= 2048), constraint "push_subscriptions_device_check" check (char_length("device") <= 200));`);
    this.addSql(`create unique index "push_subscriptions_endpoint_unique" on "push_subscriptions" ("endpoint");`);
    this.addSql(`create index "push_subscriptions_user_index" on "push_subscriptions" ("user_id", "created_at");`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled', 'event_changed', 'data_export_ready', 'challenge', 'reminder'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "notifications" where "kind" = 'reminder';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled', 'event_changed', 'data_export_ready', 'challenge'));`);
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
  }

}
