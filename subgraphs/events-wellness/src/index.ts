import 'reflect-metadata';
import { runSubgraph } from '@momstride/kit';
import type { EventsWellnessLoaders } from './context.js';
import { removeUserContent } from './domain-events/user-content.js';
import { entities, SQL_ONLY_TABLES } from './entities.js';
import { createEventsWellnessLoaders } from './loaders.js';
import { eventsInternalRoutes } from './modules/events/events-internal.routes.js';
import { buildEventsWellnessSchema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';
import { exportUserData } from './modules/privacy/export-user-data.js';

await runSubgraph<Record<never, never>, EventsWellnessLoaders>({
  name: 'events-wellness',
  moduleUrl: import.meta.url,
  entities,
  skipTables: SQL_ONLY_TABLES,
  buildSchema: buildEventsWellnessSchema,
  seeder: DemoSeeder,
  removeUserContent,
  setup: ({ orm }) => ({
    createLoaders: ({ em, viewer }) => createEventsWellnessLoaders(em, viewer.userId),
    httpRoutes: eventsInternalRoutes(orm),
    exportUserData,
  }),
});
