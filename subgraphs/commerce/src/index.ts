import 'reflect-metadata';
import { runSubgraph } from '@momstride/kit';
import type { CommerceLoaders } from './context.js';
import { entities, SQL_ONLY_TABLES } from './entities.js';
import { commerceEnvShape } from './env.js';
import { createCommerceLoaders } from './loaders.js';
import { scheduleCartExpiry } from './modules/housekeeping/cart-expiry.schedule.js';
import { buildCommerceSchema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';

await runSubgraph<typeof commerceEnvShape, CommerceLoaders>({
  name: 'commerce',
  moduleUrl: import.meta.url,
  entities,
  skipTables: SQL_ONLY_TABLES,
  env: commerceEnvShape,
  buildSchema: buildCommerceSchema,
  seeder: DemoSeeder,
  setup: async ({ orm, logger, bus }) => {
    await scheduleCartExpiry({ bus, orm, logger });
    return { createLoaders: ({ em }) => createCommerceLoaders(em) };
  },
});
