import 'reflect-metadata';
import { defineSubgraph } from '@momstride/kit';
import type { CommerceContext, CommerceLoaders, CommerceServices } from './context.js';
import { entities, SQL_ONLY_TABLES } from './entities.js';
import { commerceEnvShape } from './env.js';
import { createCommerceLoaders } from './loaders.js';
import { printfulFeed } from './modules/catalogue/printful/printful-feed.js';
import { createShopLimits } from './modules/checkout/shop-limits.js';
import { scheduleCartExpiry } from './modules/housekeeping/cart-expiry.schedule.js';
import { schema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';
import { exportUserData } from './modules/privacy/export-user-data.js';

/** The commerce subgraph: run alone by index.ts (microservices mode) or beside the others by the monolith (server/). */
export const subgraph = defineSubgraph<typeof commerceEnvShape, CommerceLoaders, Pick<CommerceContext, 'services'>>({
  name: 'commerce',
  moduleUrl: import.meta.url,
  entities,
  skipTables: SQL_ONLY_TABLES,
  env: commerceEnvShape,
  schema,
  seeder: DemoSeeder,
  setup: async ({ env, orm, logger, bus }) => {
    await scheduleCartExpiry({ bus, orm, logger });
    const token = env.PRINTFUL_API_TOKEN;
    const services: CommerceServices = {
      printful: () => (token ? printfulFeed({ baseUrl: env.PRINTFUL_API_URL, token }) : null),
      shopLimits: createShopLimits(orm.em.getKnex(), env),
    };
    return { createLoaders: ({ em }) => createCommerceLoaders(em), extendContext: () => ({ services }), exportUserData };
  },
});
