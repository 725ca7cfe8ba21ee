import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { NotificationKind } from './notification-kind.js';

/**
 * Something that happened to a member (a new follower, a message, an endorsement, an event place or cancellation),
 * made from another subgraph's domain event. Only she reads it. Written with SQL by notification.service.ts.
 */
@Entity({ tableName: 'notifications' })
@ObjectType('Notification', { description: "One of the viewer's notifications: a new follower, new messages, an endorsement, a waitlist place or a cancelled event" })
export class Notification {
  [OptionalProps]?: 'actorId' | 'collapseKey' | 'count' | 'createdAt' | 'readAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The notification's id" })
  id: string = randomUUID();

  /** Whose notification it is. */
  @Property({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => NotificationKind, type: 'string' })
  @Field(() => NotificationKind, { description: 'What the notification is about' })
  kind!: NotificationKind;

  /** The member who did it (null for event notices). */
  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'What happened, shown after the actor\'s name when there is one ("started following you")' })
  text!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'Where it leads in the web app: /profile/{id}, /profile, /messages?user={id} or /events' })
  link!: string;

  /** Notifications with the same key collapse into one while unread (`message:{senderId}`). */
  @Property({ type: 'text', nullable: true })
  collapseKey: string | null = null;

  /** How many events it stands for (messages of one sender). */
  @Property({ type: 'integer', default: 1 })
  count = 1;

  @Property({ type: 'datetime', defaultRaw: 'clock_timestamp()' })
  @Field(() => Date, { description: 'When it happened (for a collapsed message notification: the latest message)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When she read it; null while unread' })
  readAt: Date | null = null;
}
