import 'reflect-metadata';
import { defineSubgraph } from '@momstride/kit';
import type { EventsWellnessContext, EventsWellnessLoaders } from './context.js';
import { removeUserContent } from './domain-events/user-content.js';
import { entities, SQL_ONLY_TABLES } from './entities.js';
import { eventsWellnessEnvShape } from './env.js';
import { createEventsWellnessLoaders } from './loaders.js';
import { digestWalksRoutes } from './modules/events/digest-walks.routes.js';
import { eventsInternalRoutes } from './modules/events/events-internal.routes.js';
import { startReminderScheduler } from './modules/reminders/reminder-scheduler.js';
import { schema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';
import { exportUserData } from './modules/privacy/export-user-data.js';

/** The events-wellness subgraph: run alone by index.ts (microservices mode) or beside the others by the monolith (server/). */
export const subgraph = defineSubgraph<typeof eventsWellnessEnvShape, EventsWellnessLoaders, Pick<EventsWellnessContext, 'services'>>({
  name: 'events-wellness',
  moduleUrl: import.meta.url,
  entities,
  skipTables: SQL_ONLY_TABLES,
  env: eventsWellnessEnvShape,
  schema,
  seeder: DemoSeeder,
  removeUserContent,
  setup: ({ orm, env, logger }) => {
    const services = { calendarFeedKey: env.CALENDAR_FEED_KEY, timeZone: env.COMMUNITY_TIME_ZONE };
    const reminders = startReminderScheduler({ orm, databaseUrl: env.DATABASE_URL, logger });
    return {
      onShutdown: reminders.stop,
      createLoaders: ({ em, viewer }) => createEventsWellnessLoaders(em, viewer.userId),
      extendContext: () => ({ services }),
      httpRoutes: (app, tools) => {
        eventsInternalRoutes(orm)(app, tools);
        digestWalksRoutes(orm)(app, tools);
      },
      exportUserData,
    };
  },
});
