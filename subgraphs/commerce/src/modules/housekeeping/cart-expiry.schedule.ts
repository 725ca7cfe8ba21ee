import type { EventBus, Logger, MikroORM } from '@momstride/kit';
import { expireCarts } from '../cart/cart.service.js';

/** The pg-boss queue (and schedule) of abandoned-cart expiry. */
export const CART_EXPIRY_QUEUE = 'commerce__cart-expiry';
/** Daily at 03:41 (UTC). */
export const CART_EXPIRY_CRON = '41 3 * * *';
/** A cart untouched this long is abandoned. */
export const CART_EXPIRY_DAYS = 30;

/** Registers the daily removal of carts untouched for 30 days. */
export async function scheduleCartExpiry(deps: { bus: EventBus; orm: MikroORM; logger: Logger }): Promise<void> {
  const log = deps.logger.child({ component: 'cart-expiry' });
  await deps.bus.schedule(CART_EXPIRY_QUEUE, CART_EXPIRY_CRON, async () => {
    const removed = await expireCarts(deps.orm.em.fork(), CART_EXPIRY_DAYS);
    log.info({ removed }, 'abandoned carts removed');
  });
}
