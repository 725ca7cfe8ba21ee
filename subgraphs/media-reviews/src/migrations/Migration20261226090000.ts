import { Migration } from '@mikro-orm/migrations';

/**
 * media-reviews' first tables.
 *
 * - (The kit's migrations make its domain-event tables and the copies of members and events first.)
 * - `reviews`: one per member and target (a second review of the same target updates hers), with `review_helpful`
 *   marks; `helpful_count` moves by one in the transaction of each mark.
 * - `photo_categories`: the gallery's categories, inserted here (community among them).
 */
export class Migration20261226090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "reviews" ("id" uuid not null, "reviewer_id" uuid not null, "review_type" text check ("review_type" in ('community', 'event', 'member')) not null, "target_id" text not null, "rating" smallint not null, "title" text not null, "content" text not null, "helpful_count" int not null default 0, "is_featured" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "reviews_pkey" primary key ("id"), constraint "reviews_rating_check" check (rating between 1 and 5), constraint "reviews_title_check" check (char_length(title) between 1 and 120), constraint "reviews_content_check" check (char_length(content) between 1 and 5000), constraint "reviews_helpful_check" check (helpful_count >= 0), constraint "reviews_community_target_check" check (review_type <> 'community' or target_id = 'community'));`);
    this.addSql(`create unique index "reviews_one_per_target" on "reviews" ("reviewer_id", "review_type", "target_id");`);
    this.addSql(`create index "reviews_newest_index" on "reviews" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "reviews_type_newest_index" on "reviews" ("review_type", "created_at" desc, "id" desc);`);
    this.addSql(`create index "reviews_target_index" on "reviews" ("review_type", "target_id");`);

    this.addSql(`create table "review_helpful" ("review_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), constraint "review_helpful_pkey" primary key ("review_id", "user_id"), constraint "review_helpful_review_fkey" foreign key ("review_id") references "reviews" ("id") on delete cascade);`);
    this.addSql(`create index "review_helpful_user_index" on "review_helpful" ("user_id");`);

    this.addSql(`create table "photo_categories" ("id" text not null, "name" text not null, "icon" text not null, "description" text not null, "position" int not null default 0, constraint "photo_categories_pkey" primary key ("id"));`);
    // The gallery's categories are product data, there with or without the demo (community: an upload's default).
    this.addSql(`insert into "photo_categories" ("id", "name", "icon", "description", "position") values
      ('community', 'Community', '💜', 'Moments from our community: meetups, celebrations and everyday wins.', 0),
      ('walks', 'Walks & Events', '👟', 'Group walks, hikes and the events we gather for.', 1),
      ('wellness', 'Wellness', '🌿', 'Self-care, movement and the small rituals that keep us going.', 2),
      ('business', 'Business', '💼', 'Storefronts, workspaces, launches and behind the scenes.', 3),
      ('family', 'Family', '🏡', 'The little ones (and big ones) who cheer us on.', 4)
      on conflict ("id") do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "photo_categories";`);
    this.addSql(`drop table if exists "review_helpful";`);
    this.addSql(`drop table if exists "reviews";`);
  }
}
