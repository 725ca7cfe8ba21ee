import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

export const SKILL_MAX_LENGTH = 50;

/** One member vouching for another's skill; once per (endorser, endorsee, skill) ignoring case. */
@Entity({ tableName: 'endorsements' })
@Index({
  name: 'endorsements_unique_skill_index',
  expression:
    'create unique index "endorsements_unique_skill_index" on "endorsements" ("endorser_id", "endorsee_id", lower("skill"))',
})
@Index({
  name: 'endorsements_endorsee_created_index',
  expression: 'create index "endorsements_endorsee_created_index" on "endorsements" ("endorsee_id", "created_at" desc)',
})
@Index({ name: 'endorsements_endorser_id_index', properties: ['endorserId'] })
@Check({ name: 'endorsements_not_self_check', expression: 'endorser_id <> endorsee_id' })
@ObjectType('Endorsement', { description: "One member vouching for another's skill" })
export class Endorsement {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The endorsement's id" })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  endorserId!: string;

  @Property({ type: 'uuid' })
  endorseeId!: string;

  @Property({ type: 'string', length: SKILL_MAX_LENGTH })
  @Field(() => String, { description: 'The skill endorsed' })
  skill!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When it was given (ISO-8601, UTC)' })
  createdAt: Date = new Date();
}
