import { SetOrderStatusDocument, type OrderDetailFragment, type OrderStatus } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';
import { describeOrder } from './order-format.js';
import { findOrder, parseOrderRef } from './order-ref.js';
import { CANCELLABLE, type OrdersSetStatusOptions } from './options.js';

export type { OrdersSetStatusOptions } from './options.js';

/**
 * Moves an order on (admins only): new → confirmed → shipped, or new | confirmed → cancelled. The server holds the
 * rules: any other move is its CONFLICT ("An order that is shipped cannot become cancelled", exit 1). A cancellation
 * it would make asks first on a terminal (--yes without one). --note replaces the shop's note on the order.
 */
export async function ordersSetStatus(
  ctx: CommandContext,
  target: string,
  status: OrderStatus,
  options: OrdersSetStatusOptions,
): Promise<OrderDetailFragment> {
  const ref = parseOrderRef(target);
  const order = await ctx.out.task('Loading order...', () => findOrder(ctx, ref));
  const note = options.note ?? null;
  if (order.status === status && note === null) {
    if (ctx.out.json) ctx.out.printJson(order);
    else ctx.out.line(`Order ${order.reference} is already ${status}`);
    return order;
  }
  if (status === 'cancelled' && CANCELLABLE.includes(order.status)) {
    await ctx.out.confirm(`Cancel ${describeOrder(order)}? A cancelled order cannot be reopened.`, {
      yes: options.yes,
      action: `cancel order ${order.reference}`,
    });
  }
  const { setOrderStatus: updated } = await ctx.out.task('Updating order...', () =>
    adminRequest(ctx, SetOrderStatusDocument, { id: order.id, status, note }),
  );
  if (ctx.out.json) ctx.out.printJson(updated);
  else ctx.out.line(updated.status === order.status ? `Order ${updated.reference}: note saved` : `Order ${updated.reference} is now ${updated.status} (was ${order.status})`);
  return updated;
}
