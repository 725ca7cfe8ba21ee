import { Migration } from '@mikro-orm/migrations';

/**
 * Login throttling beyond rate-limiter-flexible's counters (raw SQL in modules/auth/throttle.ts, not entities):
 * each account's failed sign-ins and the progressive delay they impose, and the client addresses (IPv4, or an IPv6
 * /64) each account signed in from, whose right password gets through that delay.
 */
export class Migration20261210160000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "login_account_failures" ("account_key" varchar(255) not null, "failures" int not null, "blocked_until" timestamptz null, "last_attempt_at" timestamptz not null, constraint "login_account_failures_pkey" primary key ("account_key"));`);
    this.addSql(`create index if not exists "login_account_failures_last_attempt_at_index" on "login_account_failures" ("last_attempt_at");`);
    this.addSql(`create table if not exists "login_known_addresses" ("account_key" varchar(255) not null, "address_key" varchar(100) not null, "last_success_at" timestamptz not null, constraint "login_known_addresses_pkey" primary key ("account_key", "address_key"));`);
    this.addSql(`create index if not exists "login_known_addresses_last_success_at_index" on "login_known_addresses" ("last_success_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_known_addresses" cascade;`);
    this.addSql(`drop table if exists "login_account_failures" cascade;`);
  }

}
