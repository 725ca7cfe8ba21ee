import { OrdersDocument, type OrderDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { adminRequest } from '../users/admin-access.js';
import { orderColumns } from './order-format.js';
import { ORDERS_LIST_SIZE, type OrdersListOptions } from './options.js';

export type { OrdersListOptions } from './options.js';

/** Order requests (admins only), newest first, of one status when given: the newest ORDERS_LIST_SIZE. */
export async function ordersList(ctx: CommandContext, options: OrdersListOptions): Promise<OrderDetailFragment[]> {
  const status = options.status ?? null;
  const { orders } = await ctx.out.task('Loading orders...', () =>
    adminRequest(ctx, OrdersDocument, { status, limit: ORDERS_LIST_SIZE, offset: 0 }),
  );
  await ctx.out.table({ rows: orders, columns: orderColumns(ctx.out.rich), empty: status ? `No ${status} orders` : 'No orders yet' });
  if (ctx.out.rich && orders.length > 0) ctx.out.line(footer(orders.length, status));
  return orders;
}

/** "3 new orders", or with a full list, that these are the newest. */
function footer(count: number, status: string | null): string {
  const noun = `${status ? `${status} ` : ''}${count === 1 ? 'order' : 'orders'}`;
  return count < ORDERS_LIST_SIZE ? `${count} ${noun}` : `${count} ${noun} (the newest${status ? '' : '; --status narrows'})`;
}
