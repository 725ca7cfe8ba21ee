import { Migration } from '@mikro-orm/migrations';

export class Migration20261121191509 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "users" ("id" uuid not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) not null, "password_hash" text not null, "role" text check ("role" in ('admin', 'member')) not null default 'member', "bio" text null, "business_name" varchar(200) null, "business_category" text check ("business_category" in ('fitness_wellness', 'consulting', 'creative_services', 'retail_ecommerce', 'food_nutrition', 'education_coaching', 'tech_digital', 'beauty_lifestyle', 'other')) null, "business_description" text null, "website_url" varchar(500) null, "instagram_handle" varchar(100) null, "facebook_url" varchar(500) null, "linkedin_url" varchar(500) null, "location_city" varchar(100) null, "location_state" varchar(100) null, "years_in_business" int null, "experience_level" varchar(100) null, "looking_for" text null, "offering" text null, "interests" text[] not null default '{}', "profile_picture" varchar(1000) null, "followers_count" int not null default 0, "following_count" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "is_organization_owner" boolean not null default false, "has_pending_admin_request" boolean not null default false, constraint "users_pkey" primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);

    this.addSql(`create table "refresh_tokens" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "family" uuid not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, constraint "refresh_tokens_pkey" primary key ("id"));`);
    this.addSql(`create index "refresh_tokens_user_id_index" on "refresh_tokens" ("user_id");`);
    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "refresh_tokens_family_index" on "refresh_tokens" ("family");`);

    this.addSql(`create table "password_reset_tokens" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "password_reset_tokens_pkey" primary key ("id"));`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    // Counters of rate-limiter-flexible (login throttling, reset mails); not an entity (see skipTables).
    this.addSql(`create table "login_rate_limits" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, constraint "login_rate_limits_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_rate_limits" cascade;`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
  }

}
