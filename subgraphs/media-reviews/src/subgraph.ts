import 'reflect-metadata';
import { createObjectStorage, defineSubgraph, loadStorageEnv, watchMediaBytes } from '@momstride/kit';
import { PHOTO_FOLDER } from './modules/gallery/photo-files.js';
import type { MediaReviewsContext, MediaReviewsLoaders } from './context.js';
import { subscribeToDomainEvents } from './domain-events/subscriptions.js';
import { removeUserContent } from './domain-events/user-content.js';
import { entities, SQL_ONLY_TABLES } from './entities.js';
import { mediaReviewsEnvRules, mediaReviewsEnvShape } from './env.js';
import { createMediaReviewsLoaders } from './loaders.js';
import { scheduleGalleryHousekeeping } from './modules/gallery/gallery-housekeeping.schedule.js';
import { subscribeToPhotoCopies } from './modules/gallery/photo-copy.js';
import { createPhotoRate } from './modules/gallery/photo-rate.js';
import { photoUploadRoutes } from './modules/gallery/photo-upload.routes.js';
import { mediaReviewsModerationRoutes } from './modules/moderation/moderation.owner.js';
import { exportUserDataWith } from './modules/privacy/export-user-data.js';
import { createReviewRate } from './modules/reviews/review-rate.js';
import { schema } from './schema.js';
import { DemoSeeder } from './seeders/demo.seeder.js';

/** The media-reviews subgraph: run alone by index.ts (microservices mode) or beside the others by the monolith (server/). */
export const subgraph = defineSubgraph<typeof mediaReviewsEnvShape, MediaReviewsLoaders, Pick<MediaReviewsContext, 'services'>>({
  name: 'media-reviews',
  moduleUrl: import.meta.url,
  entities,
  skipTables: SQL_ONLY_TABLES,
  env: mediaReviewsEnvShape,
  envRules: mediaReviewsEnvRules,
  schema,
  seeder: DemoSeeder,
  removeUserContent,
  subscribe: subscribeToDomainEvents,
  mirrors: { members: true, events: true },
  setup: async ({ env, envSource, orm, logger, bus, consumer }) => {
    const storage = createObjectStorage(loadStorageEnv(envSource));
    // Said at start-up, not only on the first photo, when the storage cannot be built.
    storage.catch((error: unknown) => logger.error({ err: error }, 'object storage unavailable'));
    watchMediaBytes('media-reviews', storage, [PHOTO_FOLDER]);
    const services = {
      storage,
      photoRate: createPhotoRate(orm.em.getKnex(), env.PHOTOS_PER_HOUR),
      reviewRate: createReviewRate(orm.em.getKnex()),
      photoFetchAllowedOrigins: env.PHOTO_FETCH_ALLOWED_ORIGINS,
    };
    await subscribeToPhotoCopies(
      consumer,
      { orm, storage, logger: logger.child({ component: 'photo-copy' }), allowedOrigins: env.PHOTO_FETCH_ALLOWED_ORIGINS },
    );
    await scheduleGalleryHousekeeping({ bus, orm, logger, storage });
    return {
      createLoaders: ({ em, viewer }) => createMediaReviewsLoaders(em, viewer.userId ?? null),
      extendContext: () => ({ services }),
      httpRoutes: (app, tools) => {
        photoUploadRoutes({ orm, logger, storage, photoRate: services.photoRate })(app, tools);
        mediaReviewsModerationRoutes(orm)(app, tools);
      },
      exportUserData: exportUserDataWith(storage),
    };
  },
});
