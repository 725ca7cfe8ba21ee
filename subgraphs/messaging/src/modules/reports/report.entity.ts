import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { MessageReportReason } from './report-reason.js';
import { ReportResolution, ReportSubjectType } from './report-subject.js';

/**
 * A member's report of something she saw — a message she received, a post, a story, a photo, a review or a member —
 * by kind and id; the subject itself lives with its owner (docs/contracts.md, "Moderation"). At most one open report
 * per reporter and subject (a unique partial index); admins list them in one queue and resolve them (dismiss, hide,
 * suspend) with an optional note. Goes with the reporter's account and with the subject's author's.
 */
@Entity({ tableName: 'reports' })
@ObjectType('Report', { description: "A member's report of a message, post, story, photo, review or member, for admins to deal with" })
export class Report {
  [OptionalProps]?: 'createdAt' | 'details' | 'resolvedAt' | 'resolvedBy' | 'resolutionNote' | 'resolution' | 'restoredAt' | 'restoredBy';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The report's id" })
  id: string = randomUUID();

  @Enum({ items: () => Object.values(ReportSubjectType), type: 'string' })
  @Field(() => ReportSubjectType, { description: 'What kind of thing was reported' })
  subjectType!: ReportSubjectType;

  @Property({ type: 'uuid' })
  @Field(() => ID, { description: 'The id of what was reported (a member report: her user id)' })
  subjectId!: string;

  @Property({ type: 'uuid' })
  reporterId!: string;

  /** Who wrote what was reported (a message's sender; for a member, the member herself), as its owner said. */
  @Property({ type: 'uuid' })
  subjectOwnerId!: string;

  @Enum({ items: () => MessageReportReason, type: 'string' })
  @Field(() => MessageReportReason, { description: 'Why she reported it' })
  reason!: MessageReportReason;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'What the reporter added (trimmed, at most 1,000 characters)' })
  details: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When it was made (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When an admin resolved it (ISO-8601, UTC); null while open' })
  resolvedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  resolvedBy: string | null = null;

  @Enum({ items: () => ReportResolution, type: 'string', nullable: true })
  @Field(() => ReportResolution, { nullable: true, description: 'What the admin did; null while open' })
  resolution: ReportResolution | null = null;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: "The resolving admin's note (at most 1,000 characters)" })
  resolutionNote: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When an admin showed the hidden content again (ISO-8601, UTC); null otherwise' })
  restoredAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  restoredBy: string | null = null;
}

/** A report of a message (the older message-only operations answer these; a `Report` with `message` and `sender`). */
@ObjectType('MessageReport', { description: "A member's report of a message she received, for admins to deal with" })
export class MessageReport extends Report {}
