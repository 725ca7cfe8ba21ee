import type { SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { EventParticipant, EventWaitlistEntry } from './modules/events/attendee.types.js';
import type { Event } from './modules/events/event.entity.js';
import type { EventSeries } from './modules/series/series.entity.js';
import type { WellnessGoal } from './modules/goals/goal.entity.js';

export interface EventsWellnessLoaders {
  eventById: DataLoader<string, Event | null>;
  /** The guests the viewer brings to the event, null when she does not take part: N events, one query (null for anonymous viewers). */
  viewerGuests: DataLoader<string, number | null>;
  seriesById: DataLoader<string, EventSeries | null>;
  /** The viewer's waitlist position per event (null when not on it): N events, one query. */
  viewerWaitlistPosition: DataLoader<string, number | null>;
  /** Each event's participants in join order (admin view): N events, one query. */
  participantsByEventId: DataLoader<string, EventParticipant[]>;
  /** Each event's waitlist, first in line first (admin view): N events, one query. */
  waitlistByEventId: DataLoader<string, EventWaitlistEntry[]>;
  /** A member's goals, newest first: N users, one query. */
  goalsByUserId: DataLoader<string, WellnessGoal[]>;
}

export interface EventsWellnessServices {
  /** The key calendar feed tokens are derived with (CALENDAR_FEED_KEY; modules/calendar/feed-token.ts). */
  readonly calendarFeedKey: Buffer;
  /** The community's IANA time zone (COMMUNITY_TIME_ZONE): recurring walks repeat at one local time in it. */
  readonly timeZone: string;
}

export type EventsWellnessContext = SubgraphContext<EventsWellnessLoaders, { services: EventsWellnessServices }>;
