import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { EVENT_LOCATION_MAX_LENGTH, EVENT_TITLE_MAX_LENGTH } from '../events/event.entity.js';

/**
 * A recurring walk (docs/product.md, Recurring walks): its RFC 5545 rule, the time zone it was expanded in and the
 * template its dates were made from. Each date is its own events row (`series_id`); a date edited or cancelled on its
 * own is the series' exception and stays on its row. `summary` and `upcomingDates` are field resolvers (series.resolver.ts).
 */
@Entity({ tableName: 'event_series' })
@ObjectType('EventSeries', { description: 'A walk that repeats: its rule and its dates (each date is its own Event)' })
export class EventSeries {
  [OptionalProps]?: 'createdAt' | 'location' | 'maxParticipants' | 'guestLimit' | 'createdBy';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The series' id" })
  id: string = randomUUID();

  /** The RRULE value (no DTSTART: the first date is the series' first event), e.g. FREQ=WEEKLY;INTERVAL=1;BYDAY=SA;COUNT=10. */
  @Property({ type: 'text' })
  @Field(() => String, { description: 'The RFC 5545 RRULE value the dates were made from, e.g. FREQ=WEEKLY;INTERVAL=1;BYDAY=SA;COUNT=10' })
  rule!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'The IANA time zone the rule repeats in (the community time zone when it was made)' })
  timeZone!: string;

  /** The start the rule is expanded from (its DTSTART, as an instant; the local time it keeps is read in timeZone). */
  @Property({ type: 'datetime' })
  firstStartsAt!: Date;

  @Property({ type: 'string', length: EVENT_TITLE_MAX_LENGTH })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'integer' })
  durationMinutes!: number;

  @Property({ type: 'string', length: EVENT_LOCATION_MAX_LENGTH, nullable: true })
  location: string | null = null;

  @Property({ type: 'integer', nullable: true })
  maxParticipants: number | null = null;

  @Property({ type: 'integer', default: 0 })
  @Field(() => Int, { description: 'How many guests one member may bring to each date' })
  guestLimit: number = 0;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
