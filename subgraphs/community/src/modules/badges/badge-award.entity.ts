import { randomUUID } from 'node:crypto';
import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BadgeKind } from './badge-kind.js';

/** A badge a member earned; each kind at most once per member. Name, description and icon come from the catalogue. */
@Entity({ tableName: 'badge_awards' })
@Unique({ name: 'badge_awards_user_id_kind_unique', properties: ['userId', 'kind'] })
@Index({
  name: 'badge_awards_user_awarded_index',
  expression: 'create index "badge_awards_user_awarded_index" on "badge_awards" ("user_id", "awarded_at" desc)',
})
@ObjectType('Badge', { description: 'A milestone badge awarded to a member' })
export class BadgeAward {
  [OptionalProps]?: 'awardedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The award's id" })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => BadgeKind, type: 'string', length: 32 })
  @Field(() => BadgeKind, { description: 'Which milestone the badge marks' })
  kind!: BadgeKind;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When she earned it (ISO-8601, UTC)' })
  awardedAt: Date = new Date();
}
