import { Migration } from '@mikro-orm/migrations';

/**
 * Notification preferences (docs/product.md, "Notification preferences"): a row per member who saved hers — the switches
 * she set per type and channel (`{"follow": {"mail": true}}`; the rest keep their defaults), quiet hours in her time zone,
 * the day of her weekly digest.
 */
export class Migration20270210090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "notification_preferences" (
      "user_id" uuid primary key,
      "channels" jsonb not null default '{}',
      "quiet_start" text null,
      "quiet_end" text null,
      "time_zone" text null,
      "digest_day" text not null default 'monday' check ("digest_day" in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'never')),
      "updated_at" timestamptz not null default clock_timestamp()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_preferences";`);
  }

}
