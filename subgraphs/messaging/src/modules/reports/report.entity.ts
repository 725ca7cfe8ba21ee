import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { MessageReportReason } from './report-reason.js';

/**
 * A member's report of a message she received. At most one open report per reporter and message (a unique partial
 * index); admins list the open ones and resolve them with an optional note. Goes with the message (and so with its
 * sender's account) and with the reporter's account.
 */
@Entity({ tableName: 'message_reports' })
@ObjectType('MessageReport', { description: "A member's report of a message she received, for admins to deal with" })
export class MessageReport {
  [OptionalProps]?: 'createdAt' | 'details' | 'resolvedAt' | 'resolvedBy' | 'resolutionNote';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The report's id" })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  messageId!: string;

  @Property({ type: 'uuid' })
  reporterId!: string;

  /** The message's sender (kept beside the message id for the admins' list). */
  @Property({ type: 'uuid' })
  senderId!: string;

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

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: "The resolving admin's note (at most 1,000 characters)" })
  resolutionNote: string | null = null;
}
