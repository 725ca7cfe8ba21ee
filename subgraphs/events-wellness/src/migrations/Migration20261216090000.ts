import { Migration } from '@mikro-orm/migrations';

/**
 * Members' private calendar subscriptions (modules/calendar): one per member, a secret random token (unique) in the
 * URL her calendar app fetches without signing in. Resetting replaces the token in place.
 */
export class Migration20261216090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "calendar_feeds" ("user_id" uuid not null, "token" varchar(64) not null, "created_at" timestamptz not null default now(), constraint "calendar_feeds_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_token_unique" unique ("token");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "calendar_feeds" cascade;`);
  }

}
