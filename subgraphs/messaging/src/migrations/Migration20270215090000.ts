import { Migration } from '@mikro-orm/migrations';

/** The weekly digests requested: one row per member and ISO week (its Monday, in her time zone), so each goes once. */
export class Migration20270215090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "digest_sends" ("user_id" uuid not null, "week_start" date not null, "requested_at" timestamptz not null default now(), constraint "digest_sends_pkey" primary key ("user_id", "week_start"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "digest_sends";`);
  }

}
