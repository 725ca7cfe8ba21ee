import { Migration } from '@mikro-orm/migrations';

/**
 * Blocks made before messaging announced them (`member.blocked`, block.service.ts) are announced once now, through the
 * outbox like any other domain event, so media-reviews learns every existing block (it stops reviews between the two).
 */
export class Migration20270101090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into "domain_event_outbox" ("id", "name", "payload", "occurred_at")
       select gen_random_uuid(), 'member.blocked',
              json_build_object('blockerId', "blocker_id", 'blockedId', "blocked_id", 'occurredAt', to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
              "created_at"
       from "message_blocks";`,
    );
  }

  override async down(): Promise<void> {
    // The announcements are delivered and gone; nothing to take back.
  }
}
