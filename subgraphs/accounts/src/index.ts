import 'reflect-metadata';
import { createEntityByIdLoader, createLogger, initOrm, runMigrations, startSubgraph } from '@momstride/kit';
import type { AccountsContextExtra, AccountsLoaders, AccountsServices } from './context.js';
import { loadAccountsEnv } from './env.js';
import { createMailer } from './mail/mailer.js';
import { accountsOrmConfig } from './mikro-orm.config.js';
import { createLoginThrottle } from './modules/auth/throttle.js';
import { createAccessTokenSigner } from './modules/auth/tokens.js';
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
};

await startSubgraph<AccountsLoaders, AccountsContextExtra>({
  name: 'accounts',
  schema: await buildAccountsSchema(),
  orm,
  port: env.PORT,
  viewerTokenPublicKey: env.VIEWER_TOKEN_PUBLIC_KEY,
  logger,
  production: env.NODE_ENV === 'production',
  createLoaders: ({ em }) => ({ userById: createEntityByIdLoader(em, User) }),
  extendContext: () => ({ services, sessionUserIds: new Set<string>() }),
  onShutdown: async () => mailer.close(),
});
