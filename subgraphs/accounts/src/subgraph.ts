import 'reflect-metadata';
import { accountsModerationRoutes } from './modules/moderation/moderation.owner.js';
import { createEntityByIdLoader, createObjectStorage, defineSubgraph, loadStorageEnv, watchMediaBytes } from '@momstride/kit';
import { PROFILE_PICTURE_FOLDER } from './modules/media/profile-picture.messages.js';
import type { AccountsContextExtra, AccountsLoaders, AccountsServices } from './context.js';
import { entities, SQL_ONLY_TABLES } from './entities.js';
import { subscribeToDigestMails } from './domain-events/digest-mails.js';
import { subscribeToNotificationMails } from './domain-events/notification-mails.js';
import { subscribeToOrderMails } from './domain-events/order-mails.js';
import { accountsEnvRules, accountsEnvShape, logsResetLinks } from './env.js';
import { composeRoutes } from './http-routes.js';
import { membersInternalRoutes } from './modules/users/members-internal.routes.js';
import { createMailer } from './mail/mailer.js';
import { setPasswordHashConcurrency } from './modules/auth/passwords.js';
import { createLoginThrottle } from './modules/auth/throttle.js';
import { createAccessTokenSigner } from './modules/auth/tokens.js';
import { createIsFollowedByViewerLoader } from './modules/follows/follow.loader.js';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping.schedule.js';
import { profilePictureRoutes } from './modules/media/profile-picture.routes.js';
import { createUploadRate } from './modules/media/upload-rate.js';
import { startRevocationSignal } from './modules/sessions/revocation-signal.js';
import { sessionRevocationRoutes } from './modules/sessions/session-revocation.routes.js';
import { accessTokenRoutes } from './modules/access-tokens/access-token.routes.js';
import { startDataExportJob } from './modules/privacy/data-export.job.js';
import { dataExportRoutes } from './modules/privacy/data-export.routes.js';
import { User } from './modules/users/user.entity.js';
import { createUserSummaryLoader } from './modules/users/user-summary.js';
import { startWebhookQueue } from './modules/webhooks/webhook-queue.js';
import type { WebhookConfig } from './modules/webhooks/webhook-send.js';
import { subscribeToWebhookEvents } from './modules/webhooks/webhook-subscriptions.js';
import { sealPlaintextSecrets } from './modules/webhooks/webhook.store.js';
import { schema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';

/** The accounts subgraph: run alone by index.ts (microservices mode) or beside the others by the monolith (server/). */
export const subgraph = defineSubgraph<typeof accountsEnvShape, AccountsLoaders, AccountsContextExtra>({
  name: 'accounts',
  moduleUrl: import.meta.url,
  entities,
  skipTables: SQL_ONLY_TABLES,
  env: accountsEnvShape,
  envRules: accountsEnvRules,
  schema,
  seeder: DemoSeeder,
  setup: async ({ env, envSource, orm, logger, bus, internal, consumer }) => {
    await scheduleHousekeeping({ bus, orm, logger });
    setPasswordHashConcurrency(env.PASSWORD_HASH_CONCURRENCY);
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR, log: logger });
    // The mails of notifications messaging's dispatcher asks for (accounts owns the addresses and the transport).
    await subscribeToNotificationMails(consumer, mailer, env.PUBLIC_URL);
    // The weekly digest messaging's schedule asks for, gathered from events-wellness, community and accounts' members.
    await subscribeToDigestMails(consumer, mailer, env.PUBLIC_URL, internal);
    // Waitlist and cancellation mails now come from messaging's dispatcher (notification.mail_requested).
    for (const event of ['event.waitlist_promoted', 'event.cancelled'] as const) await bus.retireSubscription(event, 'accounts');
    // Order mails for commerce's order.placed (accounts has the transport and the admins' addresses).
    await subscribeToOrderMails(consumer, mailer, env.PUBLIC_URL, env.ORDER_NOTICES_PER_HOUR);
    // Members' data exports: built from every subgraph's part (internal calls), mailed, pruned after 7 days.
    const storage = createObjectStorage(loadStorageEnv(envSource));
    storage.catch((error: unknown) => logger.error({ err: error }, 'object storage unavailable'));
    watchMediaBytes('accounts', storage, [PROFILE_PICTURE_FOLDER]);
    await startDataExportJob({ bus, orm, logger, internal, storage, mailer, publicUrl: env.PUBLIC_URL });
    // Webhooks: domain events → signed deliveries to the endpoints admins registered, retried through the queue.
    const webhookConfig: WebhookConfig = {
      allowedOrigins: env.WEBHOOK_ALLOWED_ORIGINS,
      secretsKey: env.WEBHOOK_SECRETS_KEY,
      retryBaseSeconds: env.WEBHOOK_RETRY_BASE_SECONDS,
      maxAttempts: env.WEBHOOK_MAX_ATTEMPTS,
    };
    const webhookLogger = logger.child({ component: 'webhooks' });
    // Secrets stored before they were encrypted are sealed now (idempotent; replicas may race).
    const sealed = await sealPlaintextSecrets(orm.em.fork(), env.WEBHOOK_SECRETS_KEY);
    if (sealed > 0) webhookLogger.info({ sealed }, 'webhook signing secrets encrypted at rest');
    const webhookQueue = await startWebhookQueue({ connectionString: env.DOMAIN_EVENTS_DATABASE_URL, orm, logger: webhookLogger, config: webhookConfig, mailer, publicUrl: env.PUBLIC_URL });
    await subscribeToWebhookEvents({ bus, orm, logger: webhookLogger, queue: webhookQueue });
    const services: AccountsServices = {
      config: { PUBLIC_URL: env.PUBLIC_URL, ALLOW_ADMIN_SIGNUP: env.ALLOW_ADMIN_SIGNUP, logResetLinks: logsResetLinks(env) },
      signAccessToken: createAccessTokenSigner(env.ACCESS_TOKEN_PRIVATE_KEY),
      throttle: createLoginThrottle({
        knex: orm.em.getKnex(),
        failuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
        failuresPerAddress: env.LOGIN_FAILURES_PER_ADDRESS,
        resetMailsPerHour: env.RESET_MAILS_PER_EMAIL_PER_HOUR,
        registrationsPerAddressPerHour: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
        resetRequestsPerAddressPerHour: env.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
      }),
      mailer,
      webhooks: { config: webhookConfig, queue: webhookQueue },
    };
    // Wakes the gateways' waiting polls of the session-revocation feed when a revocation commits.
    const revocationSignal = startRevocationSignal({ databaseUrl: env.DATABASE_URL, logger });
    const uploadRate = createUploadRate({ knex: orm.em.getKnex(), uploadsPerWindow: env.PROFILE_PICTURE_UPLOADS_PER_10_MINUTES });
    return {
      createLoaders: ({ em, viewer }) => ({
        userById: createEntityByIdLoader(em, User),
        userSummaryById: createUserSummaryLoader(em),
        isFollowedByViewer: createIsFollowedByViewerLoader(em, viewer.userId),
      }),
      extendContext: () => ({ services, sessionUserIds: new Set<string>() }),
      // Extra HTTP routes beside /graphql: one mounter per line.
      httpRoutes: composeRoutes(
        sessionRevocationRoutes(orm, revocationSignal),
        accessTokenRoutes(orm),
        profilePictureRoutes({ orm, logger, uploadRate, storage }),
        membersInternalRoutes(orm),
        dataExportRoutes(orm),
        accountsModerationRoutes(orm),
      ),
      // Waiting polls are answered at once, so that the server can close.
      onStopping: () => revocationSignal.stop(),
      onShutdown: async () => {
        await webhookQueue.stop();
        await mailer.close();
      },
    };
  },
});
