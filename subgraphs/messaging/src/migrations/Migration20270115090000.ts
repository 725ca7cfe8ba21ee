import { Migration } from '@mikro-orm/migrations';

/**
 * The `message` and `read` events of the live stream are built by messaging's TypeScript from the stream-event
 * catalogue (`@momstride/contracts/stream-events`; docs/contracts.md, "Live-stream events"), in the transactions that
 * store a message and mark a thread read: the triggers that built them in SQL go. `stream_append` and `stream_lock`
 * stay (they append and notify).
 */
export class Migration20270115090000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`drop trigger if exists "messages_stream_stored" on "messages";`);
    this.addSql(`drop trigger if exists "messages_stream_read" on "messages";`);
    this.addSql(`drop function if exists stream_message_stored();`);
    this.addSql(`drop function if exists stream_messages_read();`);
  }

  override async down(): Promise<void> {
    // Older code expects the triggers: bring back the ones Migration20261222090000 made.
    this.addSql(`create function stream_message_stored() returns trigger language plpgsql as $$
declare
  v_data jsonb := jsonb_build_object('id', new.id, 'sender_id', new.sender_id, 'recipient_id', new.recipient_id, 'content', new.content,
    'created_at', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
begin
  perform stream_append(s.user_id, 'message', s.partner_id, v_data)
     from (values (new.sender_id, new.recipient_id), (new.recipient_id, new.sender_id)) s(user_id, partner_id) order by s.user_id;
  return null;
end $$;`);
    this.addSql(`create trigger "messages_stream_stored" after insert on "messages" for each row execute function stream_message_stored();`);
    this.addSql(`create function stream_messages_read() returns trigger language plpgsql as $$
begin
  perform stream_append(side.user_id, 'read', side.partner_id, jsonb_build_object('reader_id', pair.reader_id, 'partner_id', pair.partner_id))
     from (select distinct n.recipient_id as reader_id, n.sender_id as partner_id
             from new_rows n join old_rows o on o.id = n.id where o.read_at is null and n.read_at is not null) pair
     cross join lateral (values (pair.reader_id, pair.partner_id), (pair.partner_id, pair.reader_id)) side(user_id, partner_id)
    order by side.user_id;
  return null;
end $$;`);
    this.addSql(`create trigger "messages_stream_read" after update on "messages" referencing old table as old_rows new table as new_rows for each statement execute function stream_messages_read();`);
  }

}
