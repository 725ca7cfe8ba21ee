import { Migration } from '@mikro-orm/migrations';

/**
 * The gallery's photos.
 *
 * - `photos`: docs/product.md, Entities and fields: Photo; `status` pending (a member gave a URL and the copy is being fetched), ready (the copy, or
 *   the uploaded file, is stored: `image_url` and `thumbnail_url` are our own /media paths) or unavailable (the fetch
 *   was refused or failed: `problem` says why). `source_url` keeps the URL she gave; it is never shown as the image.
 * - `photo_likes`: one per member and photo; `likes_count` moves by one in the transaction of each like.
 * - `orphaned_media`: the URLs of stored files whose photo is gone (deleted, or its uploader deleted), removed by a scheduled job
 *   after the commit, so a rolled-back deletion never loses a file and a failed file deletion is tried again.
 * - `rate_limits`: counters of the kit's rate budget (photos per member per hour).
 */
export class Migration20261227090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "photos" ("id" uuid not null, "uploader_id" uuid not null, "title" text not null, "description" text not null default '', "category" text not null default 'community', "status" text check ("status" in ('pending', 'ready', 'unavailable')) not null, "source_url" text null, "problem" text null, "image_url" text null, "thumbnail_url" text null, "width" int null, "height" int null, "likes_count" int not null default 0, "created_at" timestamptz not null default now(), constraint "photos_pkey" primary key ("id"), constraint "photos_category_fkey" foreign key ("category") references "photo_categories" ("id"), constraint "photos_title_check" check (char_length(title) between 1 and 120), constraint "photos_description_check" check (char_length(description) <= 1000), constraint "photos_source_url_check" check (source_url is null or char_length(source_url) <= 2048), constraint "photos_likes_check" check (likes_count >= 0), constraint "photos_ready_check" check (status <> 'ready' or (image_url is not null and thumbnail_url is not null and width > 0 and height > 0)));`);
    this.addSql(`create index "photos_newest_index" on "photos" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "photos_category_newest_index" on "photos" ("category", "created_at" desc, "id" desc);`);
    this.addSql(`create index "photos_uploader_index" on "photos" ("uploader_id");`);

    this.addSql(`create table "photo_likes" ("photo_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), constraint "photo_likes_pkey" primary key ("photo_id", "user_id"), constraint "photo_likes_photo_fkey" foreign key ("photo_id") references "photos" ("id") on delete cascade);`);
    this.addSql(`create index "photo_likes_user_index" on "photo_likes" ("user_id");`);

    this.addSql(`create table "orphaned_media" ("url" text not null, "orphaned_at" timestamptz not null default now(), constraint "orphaned_media_pkey" primary key ("url"));`);

    this.addSql(`create table "rate_limits" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, constraint "rate_limits_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
    this.addSql(`drop table if exists "orphaned_media";`);
    this.addSql(`drop table if exists "photo_likes";`);
    this.addSql(`drop table if exists "photos";`);
  }
}
