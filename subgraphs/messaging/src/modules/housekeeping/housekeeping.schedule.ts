import type { EventBus, Logger, MikroORM } from '@momstride/kit';
import { pruneStaleRows } from './prune-stale-rows.js';

/** The pg-boss queue (and schedule) of messaging's housekeeping. */
export const HOUSEKEEPING_QUEUE = 'messaging__housekeeping';
/** Every hour, at minute 23 (UTC). */
export const HOUSEKEEPING_CRON = '23 * * * *';

/** Registers the hourly prune of day-old stream events and old read notifications on the queue. */
export async function scheduleHousekeeping(deps: { bus: EventBus; orm: MikroORM; logger: Logger }): Promise<void> {
  const log = deps.logger.child({ component: 'housekeeping' });
  await deps.bus.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, async () => {
    const pruned = await pruneStaleRows(deps.orm.em.fork());
    log.info({ ...pruned }, 'stale rows pruned');
  });
}
