import { Migration } from '@mikro-orm/migrations';

/** A notification kind for a walk she joined or waits for that moved or changed its place (events-wellness' event.changed). */
export class Migration20270201090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled', 'event_changed', 'data_export_ready'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "notifications" where "kind" = 'event_changed';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled', 'data_export_ready'));`);
  }

}
