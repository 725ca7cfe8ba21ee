import { randomUUID } from 'node:crypto';
import { Check, Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ChallengeType } from './challenge-type.js';

export const CHALLENGE_TITLE_MAX_LENGTH = 120;
export const CHALLENGE_DESCRIPTION_MAX_LENGTH = 2000;
export const CHALLENGE_UNIT_MAX_LENGTH = 30;
/** The largest target (and the largest amount one log can add). */
export const CHALLENGE_MAX_VALUE = 10_000_000;

/** A community challenge (docs/product.md, Entities and fields) with a numeric target members log progress toward. */
@Entity({ tableName: 'challenges' })
@Index({ name: 'challenges_end_date_index', expression: 'create index "challenges_end_date_index" on "challenges" ("end_date" desc, "id")' })
@Check({ name: 'challenges_title_check', expression: `char_length(title) between 1 and ${CHALLENGE_TITLE_MAX_LENGTH}` })
@Check({ name: 'challenges_description_check', expression: `char_length(description) between 1 and ${CHALLENGE_DESCRIPTION_MAX_LENGTH}` })
@Check({ name: 'challenges_target_check', expression: `target_value > 0 and target_value <= ${CHALLENGE_MAX_VALUE}` })
@Check({ name: 'challenges_participants_check', expression: 'participants_count >= 0' })
@ObjectType('Challenge', { description: 'A community challenge with a target members log progress toward' })
export class Challenge {
  [OptionalProps]?: 'participantsCount' | 'startsAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The challenge's id" })
  id: string = randomUUID();

  @Property({ type: 'text' })
  @Field(() => String, { description: "The challenge's title" })
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'What the challenge is about' })
  description!: string;

  @Enum({ items: () => ChallengeType, type: 'string' })
  @Field(() => ChallengeType, { description: 'What the challenge measures' })
  challengeType!: ChallengeType;

  @Property({ type: 'double' })
  @Field(() => Float, { description: 'The total each participant aims for, in unit' })
  targetValue!: number;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'What progress is counted in ("steps", "miles")' })
  unit!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'From when progress counts' })
  startsAt: Date = new Date();

  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When it ends: no joining or logging after' })
  endDate!: Date;

  /** Kept in the transaction of every join and leave. */
  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many members joined it' })
  participantsCount: number = 0;

  /** The admin who created it. */
  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When an admin created it (ISO-8601, UTC)' })
  createdAt: Date = new Date();
}
