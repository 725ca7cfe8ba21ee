import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications beyond the app (docs/architecture.md, "Notifications beyond the app"): each mail or push delivery waits
 * in `notification_deliveries` until the dispatcher claims it (after the commit, or when her quiet hours end); and per
 * recipient and sender, the newest message the last missed-messages mail counted.
 */
export class Migration20270210090001 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "notification_deliveries" (
      "id" uuid primary key default gen_random_uuid(),
      "user_id" uuid not null,
      "channel" text not null check ("channel" in ('mail', 'push')),
      "type" text not null,
      "actor_id" uuid null,
      "text" text not null,
      "link" text not null,
      "details" jsonb not null default '{}',
      "created_at" timestamptz not null default clock_timestamp(),
      "delivered_at" timestamptz null
    );`);
    this.addSql(`create index "notification_deliveries_pending_index" on "notification_deliveries" ("user_id", "created_at") where "delivered_at" is null;`);
    this.addSql(`create index "notification_deliveries_delivered_index" on "notification_deliveries" ("delivered_at") where "delivered_at" is not null;`);
    this.addSql(`create table "missed_message_mails" (
      "user_id" uuid not null,
      "sender_id" uuid not null,
      "mailed_through" timestamptz not null,
      primary key ("user_id", "sender_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "missed_message_mails";`);
    this.addSql(`drop table if exists "notification_deliveries";`);
  }

}
