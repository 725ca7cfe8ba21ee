import { Migration } from '@mikro-orm/migrations';

export class Migration20261121193113 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "badge_awards" ("id" uuid not null, "user_id" uuid not null, "kind" text check ("kind" in ('welcome', 'first_post', 'first_follow', 'connector', 'storyteller')) not null, "awarded_at" timestamptz not null default now(), constraint "badge_awards_pkey" primary key ("id"));`);
    this.addSql(`create index "badge_awards_user_awarded_index" on "badge_awards" ("user_id", "awarded_at" desc);`);
    this.addSql(`alter table "badge_awards" add constraint "badge_awards_user_id_kind_unique" unique ("user_id", "kind");`);

    this.addSql(`create table "endorsements" ("id" uuid not null, "endorser_id" uuid not null, "endorsee_id" uuid not null, "skill" varchar(50) not null, "created_at" timestamptz not null default now(), constraint "endorsements_pkey" primary key ("id"), constraint endorsements_not_self_check check (endorser_id <> endorsee_id));`);
    this.addSql(`create index "endorsements_endorser_id_index" on "endorsements" ("endorser_id");`);
    this.addSql(`create index "endorsements_endorsee_created_index" on "endorsements" ("endorsee_id", "created_at" desc);`);
    this.addSql(`create unique index "endorsements_unique_skill_index" on "endorsements" ("endorser_id", "endorsee_id", lower("skill"));`);

    this.addSql(`create table "followed_members" ("follower_id" uuid not null, "followee_id" uuid not null, "first_followed_at" timestamptz not null default now(), constraint "followed_members_pkey" primary key ("follower_id", "followee_id"));`);
    this.addSql(`create index "followed_members_followee_id_index" on "followed_members" ("followee_id");`);

    // The kit's migrations made the members copy ("user_id", "joined_at"); community adds its own columns.
    this.addSql(`alter table "members" add column "is_featured" boolean not null default false;`);
    this.addSql(`create index "members_joined_at_index" on "members" ("joined_at" desc, "user_id");`);

    this.addSql(`create table "posts" ("id" uuid not null, "author_id" uuid not null, "content" text not null, "likes_count" int not null default 0, "comments_count" int not null default 0, "created_at" timestamptz not null default now(), constraint "posts_pkey" primary key ("id"), constraint posts_content_length_check check (char_length(content) >= 1 and char_length(content) <= 2000));`);
    this.addSql(`create index "posts_author_feed_index" on "posts" ("author_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "posts_feed_index" on "posts" ("created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "posts" cascade;`);
    this.addSql(`alter table "members" drop column if exists "is_featured";`);
    this.addSql(`drop table if exists "followed_members" cascade;`);
    this.addSql(`drop table if exists "endorsements" cascade;`);
    this.addSql(`drop table if exists "badge_awards" cascade;`);
  }

}
