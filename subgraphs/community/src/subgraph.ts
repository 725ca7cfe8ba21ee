import 'reflect-metadata';
import { defineSubgraph } from '@momstride/kit';
import type { CommunityContext, CommunityLoaders } from './context.js';
import { subscribeToDomainEvents } from './domain-events/subscriptions.js';
import { removeUserContent } from './domain-events/user-content.js';
import { entities } from './entities.js';
import { createCommunityLoaders } from './loaders.js';
import { createProgressRate } from './modules/challenges/progress-rate.js';
import { communityModerationRoutes } from './modules/moderation/moderation.owner.js';
import { digestStoriesRoutes } from './modules/stories/digest-stories.routes.js';
import { schema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';
import { exportUserData } from './modules/privacy/export-user-data.js';

/** The community subgraph: run alone by index.ts (microservices mode) or beside the others by the monolith (server/). */
export const subgraph = defineSubgraph<Record<never, never>, CommunityLoaders, Pick<CommunityContext, 'services'>>({
  name: 'community',
  moduleUrl: import.meta.url,
  entities,
  skipTables: ['rate_limits'],
  schema,
  seeder: DemoSeeder,
  removeUserContent,
  // The members table has community's own columns too; its user.registered (with the welcome badge) is its own.
  mirrors: { members: { subscribe: false } },
  subscribe: subscribeToDomainEvents,
  setup: ({ orm }) => {
    const services = { progressRate: createProgressRate(orm.em.getKnex()) };
    return {
      createLoaders: ({ em, viewer }) => createCommunityLoaders(em, viewer.userId ?? null),
      extendContext: () => ({ services }),
      httpRoutes: (app, tools) => {
        communityModerationRoutes(orm)(app, tools);
        digestStoriesRoutes(orm)(app, tools);
      },
      exportUserData,
    };
  },
});
