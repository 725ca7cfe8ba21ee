import { Migration } from '@mikro-orm/migrations';

/**
 * Personal access tokens (issue 13): named, scoped, optionally expiring tokens a member makes for scripts and
 * integrations. Only the SHA-256 of the secret is kept. A name is unique among a member's active (not revoked)
 * tokens, whatever its case. Raw SQL in modules/access-tokens (not an entity).
 */
export class Migration20261228090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "personal_access_tokens" ("id" uuid not null, "user_id" uuid not null, "name" varchar(100) not null, "scopes" text[] not null, "prefix" varchar(16) not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default clock_timestamp(), "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "personal_access_tokens_pkey" primary key ("id"), constraint "personal_access_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade, constraint "personal_access_tokens_scopes_check" check (cardinality("scopes") > 0 and "scopes" <@ array['read', 'write', 'admin']::text[]));`);
    this.addSql(`create unique index if not exists "personal_access_tokens_token_hash_unique" on "personal_access_tokens" ("token_hash");`);
    this.addSql(`create unique index if not exists "personal_access_tokens_active_name_unique" on "personal_access_tokens" ("user_id", lower("name")) where "revoked_at" is null;`);
    this.addSql(`create index if not exists "personal_access_tokens_user_id_index" on "personal_access_tokens" ("user_id", "created_at");`);
    this.addSql(`create index if not exists "personal_access_tokens_revoked_at_index" on "personal_access_tokens" ("revoked_at") where "revoked_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "personal_access_tokens" cascade;`);
  }

}
