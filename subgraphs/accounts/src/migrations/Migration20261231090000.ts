import { Migration } from '@mikro-orm/migrations';

/**
 * Rotating a webhook signing secret without downtime: the old secret keeps signing beside the new one (a second
 * `v1` in MomStride-Signature) until `previous_secret_expires_at`, 24 hours by default, so a receiver can switch over.
 */
export class Migration20261231090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_endpoints" add column if not exists "previous_secret" varchar(100) null, add column if not exists "previous_secret_expires_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_endpoints" drop column if exists "previous_secret", drop column if exists "previous_secret_expires_at";`);
  }

}
