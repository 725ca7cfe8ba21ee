import { Migration } from '@mikro-orm/migrations';

/**
 * A member's data export (docs/privacy.md): one row per member at a time. The archive itself is kept here, in the
 * accounts database (never under the public /media path), until it is downloaded once or its 7 days end; only a hash
 * of the download link's token is stored.
 */
export class Migration20270105090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "data_exports" (
      "user_id" uuid not null,
      "requested_by" uuid null,
      "status" text not null default 'pending' check ("status" in ('pending', 'ready', 'downloaded', 'failed')),
      "requested_at" timestamptz not null default clock_timestamp(),
      "ready_at" timestamptz null,
      "expires_at" timestamptz null,
      "downloaded_at" timestamptz null,
      "link_hash" varchar(64) null,
      "archive" bytea null,
      "size_bytes" int null,
      "problem" text null,
      constraint "data_exports_pkey" primary key ("user_id"),
      constraint "data_exports_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade,
      constraint "data_exports_link_hash_unique" unique ("link_hash"));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "data_exports";');
  }

}
