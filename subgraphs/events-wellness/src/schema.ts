import 'reflect-metadata';
import { buildSubgraph, printSubgraphSdl, type BuildSubgraphOptions } from '@momstride/kit';
import { CalendarFeedResolver } from './modules/calendar/calendar.resolver.js';
import { resolveEventReference } from './modules/events/event.reference.js';
import { EventNoticeResolver } from './modules/events/event-notice.resolver.js';
import { EventResolver } from './modules/events/event.resolver.js';
import { WellnessGoalResolver } from './modules/goals/goal.resolver.js';
import { resolveUserReference } from './modules/users/user.reference.js';
import { UserResolver } from './modules/users/user.resolver.js';

const subgraphOptions: BuildSubgraphOptions = {
  resolvers: [EventResolver, EventNoticeResolver, WellnessGoalResolver, UserResolver, CalendarFeedResolver],
  referenceResolvers: {
    Event: { __resolveReference: resolveEventReference },
    User: { __resolveReference: resolveUserReference },
  },
  federationImports: ['@key', '@shareable'],
};

export const buildEventsWellnessSchema = async () => (await buildSubgraph(subgraphOptions)).schema;

export const printEventsWellnessSchema = (): Promise<string> => printSubgraphSdl(subgraphOptions);
