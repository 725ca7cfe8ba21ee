import { Migration } from '@mikro-orm/migrations';

/**
 * One moderation queue (docs/contracts.md, "Moderation"): `message_reports` becomes `reports`, a report of any kind of
 * subject — a message, post, story, photo, review or member — by kind and id (`subject_type`, `subject_id`), with the
 * subject's author (`subject_owner_id`, the message's sender before). No foreign key to messages any more (a subject
 * may live in another subgraph): a deleted member's reports and the reports of her content go with her
 * (removeUserContent). Resolving records what the admin did (`resolution`); hidden content can be restored
 * (`restored_at`). Existing reports are message reports, those resolved already were dismissed.
 */
export class Migration20270301090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "message_reports" drop constraint "message_reports_message_fkey";`);
    this.addSql(`alter table "message_reports" rename to "reports";`);
    this.addSql(`alter table "reports" rename constraint "message_reports_pkey" to "reports_pkey";`);
    this.addSql(`alter table "reports" rename constraint "message_reports_details_check" to "reports_details_check";`);
    this.addSql(`alter table "reports" rename constraint "message_reports_note_check" to "reports_note_check";`);
    this.addSql(`alter table "reports" rename column "message_id" to "subject_id";`);
    this.addSql(`alter table "reports" rename column "sender_id" to "subject_owner_id";`);
    this.addSql(
      `alter table "reports" add column "subject_type" text not null default 'message' check ("subject_type" in ('message', 'post', 'story', 'photo', 'review', 'member'));`,
    );
    this.addSql(`alter table "reports" alter column "subject_type" drop default;`);
    this.addSql(`alter table "reports" add column "resolution" text null check ("resolution" in ('dismissed', 'hidden', 'suspended'));`);
    this.addSql(`alter table "reports" add column "restored_at" timestamptz null, add column "restored_by" uuid null;`);
    this.addSql(`update "reports" set "resolution" = 'dismissed' where "resolved_at" is not null;`);
    this.addSql(`alter table "reports" add constraint "reports_resolved_consistent_check" check (("resolved_at" is null) = ("resolution" is null));`);
    // One open report per reporter and subject.
    this.addSql(`drop index "message_reports_open_unique";`);
    this.addSql(`create unique index "reports_open_unique" on "reports" ("subject_type", "subject_id", "reporter_id") where "resolved_at" is null;`);
    this.addSql(`drop index "message_reports_message_index";`);
    this.addSql(`create index "reports_subject_index" on "reports" ("subject_type", "subject_id");`);
    this.addSql(`create index "reports_owner_index" on "reports" ("subject_owner_id");`);
    this.addSql(`alter index "message_reports_open_index" rename to "reports_open_index";`);
    this.addSql(`alter index "message_reports_resolved_index" rename to "reports_resolved_index";`);
    this.addSql(`alter index "message_reports_reporter_index" rename to "reports_reporter_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "reports" where "subject_type" <> 'message' or "subject_id" not in (select "id" from "messages");`);
    this.addSql(`alter index "reports_reporter_index" rename to "message_reports_reporter_index";`);
    this.addSql(`alter index "reports_resolved_index" rename to "message_reports_resolved_index";`);
    this.addSql(`alter index "reports_open_index" rename to "message_reports_open_index";`);
    this.addSql(`drop index "reports_owner_index";`);
    this.addSql(`drop index "reports_subject_index";`);
    this.addSql(`drop index "reports_open_unique";`);
    this.addSql(`alter table "reports" drop constraint "reports_resolved_consistent_check";`);
    this.addSql(`alter table "reports" drop column "restored_by", drop column "restored_at", drop column "resolution", drop column "subject_type";`);
    this.addSql(`alter table "reports" rename column "subject_owner_id" to "sender_id";`);
    this.addSql(`alter table "reports" rename column "subject_id" to "message_id";`);
    this.addSql(`alter table "reports" rename constraint "reports_note_check" to "message_reports_note_check";`);
    this.addSql(`alter table "reports" rename constraint "reports_details_check" to "message_reports_details_check";`);
    this.addSql(`alter table "reports" rename constraint "reports_pkey" to "message_reports_pkey";`);
    this.addSql(`alter table "reports" rename to "message_reports";`);
    this.addSql(`create unique index "message_reports_open_unique" on "message_reports" ("message_id", "reporter_id") where "resolved_at" is null;`);
    this.addSql(`create index "message_reports_message_index" on "message_reports" ("message_id");`);
    this.addSql(
      `alter table "message_reports" add constraint "message_reports_message_fkey" foreign key ("message_id") references "messages" ("id") on delete cascade;`,
    );
  }
}
