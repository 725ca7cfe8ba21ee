import { Migration } from '@mikro-orm/migrations';

/** A notification kind for a member's data export being ready (docs/privacy.md). */
export class Migration20270105090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled', 'data_export_ready'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "notifications" where "kind" = 'data_export_ready';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled'));`);
  }

}
