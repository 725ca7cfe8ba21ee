import type { MikroORM } from '@mikro-orm/postgresql';
import type { EventBus, Logger } from '@momstride/kit';
import { pruneStaleRows } from './prune-stale-rows.js';

/** The pg-boss queue (and schedule) of accounts' housekeeping. */
export const HOUSEKEEPING_QUEUE = 'accounts__housekeeping';
/** Every hour, at minute 17 (UTC). */
export const HOUSEKEEPING_CRON = '17 * * * *';

/** Registers the hourly prune of stale tokens, revocations and rate-limit counters on the queue. */
export async function scheduleHousekeeping(deps: { bus: EventBus; orm: MikroORM; logger: Logger }): Promise<void> {
  const log = deps.logger.child({ component: 'housekeeping' });
  await deps.bus.schedule(HOUSEKEEPING_QUEUE, HOUSEKEEPING_CRON, async () => {
    const pruned = await pruneStaleRows(deps.orm.em.fork());
    log.info({ ...pruned }, 'stale rows pruned');
  });
}
