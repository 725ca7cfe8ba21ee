import 'reflect-metadata';
import type { BuildSubgraphOptions } from '@momstride/kit';
import { CalendarFeedResolver } from './modules/calendar/calendar.resolver.js';
import { resolveEventReference } from './modules/events/event.reference.js';
import { EventNoticeResolver } from './modules/events/event-notice.resolver.js';
import { EventResolver } from './modules/events/event.resolver.js';
import { EventSeriesFieldResolver, EventSeriesResolver } from './modules/series/series.resolver.js';
import { WellnessGoalResolver } from './modules/goals/goal.resolver.js';
import { ReminderResolver } from './modules/reminders/reminder.resolver.js';
import { resolveUserReference } from './modules/users/user.reference.js';
import { UserResolver } from './modules/users/user.resolver.js';

/** events-wellness's GraphQL schema: its resolvers (type-graphql classes) and the reference resolvers of its federation entities. */
export const schema: BuildSubgraphOptions = {
  resolvers: [EventResolver, EventSeriesResolver, EventSeriesFieldResolver, EventNoticeResolver, WellnessGoalResolver, UserResolver, CalendarFeedResolver, ReminderResolver],
  referenceResolvers: {
    Event: { __resolveReference: resolveEventReference },
    User: { __resolveReference: resolveUserReference },
  },
};
