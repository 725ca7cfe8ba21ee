import { Migration } from '@mikro-orm/migrations';

/** The "following" list pages along (follower_id, created_at), like "followers" along (followee_id, created_at). */
export class Migration20261207140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index if not exists "follows_follower_id_created_at_index" on "follows" ("follower_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "follows_follower_id_created_at_index";`);
  }

}
