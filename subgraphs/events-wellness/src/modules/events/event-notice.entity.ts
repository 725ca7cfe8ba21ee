import { randomUUID } from 'node:crypto';
import { Entity, Enum, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum EventNoticeKind {
  waitlist_promoted = 'waitlist_promoted',
  event_cancelled = 'event_cancelled',
}

registerEnumType(EventNoticeKind, {
  name: 'EventNoticeKind',
  description: 'What an event notice tells',
  valuesConfig: {
    waitlist_promoted: { description: 'A place came free and she got it from the waitlist' },
    event_cancelled: { description: 'An event she joined or waited for was cancelled' },
  },
});

/** An in-app notice for a member about an event: promoted from the waitlist, or the event was cancelled. */
@Entity({ tableName: 'event_notices' })
@ObjectType('EventNotice', { description: 'An in-app notice for the viewer about an event: promoted from the waitlist, or the event was cancelled' })
export class EventNotice {
  [OptionalProps]?: 'createdAt' | 'readAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The notice's id" })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'uuid' })
  eventId!: string;

  @Enum({ items: () => EventNoticeKind, type: 'string' })
  @Field(() => EventNoticeKind, { description: 'What the notice tells' })
  kind!: EventNoticeKind;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When it happened (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When she read it (ISO-8601, UTC); null while unread' })
  readAt: Date | null = null;
}
