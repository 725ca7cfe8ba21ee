import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { ReviewType } from './review-type.js';

export const REVIEW_TITLE_MAX_LENGTH = 120;
export const REVIEW_CONTENT_MAX_LENGTH = 5000;

/** A member's review (docs/product.md, Entities and fields) of the community, an event or a member; one per member and target. Indexes and checks: Migration20261226090000. */
@Entity({ tableName: 'reviews' })
@ObjectType('Review', { description: "A member's review of the community, an event or a member" })
@Directive('@key(fields: "id")')
export class Review {
  [OptionalProps]?: 'helpfulCount' | 'isFeatured' | 'createdAt' | 'updatedAt' | 'hiddenAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The review's id (a UUID)" })
  id: string = randomUUID();

  /** Who wrote it (a user id of accounts). */
  @Property({ type: 'uuid' })
  reviewerId!: string;

  @Enum({ items: () => ReviewType, type: 'string' })
  @Field(() => ReviewType, { description: 'What the review is about: the community, an event or a member' })
  reviewType!: ReviewType;

  @Property({ type: 'text' })
  @Field(() => String, { description: '"community", or the id of the event or member reviewed' })
  targetId!: string;

  @Property({ type: 'smallint' })
  @Field(() => Int, { description: '1 to 5' })
  rating!: number;

  @Property({ type: 'text' })
  @Field(() => String, { description: "The review's title" })
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'The review itself, as plain text' })
  content!: string;

  /** Kept in the transaction of every mark and unmark. */
  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many members marked it helpful' })
  helpfulCount: number = 0;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Chosen by an admin' })
  isFeatured: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When it was written (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When she last changed it (a second review of the same target updates hers)' })
  updatedAt: Date = new Date();

  /** When an admin hid it (moderation); hidden reviews reach no member through any read. */
  @Property({ type: 'datetime', nullable: true })
  hiddenAt: Date | null = null;
}
