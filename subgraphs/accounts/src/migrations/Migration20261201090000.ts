import { Migration } from '@mikro-orm/migrations';

/** Follow graph, session revocations, and the directory's search indexes (pg_trgm) and category index. */
export class Migration20261201090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "follows" ("follower_id" uuid not null, "followee_id" uuid not null, "created_at" timestamptz not null default now(), constraint "follows_pkey" primary key ("follower_id", "followee_id"), constraint "follows_not_self" check ("follower_id" <> "followee_id"));`);
    this.addSql(`create index "follows_followee_id_created_at_index" on "follows" ("followee_id", "created_at");`);
    this.addSql(`alter table "follows" add constraint "follows_follower_id_foreign" foreign key ("follower_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "follows" add constraint "follows_followee_id_foreign" foreign key ("followee_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "session_revocations" ("id" uuid not null, "user_id" uuid not null, "revoked_at" timestamptz not null default clock_timestamp(), constraint "session_revocations_pkey" primary key ("id"));`);
    this.addSql(`create index "session_revocations_user_id_index" on "session_revocations" ("user_id");`);
    this.addSql(`create index "session_revocations_revoked_at_index" on "session_revocations" ("revoked_at");`);

    // Directory: category filter (btree) and case-insensitive substring search (ILIKE) over the full
    // name, business name and business description (trigram GIN indexes; the expressions must stay
    // exactly as written in directory.service.ts).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "users_business_category_index" on "users" ("business_category");`);
    this.addSql(`create index "users_full_name_trgm_index" on "users" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`);
    this.addSql(`create index "users_business_name_trgm_index" on "users" using gin ("business_name" gin_trgm_ops);`);
    this.addSql(`create index "users_business_description_trgm_index" on "users" using gin ("business_description" gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "users_business_description_trgm_index";`);
    this.addSql(`drop index if exists "users_business_name_trgm_index";`);
    this.addSql(`drop index if exists "users_full_name_trgm_index";`);
    this.addSql(`drop index if exists "users_business_category_index";`);
    this.addSql(`drop table if exists "session_revocations" cascade;`);
    this.addSql(`drop table if exists "follows" cascade;`);
  }

}
