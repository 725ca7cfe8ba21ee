import { Migration } from '@mikro-orm/migrations';

/**
 * Suspension (docs/security.md, "Suspension"): an admin resolving a report can suspend a member; `suspended_at` marks
 * her until an admin lifts it. A suspended member cannot sign in or refresh a session.
 */
export class Migration20270301090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "suspended_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "suspended_at";`);
  }
}
