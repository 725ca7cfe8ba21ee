import 'reflect-metadata';
import { createLogger, initOrm, runMigrations, startEventBus, startSubgraph } from '@momstride/kit';
import type { CommunityLoaders } from './context.js';
import { loadCommunityEnv } from './env.js';
import { subscribeToDomainEvents } from './events/subscriptions.js';
import { createCommunityLoaders } from './loaders.js';
import { communityOrmConfig } from './mikro-orm.config.js';
import { buildCommunitySchema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';

process.env.APOLLO_TELEMETRY_DISABLED ??= '1';

const env = loadCommunityEnv();
const logger = createLogger({ name: 'community', level: env.LOG_LEVEL });

const orm = await initOrm(communityOrmConfig(env.DATABASE_URL));
const applied = await runMigrations(orm);
if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
if (env.SEED_DEMO_DATA) {
  await orm.getSeeder().seed(DemoSeeder);
  logger.info('demo data present');
}

const events = await startEventBus({ connectionString: env.EVENTS_DATABASE_URL, logger });
await subscribeToDomainEvents(events, orm, logger);

await startSubgraph<CommunityLoaders>({
  name: 'community',
  schema: await buildCommunitySchema(),
  orm,
  port: env.PORT,
  viewerTokenPublicKey: env.VIEWER_TOKEN_PUBLIC_KEY,
  logger,
  production: env.NODE_ENV === 'production',
  createLoaders: ({ em }) => createCommunityLoaders(em),
  onShutdown: async () => events.stop(),
});
