import 'reflect-metadata';
import { runSubgraph } from '@momstride/kit';
import type { CommunityLoaders } from './context.js';
import { subscribeToDomainEvents } from './domain-events/subscriptions.js';
import { removeUserContent } from './domain-events/user-content.js';
import { entities } from './entities.js';
import { createCommunityLoaders } from './loaders.js';
import { buildCommunitySchema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';
import { exportUserData } from './modules/privacy/export-user-data.js';

await runSubgraph<Record<never, never>, CommunityLoaders>({
  name: 'community',
  moduleUrl: import.meta.url,
  entities,
  buildSchema: buildCommunitySchema,
  seeder: DemoSeeder,
  removeUserContent,
  // The members table has community's own columns too; its user.registered (with the welcome badge) is its own.
  mirrors: { members: { subscribe: false } },
  subscribe: subscribeToDomainEvents,
  setup: () => ({ createLoaders: ({ em, viewer }) => createCommunityLoaders(em, viewer.userId ?? null), exportUserData }),
});
