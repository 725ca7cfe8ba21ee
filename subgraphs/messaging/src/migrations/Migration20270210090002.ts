import { Migration } from '@mikro-orm/migrations';

/** A notification kind for challenge updates: a member passed her on a challenge's leaderboard. */
export class Migration20270210090002 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled', 'event_changed', 'data_export_ready', 'challenge'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "notifications" where "kind" = 'challenge';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_kind_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled', 'event_changed', 'data_export_ready'));`);
  }

}
