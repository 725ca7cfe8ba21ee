import 'reflect-metadata';
import { defineSubgraph } from '@momstride/kit';
import type { MessagingContext, MessagingLoaders } from './context.js';
import { subscribeToDomainEvents } from './domain-events/subscriptions.js';
import { removeUserContent } from './domain-events/user-content.js';
import { entities, SQL_ONLY_TABLES } from './entities.js';
import { messagingEnvRules, messagingEnvShape } from './env.js';
import { createMessagingLoaders } from './loaders.js';
import { startDispatcher } from './modules/delivery/dispatcher.js';
import { unsubscribeKey } from './modules/delivery/unsubscribe-token.js';
import { scheduleDigests } from './modules/digest/digest-schedule.js';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping.schedule.js';
import { configurePush } from './modules/push/push-config.js';
import { createSendRate } from './modules/messages/send-rate.js';
import { createSubjectOwners } from './modules/reports/subject-owners.js';
import { createTestPushRate } from './modules/push/test-push-rate.js';
import { startLiveStream } from './modules/stream/live-stream.js';
import { schema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';
import { exportUserData } from './modules/privacy/export-user-data.js';

/** The messaging subgraph: run alone by index.ts (microservices mode) or beside the others by the monolith (server/). */
export const subgraph = defineSubgraph<typeof messagingEnvShape, MessagingLoaders, Pick<MessagingContext, 'services'>>({
  name: 'messaging',
  moduleUrl: import.meta.url,
  entities,
  skipTables: SQL_ONLY_TABLES,
  env: messagingEnvShape,
  envRules: messagingEnvRules,
  schema,
  seeder: DemoSeeder,
  removeUserContent,
  mirrors: { members: true },
  setup: async ({ env, orm, logger, bus, consumer, internal }) => {
    configurePush(env, logger);
    const unsubscribe = unsubscribeKey(env.INTERNAL_TOKEN_PRIVATE_KEY);
    const dispatcher = await startDispatcher({
      orm,
      bus,
      logger,
      unsubscribeKey: unsubscribe,
      missedMessageDelaySeconds: env.MISSED_MESSAGE_MAIL_DELAY_SECONDS,
    });
    await subscribeToDomainEvents(consumer, dispatcher);
    const services = {
      sendRate: createSendRate(orm.em.getKnex(), env.MESSAGES_PER_MINUTE),
      subjects: createSubjectOwners(internal),
      testPushRate: createTestPushRate(orm.em.getKnex()),
      unsubscribeKey: unsubscribe,
    };
    await scheduleHousekeeping({ bus, orm, logger });
    await scheduleDigests({ bus, orm, logger, cron: env.DIGEST_CRON, unsubscribeKey: unsubscribe, communityTimeZone: env.COMMUNITY_TIME_ZONE });
    return {
      createLoaders: ({ em, viewer }) => createMessagingLoaders(em, viewer.userId),
      extendContext: () => ({ services }),
      exportUserData,
      ...startLiveStream({ orm, databaseUrl: env.DATABASE_URL, logger }),
    };
  },
});
