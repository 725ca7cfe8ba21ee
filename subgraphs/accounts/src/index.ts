import 'reflect-metadata';
import { createEntityByIdLoader, createLogger, initOrm, runMigrations, startEventBus, startSubgraph } from '@momstride/kit';
import type { AccountsContextExtra, AccountsLoaders, AccountsServices } from './context.js';
import { loadAccountsEnv } from './env.js';
import { createDomainEventPublisher } from './events/domain-events.js';
import { composeRoutes } from './http-routes.js';
import { createMailer } from './mail/mailer.js';
import { accountsOrmConfig } from './mikro-orm.config.js';
import { createLoginThrottle } from './modules/auth/throttle.js';
import { createAccessTokenSigner } from './modules/auth/tokens.js';
import { createIsFollowedByViewerLoader } from './modules/follows/follow.loader.js';
import { profilePictureRoutes } from './modules/media/profile-picture.routes.js';
import { sessionRevocationRoutes } from './modules/sessions/session-revocation.routes.js';
import { User } from './modules/users/user.entity.js';
import { buildAccountsSchema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';

process.env.APOLLO_TELEMETRY_DISABLED ??= '1';

const env = loadAccountsEnv();
const logger = createLogger({ name: 'accounts', level: env.LOG_LEVEL });

const orm = await initOrm(accountsOrmConfig(env.DATABASE_URL));
const applied = await runMigrations(orm);
if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
if (env.SEED_DEMO_DATA) {
  await orm.getSeeder().seed(DemoSeeder);
  logger.info('demo data present');
}

const eventBus = await startEventBus({ connectionString: env.EVENTS_DATABASE_URL, logger: logger.child({ component: 'events' }) });
const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR, log: logger });
const services: AccountsServices = {
  config: { PUBLIC_URL: env.PUBLIC_URL, ALLOW_ADMIN_SIGNUP: env.ALLOW_ADMIN_SIGNUP, logResetLinks: !env.SMTP_URL },
  signAccessToken: createAccessTokenSigner(env.ACCESS_TOKEN_PRIVATE_KEY),
  throttle: createLoginThrottle({
    knex: orm.em.getKnex(),
    failuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
    failuresPerAddress: env.LOGIN_FAILURES_PER_ADDRESS,
    resetMailsPerHour: env.RESET_MAILS_PER_EMAIL_PER_HOUR,
  }),
  mailer,
  events: createDomainEventPublisher(eventBus, logger),
};

/** Extra HTTP routes beside /graphql: one mounter per line. */
const httpRoutes = composeRoutes(
  sessionRevocationRoutes(orm),
  profilePictureRoutes({ orm, logger }),
);

await startSubgraph<AccountsLoaders, AccountsContextExtra>({
  name: 'accounts',
  schema: await buildAccountsSchema(),
  orm,
  port: env.PORT,
  viewerTokenPublicKey: env.VIEWER_TOKEN_PUBLIC_KEY,
  logger,
  production: env.NODE_ENV === 'production',
  createLoaders: ({ em, viewer }) => ({
    userById: createEntityByIdLoader(em, User),
    isFollowedByViewer: createIsFollowedByViewerLoader(em, viewer.userId),
  }),
  extendContext: () => ({ services, sessionUserIds: new Set<string>() }),
  httpRoutes,
  onShutdown: async () => {
    mailer.close();
    await eventBus.stop();
  },
});
