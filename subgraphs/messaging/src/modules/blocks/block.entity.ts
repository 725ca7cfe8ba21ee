import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/** `blockerId` blocked `blockedId`: no messages either way until she unblocks. The blocked member is not told. */
@Entity({ tableName: 'message_blocks' })
@ObjectType('BlockedMember', { description: 'A member the viewer blocked' })
export class MemberBlock {
  [OptionalProps]?: 'blockedAt';

  @PrimaryKey({ type: 'uuid' })
  blockerId!: string;

  @PrimaryKey({ type: 'uuid' })
  blockedId!: string;

  @Property({ type: 'datetime', fieldName: 'created_at', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When she blocked the member (ISO-8601, UTC)' })
  blockedAt: Date = new Date();
}
