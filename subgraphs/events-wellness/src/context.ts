import type { SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { Event } from './modules/events/event.entity.js';
import type { WellnessGoal } from './modules/goals/goal.entity.js';

export interface EventsWellnessLoaders {
  eventById: DataLoader<string, Event | null>;
  /** Whether the viewer takes part in the event: N events, one query (false for anonymous viewers). */
  viewerJoined: DataLoader<string, boolean>;
  /** The viewer's waitlist position per event (null when not on it): N events, one query. */
  viewerWaitlistPosition: DataLoader<string, number | null>;
  /** A member's goals, newest first: N users, one query. */
  goalsByUserId: DataLoader<string, WellnessGoal[]>;
}

export type EventsWellnessContext = SubgraphContext<EventsWellnessLoaders>;
