import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/** The path of a feed's calendar file at the gateway (REST: GET /api/calendar/{token}.ics, public). */
export const calendarFeedPath = (token: string): string => `/api/calendar/${token}.ics`;

/**
 * A member's private calendar subscription (one per member): a secret token in a URL her phone's calendar fetches
 * without signing in, serving the walks she joined. The token is derived from the server's key, her id and `version`
 * (feed-token.ts) and never stored; resetting bumps the version, so the old URL stops working at once. `path` is a
 * field resolver (calendar.resolver.ts); the token itself is no field of its own.
 */
@Entity({ tableName: 'calendar_feeds' })
@ObjectType('CalendarFeed', { description: "The viewer's private calendar subscription (a secret URL of the events she joined)" })
export class CalendarFeed {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  /** Goes up by one with each reset; the token is derived from it (feed-token.ts). */
  @Property({ type: 'integer', default: 1 })
  version!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When the current link was made (a reset makes a new one)' })
  createdAt: Date = new Date();
}
