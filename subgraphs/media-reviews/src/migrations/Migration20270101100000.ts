import { Migration } from '@mikro-orm/migrations';

/**
 * `member_blocks`: media-reviews' copy of the blocks between members (messaging owns them and tells of each by
 * `member.blocked` / `member.unblocked`): the latest state per pair and direction, with the time of the event that set
 * it (an older event never overwrites a newer one). A block stops member reviews between the two, both ways.
 */
export class Migration20270101100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "member_blocks" ("blocker_id" uuid not null, "blocked_id" uuid not null, "blocked" boolean not null, "changed_at" timestamptz not null, constraint "member_blocks_pkey" primary key ("blocker_id", "blocked_id"));`,
    );
    this.addSql(`create index "member_blocks_blocked_index" on "member_blocks" ("blocked_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_blocks";`);
  }
}
