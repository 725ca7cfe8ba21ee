import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum EventNoticeKind {
  waitlist_promoted = 'waitlist_promoted',
  event_cancelled = 'event_cancelled',
}

registerEnumType(EventNoticeKind, { name: 'EventNoticeKind' });

/** An in-app notice for a member about an event: promoted from the waitlist, or the event was cancelled. */
@Entity({ tableName: 'event_notices' })
@ObjectType('EventNotice')
export class EventNotice {
  [OptionalProps]?: 'createdAt' | 'readAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID)
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'uuid' })
  eventId!: string;

  @Enum({ items: () => EventNoticeKind, type: 'string' })
  @Field(() => EventNoticeKind)
  kind!: EventNoticeKind;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date)
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true })
  readAt: Date | null = null;
}
