import { Migration } from '@mikro-orm/migrations';

/**
 * The shop's rate budgets (modules/checkout/shop-limits.ts): rate-limiter-flexible's counters, one row per key
 * (`cart_add_address:<address>`, `checkout_address:<address>`, `checkout_email:<sha256 of the mailbox>`). Not an entity.
 */
export class Migration20270105090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rate_limits" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, constraint "rate_limits_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
  }
}
