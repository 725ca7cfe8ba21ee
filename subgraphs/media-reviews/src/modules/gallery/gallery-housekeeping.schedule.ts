import type { EntityManager, EventBus, Logger, MikroORM, ObjectStorage } from '@momstride/kit';
import { removeOrphanedMedia } from './photo-files.js';
import { PhotoStatus } from './photo-status.js';

/** The pg-boss queue (and schedule) of the gallery's housekeeping. */
export const GALLERY_HOUSEKEEPING_QUEUE = 'media-reviews__gallery-housekeeping';
/** Every 15 minutes (UTC). */
export const GALLERY_HOUSEKEEPING_CRON = '*/15 * * * *';
/** A URL photo whose copy has not come within this long (its deliveries all failed) is given up as unavailable. */
export const PENDING_GIVE_UP_HOURS = 24;

/** Gives up on photos pending for a day; returns how many. */
export async function giveUpStalePending(em: EntityManager): Promise<number> {
  const rows = await em.execute<unknown[]>(
    `update photos set status = ?, problem = 'timeout' where status = ? and created_at < now() - make_interval(hours => ?) returning id`,
    [PhotoStatus.unavailable, PhotoStatus.pending, PENDING_GIVE_UP_HOURS],
  );
  return rows.length;
}

/** Registers the gallery's housekeeping: orphaned files removed, stale pending photos given up. */
export async function scheduleGalleryHousekeeping(deps: { bus: EventBus; orm: MikroORM; logger: Logger; storage: Promise<ObjectStorage> }): Promise<void> {
  const log = deps.logger.child({ component: 'gallery-housekeeping' });
  await deps.bus.schedule(GALLERY_HOUSEKEEPING_QUEUE, GALLERY_HOUSEKEEPING_CRON, async () => {
    const em = deps.orm.em.fork();
    const removed = await removeOrphanedMedia(em, await deps.storage, log);
    const givenUp = await giveUpStalePending(em);
    log.info({ removed, givenUp }, 'gallery housekeeping done');
  });
}
