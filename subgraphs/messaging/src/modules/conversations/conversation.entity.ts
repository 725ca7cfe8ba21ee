import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * A member's conversation with one partner: one row per member and partner (so two per pair), kept in the
 * transaction of every message between them (last message; the member's unread count, `+ 1` under the pair's lock,
 * so it stays exact however many messages arrive at once) and of every "read". Written with SQL only.
 */
@Entity({ tableName: 'conversations' })
@Index({ name: 'conversations_recent_index', expression: 'create index "conversations_recent_index" on "conversations" ("user_id", "last_message_at" desc, "partner_id" desc)' })
@ObjectType('Conversation', { description: "The viewer's conversation with one member (docs/product.md, Entities and fields); its id is the partner's id" })
export class Conversation {
  [OptionalProps]?: 'unreadCount';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'uuid' })
  partnerId!: string;

  /** Null only for a conversation with no message yet (never stored). */
  @Property({ type: 'uuid' })
  lastMessageId!: string | null;

  @Property({ type: 'datetime' })
  lastMessageAt!: Date | null;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: "Messages from the partner the viewer has not read yet" })
  unreadCount: number = 0;
}

/** A conversation with no message yet (a member the viewer has not written with): not stored. */
export const emptyConversation = (userId: string, partnerId: string): Conversation =>
  Object.assign(new Conversation(), { userId, partnerId, lastMessageId: null, lastMessageAt: null, unreadCount: 0 });
