import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * A message from one member to another (docs/product.md, Entities and fields). Only the two of them read it — and an admin, the one message a
 * report is about. Written with SQL in the transaction that also keeps both members' conversation rows.
 */
@Entity({ tableName: 'messages' })
@ObjectType('Message', { description: 'A message from one member to another' })
export class Message {
  [OptionalProps]?: 'createdAt' | 'readAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The message's id" })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  senderId!: string;

  @Property({ type: 'uuid' })
  recipientId!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Trimmed, 1 to 5,000 characters' })
  content!: string;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  @Field(() => Date, { description: 'When it was sent (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When the recipient opened the thread after it arrived; null while unread' })
  readAt: Date | null = null;
}
