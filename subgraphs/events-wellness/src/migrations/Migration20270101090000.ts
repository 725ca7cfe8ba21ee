import { Migration } from '@mikro-orm/migrations';

/**
 * Calendar feed tokens are no longer stored: each is derived from CALENDAR_FEED_KEY, the member's id and the feed's
 * `version` (modules/calendar/feed-token.ts), so a database or backup reader gets no usable link. The stored tokens go
 * with this migration: links made before it stop working (404), and each member gets a new one from "show my link".
 */
export class Migration20270101090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "calendar_feeds" add column "version" int not null default 1;`);
    this.addSql(`alter table "calendar_feeds" drop constraint "calendar_feeds_token_unique";`);
    this.addSql(`alter table "calendar_feeds" drop column "token";`);
  }

  override async down(): Promise<void> {
    // A stored token cannot be brought back (it was never kept); the feeds start with new random ones.
    this.addSql(`alter table "calendar_feeds" add column "token" varchar(64) null;`);
    this.addSql(`update "calendar_feeds" set "token" = left(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 43);`);
    this.addSql(`alter table "calendar_feeds" alter column "token" set not null, add constraint "calendar_feeds_token_unique" unique ("token"), drop column "version";`);
  }
}
