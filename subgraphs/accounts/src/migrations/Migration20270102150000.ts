import { Migration } from '@mikro-orm/migrations';

/**
 * The member directory and the admin list page newest first with the id as tiebreaker (`created_at desc, id desc`,
 * a unique order, so offset pages neither repeat nor skip a member): one index serves the whole order.
 */
export class Migration20270102150000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index if not exists "users_created_at_id_index" on "users" ("created_at", "id");`);
    this.addSql(`drop index if exists "users_created_at_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index if not exists "users_created_at_index" on "users" ("created_at");`);
    this.addSql(`drop index if exists "users_created_at_id_index";`);
  }

}
