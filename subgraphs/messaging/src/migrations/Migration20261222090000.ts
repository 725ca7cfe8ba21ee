import { Migration } from '@mikro-orm/migrations';

/**
 * The live stream and notifications (docs/contracts.md, "Live stream and notifications").
 *
 * - `stream_heads`: each member's position (her latest event id). Taking it locks her row, so her events commit in
 *   id order; members are always taken in id order, so two transactions never wait on each other in a circle.
 * - `stream_events`: each member's log of live events, written in the transaction of the change and pruned after a
 *   day. `seq` comes from one sequence for everyone (taken under her lock: increasing per member); `prev_seq` is her
 *   previous event's, so a replay can tell a complete log from one pruned under it.
 * - `stream_append(user, kind, partner, data)`: appends one event and NOTIFYs `member_stream` with `{user_id, seq}`
 *   (delivered on commit). `stream_lock(user)` takes her position (a transaction that computes something for the
 *   event, e.g. her unread count, takes it first).
 * - Triggers: a stored message appends a `message` event for the sender and the recipient; messages marked read append
 *   a `read` event for the reader and her partner — whatever code stores them, in their transaction.
 * - `notifications`: each member's notifications; at most one unread per collapse key (a sender's messages).
 */
export class Migration20261222090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "stream_heads" ("user_id" uuid not null, "last_seq" bigint not null default 0, constraint "stream_heads_pkey" primary key ("user_id"));`);
    this.addSql(`create sequence "stream_events_seq";`);
    this.addSql(`create table "stream_events" ("user_id" uuid not null, "seq" bigint not null, "prev_seq" bigint not null, "kind" text not null, "partner_id" uuid null, "data" jsonb not null, "created_at" timestamptz not null default now(), constraint "stream_events_pkey" primary key ("user_id", "seq"));`);
    // The hourly prune.
    this.addSql(`create index "stream_events_created_at_index" on "stream_events" ("created_at");`);

    this.addSql(`create function stream_lock(p_user uuid) returns bigint language plpgsql as $$
declare
  v_last bigint;
begin
  select last_seq into v_last from stream_heads where user_id = p_user for update;
  if not found then
    insert into stream_heads (user_id, last_seq) values (p_user, 0) on conflict (user_id) do nothing;
    select last_seq into v_last from stream_heads where user_id = p_user for update;
  end if;
  return v_last;
end $$;`);

    this.addSql(`create function stream_append(p_user uuid, p_kind text, p_partner uuid, p_data jsonb) returns bigint language plpgsql as $$
declare
  v_prev bigint;
  v_seq bigint;
begin
  v_prev := stream_lock(p_user);
  v_seq := nextval('stream_events_seq');
  update stream_heads set last_seq = v_seq where user_id = p_user;
  insert into stream_events (user_id, seq, prev_seq, kind, partner_id, data) values (p_user, v_seq, v_prev, p_kind, p_partner, p_data);
  perform pg_notify('member_stream', json_build_object('user_id', p_user, 'seq', v_seq)::text);
  return v_seq;
end $$;`);

    // created_at as JavaScript's toISOString() writes it (the REST and GraphQL shape of a message).
    this.addSql(`create function stream_message_stored() returns trigger language plpgsql as $$
declare
  v_data jsonb := jsonb_build_object('id', new.id, 'sender_id', new.sender_id, 'recipient_id', new.recipient_id, 'content', new.content,
    'created_at', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
begin
  if new.sender_id < new.recipient_id then
    perform stream_append(new.sender_id, 'message', new.recipient_id, v_data);
    perform stream_append(new.recipient_id, 'message', new.sender_id, v_data);
  else
    perform stream_append(new.recipient_id, 'message', new.sender_id, v_data);
    perform stream_append(new.sender_id, 'message', new.recipient_id, v_data);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "messages_stream_stored" after insert on "messages" for each row execute function stream_message_stored();`);

    this.addSql(`create function stream_messages_read() returns trigger language plpgsql as $$
begin
  perform stream_append(e.user_id, 'read', e.partner_id, e.data)
     from (
       select side.user_id, side.partner_id, jsonb_build_object('reader_id', pair.reader_id, 'partner_id', pair.partner_id) as data
         from (select distinct n.recipient_id as reader_id, n.sender_id as partner_id
                 from new_rows n join old_rows o on o.id = n.id
                where o.read_at is null and n.read_at is not null) pair
         cross join lateral (values (pair.reader_id, pair.partner_id), (pair.partner_id, pair.reader_id)) side(user_id, partner_id)
     ) e
    order by e.user_id;
  return null;
end $$;`);
    this.addSql(`create trigger "messages_stream_read" after update on "messages" referencing old table as old_rows new table as new_rows for each statement execute function stream_messages_read();`);

    this.addSql(`create table "notifications" ("id" uuid not null, "user_id" uuid not null, "kind" text check ("kind" in ('follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled')) not null, "actor_id" uuid null, "text" text not null, "link" text not null, "collapse_key" text null, "count" int not null default 1, "created_at" timestamptz not null default clock_timestamp(), "read_at" timestamptz null, constraint "notifications_pkey" primary key ("id"), constraint "notifications_count_check" check ("count" >= 1));`);
    // Her list, newest first (and the `before` cursor).
    this.addSql(`create index "notifications_list_index" on "notifications" ("user_id", "created_at" desc, "id" desc);`);
    // Her unread count; marking all read.
    this.addSql(`create index "notifications_unread_index" on "notifications" ("user_id") where "read_at" is null;`);
    // At most one unread notification per collapse key (one per sender of messages).
    this.addSql(`create unique index "notifications_collapse_unique" on "notifications" ("user_id", "collapse_key") where "read_at" is null and "collapse_key" is not null;`);
    // A deleted member's notifications as the actor.
    this.addSql(`create index "notifications_actor_index" on "notifications" ("actor_id") where "actor_id" is not null;`);
    // The housekeeping's prune of old read notifications.
    this.addSql(`create index "notifications_read_at_index" on "notifications" ("read_at") where "read_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
    this.addSql(`drop trigger if exists "messages_stream_read" on "messages";`);
    this.addSql(`drop trigger if exists "messages_stream_stored" on "messages";`);
    this.addSql(`drop function if exists stream_messages_read();`);
    this.addSql(`drop function if exists stream_message_stored();`);
    this.addSql(`drop function if exists stream_append(uuid, text, uuid, jsonb);`);
    this.addSql(`drop function if exists stream_lock(uuid);`);
    this.addSql(`drop table if exists "stream_events" cascade;`);
    this.addSql(`drop sequence if exists "stream_events_seq";`);
    this.addSql(`drop table if exists "stream_heads" cascade;`);
  }

}
