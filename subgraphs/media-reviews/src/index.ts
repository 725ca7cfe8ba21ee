import 'reflect-metadata';
import { runSubgraph } from '@momstride/kit';
import type { MediaReviewsLoaders } from './context.js';
import { subscribeToDomainEvents } from './domain-events/subscriptions.js';
import { removeUserContent } from './domain-events/user-content.js';
import { entities, SQL_ONLY_TABLES } from './entities.js';
import { createMediaReviewsLoaders } from './loaders.js';
import { buildMediaReviewsSchema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';

await runSubgraph<Record<never, never>, MediaReviewsLoaders>({
  name: 'media-reviews',
  moduleUrl: import.meta.url,
  entities,
  skipTables: SQL_ONLY_TABLES,
  buildSchema: buildMediaReviewsSchema,
  seeder: DemoSeeder,
  removeUserContent,
  subscribe: subscribeToDomainEvents,
  setup: () => ({ createLoaders: ({ em, viewer }) => createMediaReviewsLoaders(em, viewer.userId ?? null) }),
});
