import { createEntityByIdLoader, isUuid, type EntityManager } from '@momstride/kit';
import DataLoader from 'dataloader';
import type { EventsWellnessLoaders } from './context.js';
import { Event } from './modules/events/event.entity.js';
import { participantsOf, waitlistsOf } from './modules/events/attendees.js';
import { joinedEventGuests, waitlistPositions } from './modules/events/event.service.js';
import { EventSeries } from './modules/series/series.entity.js';
import { goalsOfUsers } from './modules/goals/goal.service.js';

/** Per-request loaders, built on the request's EntityManager fork for the request's viewer. */
export function createEventsWellnessLoaders(em: EntityManager, viewerId: string | undefined): EventsWellnessLoaders {
  return {
    eventById: createEntityByIdLoader(em, Event),
    viewerGuests: new DataLoader<string, number | null>(async (ids) => {
      if (!viewerId) return ids.map(() => null);
      const joined = await joinedEventGuests(em, viewerId, [...new Set(ids)]);
      return ids.map((id) => joined.get(id) ?? null);
    }),
    seriesById: createEntityByIdLoader(em, EventSeries),
    viewerWaitlistPosition: new DataLoader<string, number | null>(async (ids) => {
      if (!viewerId) return ids.map(() => null);
      const positions = await waitlistPositions(em, viewerId, [...new Set(ids)]);
      return ids.map((id) => positions.get(id) ?? null);
    }),
    participantsByEventId: new DataLoader((ids) => participantsOf(em, ids)),
    waitlistByEventId: new DataLoader((ids) => waitlistsOf(em, ids)),
    goalsByUserId: new DataLoader(async (ids) => {
      const goals = await goalsOfUsers(em, [...new Set(ids.filter(isUuid))]);
      return ids.map((id) => goals.get(id) ?? []);
    }),
  };
}
