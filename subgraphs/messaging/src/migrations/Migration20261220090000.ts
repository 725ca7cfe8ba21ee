import { Migration } from '@mikro-orm/migrations';

/**
 * Messages between members, each member's conversations (one row per member and partner, kept in the transaction of
 * every message: last message and the member's unread count), blocks, message reports and the sending limit's
 * counters (the kit's migrations make its domain-event tables and the members copy first).
 */
export class Migration20261220090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "messages" ("id" uuid not null, "sender_id" uuid not null, "recipient_id" uuid not null, "content" text not null, "created_at" timestamptz not null default clock_timestamp(), "read_at" timestamptz null, constraint "messages_pkey" primary key ("id"), constraint "messages_content_check" check (char_length("content") between 1 and 5000), constraint "messages_not_to_self_check" check ("sender_id" <> "recipient_id"));`);
    // A pair's thread, newest first (either direction): the pair as (least, greatest) of the two ids.
    this.addSql(`create index "messages_pair_index" on "messages" (least("sender_id", "recipient_id"), greatest("sender_id", "recipient_id"), "created_at" desc, "id" desc);`);
    // What a member has not read yet, per sender (marking a thread read).
    this.addSql(`create index "messages_unread_index" on "messages" ("recipient_id", "sender_id") where "read_at" is null;`);
    // A deleted member's messages, either way.
    this.addSql(`create index "messages_sender_index" on "messages" ("sender_id");`);
    this.addSql(`create index "messages_recipient_index" on "messages" ("recipient_id");`);

    this.addSql(`create table "conversations" ("user_id" uuid not null, "partner_id" uuid not null, "last_message_id" uuid not null, "last_message_at" timestamptz not null, "unread_count" int not null default 0, constraint "conversations_pkey" primary key ("user_id", "partner_id"), constraint "conversations_last_message_fkey" foreign key ("last_message_id") references "messages" ("id") on delete cascade, constraint "conversations_unread_count_check" check ("unread_count" >= 0));`);
    // A member's conversations, most recent first.
    this.addSql(`create index "conversations_recent_index" on "conversations" ("user_id", "last_message_at" desc, "partner_id" desc);`);
    this.addSql(`create index "conversations_partner_index" on "conversations" ("partner_id");`);
    this.addSql(`create index "conversations_last_message_index" on "conversations" ("last_message_id");`);

    this.addSql(`create table "message_blocks" ("blocker_id" uuid not null, "blocked_id" uuid not null, "created_at" timestamptz not null default now(), constraint "message_blocks_pkey" primary key ("blocker_id", "blocked_id"), constraint "message_blocks_not_self_check" check ("blocker_id" <> "blocked_id"));`);
    this.addSql(`create index "message_blocks_blocked_index" on "message_blocks" ("blocked_id");`);

    this.addSql(`create table "message_reports" ("id" uuid not null, "message_id" uuid not null, "reporter_id" uuid not null, "sender_id" uuid not null, "reason" text check ("reason" in ('spam', 'harassment', 'inappropriate', 'scam', 'other')) not null, "details" text null, "created_at" timestamptz not null default now(), "resolved_at" timestamptz null, "resolved_by" uuid null, "resolution_note" text null, constraint "message_reports_pkey" primary key ("id"), constraint "message_reports_message_fkey" foreign key ("message_id") references "messages" ("id") on delete cascade, constraint "message_reports_details_check" check (char_length("details") <= 1000), constraint "message_reports_note_check" check (char_length("resolution_note") <= 1000));`);
    // One open report per reporter and message.
    this.addSql(`create unique index "message_reports_open_unique" on "message_reports" ("message_id", "reporter_id") where "resolved_at" is null;`);
    // The admins' lists: open ones, resolved ones, newest first.
    this.addSql(`create index "message_reports_open_index" on "message_reports" ("created_at" desc, "id" desc) where "resolved_at" is null;`);
    this.addSql(`create index "message_reports_resolved_index" on "message_reports" ("resolved_at" desc, "id" desc) where "resolved_at" is not null;`);
    this.addSql(`create index "message_reports_message_index" on "message_reports" ("message_id");`);
    this.addSql(`create index "message_reports_reporter_index" on "message_reports" ("reporter_id");`);

    // Counters of rate-limiter-flexible (the kit's createRateBudget: the sending limit); not an entity.
    this.addSql(`create table "rate_limits" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, constraint "rate_limits_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`drop table if exists "message_reports" cascade;`);
    this.addSql(`drop table if exists "message_blocks" cascade;`);
    this.addSql(`drop table if exists "conversations" cascade;`);
    this.addSql(`drop table if exists "messages" cascade;`);
  }

}
