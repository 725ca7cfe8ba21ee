import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation (docs/product.md, "Reporting and moderation"): an admin can hide a reported post or story. `hidden_at`
 * marks it; every read path leaves hidden ones out (admins see them only in the moderation queue).
 */
export class Migration20270301090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "posts" add column "hidden_at" timestamptz null;`);
    this.addSql(`alter table "success_stories" add column "hidden_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "success_stories" drop column "hidden_at";`);
    this.addSql(`alter table "posts" drop column "hidden_at";`);
  }
}
