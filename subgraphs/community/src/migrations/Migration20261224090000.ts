import { Migration } from '@mikro-orm/migrations';

/**
 * Success stories and challenges (issue 10).
 *
 * - `success_stories` with `story_likes` (one per member and story); `likes_count` moves by one in the transaction of
 *   each like and unlike.
 * - `challenges` with `challenge_participants` (one per member and challenge: her total and when she reached the
 *   target) and `challenge_progress` (each log, for streaks); `participants_count` moves in the transaction of each
 *   join and leave. Progress goes with its participation (foreign key, on delete cascade), participations with their
 *   challenge.
 * - Indexes for the lists (newest stories, featured stories, running challenges by end), the leaderboard (total
 *   within a challenge), a deleted member's rows, and the community stats' recent-activity count.
 */
export class Migration20261224090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "success_stories" ("id" uuid not null, "author_id" uuid not null, "title" text not null, "story_type" text check ("story_type" in ('business_win', 'fitness_milestone', 'wellness_journey', 'community_impact')) not null, "story_content" text not null, "likes_count" int not null default 0, "is_featured" boolean not null default false, "created_at" timestamptz not null default now(), constraint "success_stories_pkey" primary key ("id"), constraint "success_stories_title_check" check (char_length(title) between 1 and 120), constraint "success_stories_content_check" check (char_length(story_content) between 1 and 5000), constraint "success_stories_likes_check" check (likes_count >= 0));`);
    this.addSql(`create index "success_stories_newest_index" on "success_stories" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "success_stories_featured_index" on "success_stories" ("created_at" desc, "id" desc) where "is_featured";`);
    this.addSql(`create index "success_stories_author_index" on "success_stories" ("author_id");`);

    this.addSql(`create table "story_likes" ("story_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), constraint "story_likes_pkey" primary key ("story_id", "user_id"), constraint "story_likes_story_fkey" foreign key ("story_id") references "success_stories" ("id") on delete cascade);`);
    this.addSql(`create index "story_likes_user_index" on "story_likes" ("user_id");`);
    this.addSql(`create index "story_likes_created_at_index" on "story_likes" ("created_at");`);

    this.addSql(`create table "challenges" ("id" uuid not null, "title" text not null, "description" text not null, "challenge_type" text check ("challenge_type" in ('steps', 'distance', 'wellness', 'business')) not null, "target_value" double precision not null, "unit" text not null, "starts_at" timestamptz not null default now(), "end_date" timestamptz not null, "participants_count" int not null default 0, "created_by" uuid null, "created_at" timestamptz not null default now(), constraint "challenges_pkey" primary key ("id"), constraint "challenges_title_check" check (char_length(title) between 1 and 120), constraint "challenges_description_check" check (char_length(description) between 1 and 2000), constraint "challenges_target_check" check (target_value > 0 and target_value <= 10000000), constraint "challenges_participants_check" check (participants_count >= 0));`);
    this.addSql(`create index "challenges_end_date_index" on "challenges" ("end_date" desc, "id");`);

    this.addSql(`create table "challenge_participants" ("challenge_id" uuid not null, "user_id" uuid not null, "joined_at" timestamptz not null default now(), "total" double precision not null default 0, "completed_at" timestamptz null, constraint "challenge_participants_pkey" primary key ("challenge_id", "user_id"), constraint "challenge_participants_challenge_fkey" foreign key ("challenge_id") references "challenges" ("id") on delete cascade, constraint "challenge_participants_total_check" check (total >= 0));`);
    this.addSql(`create index "challenge_participants_board_index" on "challenge_participants" ("challenge_id", "total" desc, "joined_at", "user_id");`);
    this.addSql(`create index "challenge_participants_user_index" on "challenge_participants" ("user_id");`);
    this.addSql(`create index "challenge_participants_joined_at_index" on "challenge_participants" ("joined_at");`);
    this.addSql(`create index "challenge_participants_completed_index" on "challenge_participants" ("completed_at") where "completed_at" is not null;`);

    this.addSql(`create table "challenge_progress" ("id" bigint generated always as identity, "challenge_id" uuid not null, "user_id" uuid not null, "amount" double precision not null, "logged_on" date not null, "created_at" timestamptz not null default now(), constraint "challenge_progress_pkey" primary key ("id"), constraint "challenge_progress_participant_fkey" foreign key ("challenge_id", "user_id") references "challenge_participants" ("challenge_id", "user_id") on delete cascade, constraint "challenge_progress_amount_check" check (amount > 0));`);
    this.addSql(`create index "challenge_progress_member_index" on "challenge_progress" ("user_id", "challenge_id", "logged_on" desc);`);
    this.addSql(`create index "challenge_progress_participant_index" on "challenge_progress" ("challenge_id", "user_id");`);
    this.addSql(`create index "challenge_progress_created_at_index" on "challenge_progress" ("created_at");`);

    // The stats' count of recently active members reads endorsements by time.
    this.addSql(`create index if not exists "endorsements_created_at_index" on "endorsements" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "endorsements_created_at_index";`);
    this.addSql(`drop table if exists "challenge_progress";`);
    this.addSql(`drop table if exists "challenge_participants";`);
    this.addSql(`drop table if exists "challenges";`);
    this.addSql(`drop table if exists "story_likes";`);
    this.addSql(`drop table if exists "success_stories";`);
  }
}
