import { EVENT_DESCRIPTION, EVENT_ID_DESCRIPTION } from '@momstride/kit';
import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_LOCATION_MAX_LENGTH = 300;
export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;

/**
 * A walking event (docs/product.md, Entities and fields: Event). `status`, `isJoined`, `isWaitlisted`, `waitlistPosition` and `createdBy` are
 * field resolvers (event.resolver.ts); the counters are kept in the transaction that holds the event's row lock.
 */
@Entity({ tableName: 'events' })
@ObjectType('Event', { description: EVENT_DESCRIPTION })
@Directive('@key(fields: "id")')
export class Event {
  [OptionalProps]?:
    | 'currentParticipants'
    | 'waitlistCount'
    | 'createdAt'
    | 'updatedAt'
    | 'cancelledAt'
    | 'location'
    | 'maxParticipants'
    | 'createdBy'
    | 'seriesId'
    | 'guestLimit';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: EVENT_ID_DESCRIPTION })
  id: string = randomUUID();

  @Property({ type: 'string', length: EVENT_TITLE_MAX_LENGTH })
  @Field(() => String, { description: "The event's title" })
  title!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'What the walk is, as plain text' })
  description!: string;

  /** When it starts (spec `event_date`). */
  @Property({ type: 'datetime', fieldName: 'starts_at' })
  @Field(() => Date, { description: 'When the event starts' })
  eventDate!: Date;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'How long it lasts, in minutes' })
  durationMinutes!: number;

  /** eventDate + durationMinutes, stored for the status filters. */
  @Property({ type: 'datetime' })
  @Field(() => Date, { description: 'When the event ends (start plus duration)' })
  endsAt!: Date;

  @Property({ type: 'string', length: EVENT_LOCATION_MAX_LENGTH, nullable: true })
  @Field(() => String, { nullable: true, description: 'Where to meet; null when not given' })
  location: string | null = null;

  @Property({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true, description: 'Places; null means unlimited' })
  maxParticipants: number | null = null;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many guests one member may bring (0 = none); guests take places like members' })
  guestLimit: number = 0;

  /** Places taken: members plus the guests they bring (docs/product.md, Guests). */
  @Property({ type: 'integer', fieldName: 'participants_count', default: 0 })
  @Field(() => Int, { description: 'How many places are taken: members who joined plus the guests they bring' })
  currentParticipants: number = 0;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'Members waiting for a place' })
  waitlistCount: number = 0;

  /** The series this date belongs to (modules/series), null for a one-off walk; `series` resolves it. */
  @Property({ type: 'uuid', nullable: true })
  seriesId: string | null = null;

  /** The admin who created it (a user id of accounts). */
  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When an admin created it (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When it last changed (an edit, a cancellation, a place taken or given up)' })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When an admin cancelled it' })
  cancelledAt: Date | null = null;
}
