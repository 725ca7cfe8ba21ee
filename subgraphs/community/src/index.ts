import 'reflect-metadata';
import { runSubgraph } from '@momstride/kit';
import type { CommunityContext, CommunityLoaders } from './context.js';
import { subscribeToDomainEvents } from './domain-events/subscriptions.js';
import { removeUserContent } from './domain-events/user-content.js';
import { entities } from './entities.js';
import { createCommunityLoaders } from './loaders.js';
import { createProgressRate } from './modules/challenges/progress-rate.js';
import { buildCommunitySchema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';

await runSubgraph<Record<never, never>, CommunityLoaders, Pick<CommunityContext, 'services'>>({
  name: 'community',
  moduleUrl: import.meta.url,
  entities,
  skipTables: ['rate_limits'],
  buildSchema: buildCommunitySchema,
  seeder: DemoSeeder,
  removeUserContent,
  subscribe: subscribeToDomainEvents,
  setup: ({ orm }) => {
    const services = { progressRate: createProgressRate(orm.em.getKnex()) };
    return { createLoaders: ({ em, viewer }) => createCommunityLoaders(em, viewer.userId ?? null), extendContext: () => ({ services }) };
  },
});
