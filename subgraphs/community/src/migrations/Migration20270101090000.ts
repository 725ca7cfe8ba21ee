import { Migration } from '@mikro-orm/migrations';

/** `rate_limits`: counters of the kit's rate budget (challenge progress logs per member per hour). */
export class Migration20270101090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rate_limits" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, constraint "rate_limits_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
