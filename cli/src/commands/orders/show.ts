import type { OrderDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { findOrder, parseOrderRef } from './order-ref.js';
import { printOrder } from './print-order.js';

/** Shows one order (admins only): status, customer, shipping address, lines and subtotal. */
export async function ordersShow(ctx: CommandContext, target: string): Promise<OrderDetailFragment> {
  const ref = parseOrderRef(target);
  const order = await ctx.out.task('Loading order...', () => findOrder(ctx, ref));
  await printOrder(ctx, order);
  return order;
}
