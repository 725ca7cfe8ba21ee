import { Migration } from '@mikro-orm/migrations';

/**
 * Featured Members without aggregating every post and endorsement per call: members.posts_count (posts written) and
 * members.endorsements_count (endorsements received), backfilled here and kept by triggers in the transaction of
 * every write. Statement-level triggers with transition tables: one `update ... set n = n + k` per statement and
 * member (a deleted user's hundred posts move her counter once); the increments add up under concurrency. A member
 * row inserted after her posts (the user.registered event arrives late) counts them itself (before insert). The
 * counting on either side holds a transaction-scoped advisory lock per member (a statement touching more than 64
 * members takes one exclusive lock instead, so bulk writes stay within the lock table), so a member row and her first
 * post written at the same moment cannot both miss each other (each later statement takes a new snapshot after the lock).
 * posts.author_id and endorsements.endorsee_id never change, so updates need no trigger.
 */
export class Migration20261207140000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "members" add column if not exists "posts_count" int not null default 0, add column if not exists "endorsements_count" int not null default 0;`);
    this.addSql(`update "members" m set "posts_count" = (select count(*) from "posts" p where p."author_id" = m."user_id"), "endorsements_count" = (select count(*) from "endorsements" e where e."endorsee_id" = m."user_id");`);
    this.addSql(`create index if not exists "members_featured_order_index" on "members" ("is_featured" desc, ("posts_count" + "endorsements_count") desc, "joined_at" desc, "user_id");`);

    this.addSql(`create or replace function "members_counter_lock"("members" uuid[]) returns void language plpgsql as $$
begin
  if coalesce(array_length("members", 1), 0) > 64 then
    -- A bulk statement (seeding, a large cleanup): one exclusive lock instead of thousands of per-member ones.
    perform pg_advisory_xact_lock(hashtextextended('members_counters', 0));
  else
    perform pg_advisory_xact_lock_shared(hashtextextended('members_counters', 0));
    perform pg_advisory_xact_lock(hashtextextended('members_counters:' || m::text, 0)) from unnest("members") as m order by m;
  end if;
end $$;`);
    this.addSql(`create or replace function "members_count_posts"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform "members_counter_lock"(array(select distinct "author_id" from new_rows order by 1));
    update "members" m set "posts_count" = m."posts_count" + d.n
      from (select "author_id", count(*) as n from new_rows group by "author_id") d where m."user_id" = d."author_id";
  else
    perform "members_counter_lock"(array(select distinct "author_id" from old_rows order by 1));
    update "members" m set "posts_count" = greatest(m."posts_count" - d.n, 0)
      from (select "author_id", count(*) as n from old_rows group by "author_id") d where m."user_id" = d."author_id";
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function "members_count_endorsements"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform "members_counter_lock"(array(select distinct "endorsee_id" from new_rows order by 1));
    update "members" m set "endorsements_count" = m."endorsements_count" + d.n
      from (select "endorsee_id", count(*) as n from new_rows group by "endorsee_id") d where m."user_id" = d."endorsee_id";
  else
    perform "members_counter_lock"(array(select distinct "endorsee_id" from old_rows order by 1));
    update "members" m set "endorsements_count" = greatest(m."endorsements_count" - d.n, 0)
      from (select "endorsee_id", count(*) as n from old_rows group by "endorsee_id") d where m."user_id" = d."endorsee_id";
  end if;
  return null;
end $$;`);
    this.addSql(`create or replace function "members_count_on_insert"() returns trigger language plpgsql as $$
begin
  perform "members_counter_lock"(array[new."user_id"]);
  new."posts_count" := (select count(*) from "posts" where "author_id" = new."user_id");
  new."endorsements_count" := (select count(*) from "endorsements" where "endorsee_id" = new."user_id");
  return new;
end $$;`);

    this.addSql(`drop trigger if exists "posts_counted_insert" on "posts";`);
    this.addSql(`create trigger "posts_counted_insert" after insert on "posts" referencing new table as new_rows for each statement execute function "members_count_posts"();`);
    this.addSql(`drop trigger if exists "posts_counted_delete" on "posts";`);
    this.addSql(`create trigger "posts_counted_delete" after delete on "posts" referencing old table as old_rows for each statement execute function "members_count_posts"();`);
    this.addSql(`drop trigger if exists "endorsements_counted_insert" on "endorsements";`);
    this.addSql(`create trigger "endorsements_counted_insert" after insert on "endorsements" referencing new table as new_rows for each statement execute function "members_count_endorsements"();`);
    this.addSql(`drop trigger if exists "endorsements_counted_delete" on "endorsements";`);
    this.addSql(`create trigger "endorsements_counted_delete" after delete on "endorsements" referencing old table as old_rows for each statement execute function "members_count_endorsements"();`);
    this.addSql(`drop trigger if exists "members_counted_insert" on "members";`);
    this.addSql(`create trigger "members_counted_insert" before insert on "members" for each row execute function "members_count_on_insert"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "members_counted_insert" on "members";`);
    this.addSql(`drop trigger if exists "endorsements_counted_delete" on "endorsements";`);
    this.addSql(`drop trigger if exists "endorsements_counted_insert" on "endorsements";`);
    this.addSql(`drop trigger if exists "posts_counted_delete" on "posts";`);
    this.addSql(`drop trigger if exists "posts_counted_insert" on "posts";`);
    this.addSql(`drop function if exists "members_count_on_insert"();`);
    this.addSql(`drop function if exists "members_count_endorsements"();`);
    this.addSql(`drop function if exists "members_count_posts"();`);
    this.addSql(`drop function if exists "members_counter_lock"(uuid[]);`);
    this.addSql(`drop index if exists "members_featured_order_index";`);
    this.addSql(`alter table "members" drop column if exists "posts_count", drop column if exists "endorsements_count";`);
  }

}
