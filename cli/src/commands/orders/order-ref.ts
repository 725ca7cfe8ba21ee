import { OrderByIdDocument, OrderReferencesDocument, type OrderDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode } from '../../services/errors.js';
import { parseId } from '../ids.js';
import { adminRequest } from '../users/admin-access.js';
import { ORDERS_LIST_SIZE } from './options.js';

/** How a command names an order: its id (a UUID) or the reference people quote ("MS-1001"). */
export type OrderRef = { kind: 'id'; id: string } | { kind: 'reference'; reference: string };

const REFERENCE = /^MS-(\d{1,9})$/i;

/** Pages of the admin list (ORDERS_LIST_SIZE each, newest first) searched for a reference: the newest 10,000 orders. */
export const REFERENCE_LOOKUP_PAGES = 100;

/** The server's answer for an unknown order id, and ours for a reference no order has. */
export const ORDER_NOT_FOUND = 'Order not found';

/** An order id or reference ("ms-1001" reads as MS-1001); anything else is a usage error (exit 2). */
export function parseOrderRef(raw: string): OrderRef {
  const reference = REFERENCE.exec(raw.trim());
  if (reference) return { kind: 'reference', reference: `MS-${Number(reference[1])}` };
  return { kind: 'id', id: parseId(raw, 'an order id or reference, e.g. MS-1001 (see: momstride orders list)') };
}

/** The id of the order with this reference: the admin list, newest first, a page at a time. */
async function idOfReference(ctx: CommandContext, reference: string): Promise<string> {
  for (let page = 0; page < REFERENCE_LOOKUP_PAGES; page += 1) {
    const { orders } = await adminRequest(ctx, OrderReferencesDocument, { limit: ORDERS_LIST_SIZE, offset: page * ORDERS_LIST_SIZE });
    const found = orders.find((order) => order.reference === reference);
    if (found) return found.id;
    if (orders.length < ORDERS_LIST_SIZE) break;
  }
  throw new CliError(ORDER_NOT_FOUND, ExitCode.Error, 'NOT_FOUND');
}

/**
 * One order with its lines (admins only: a member hears "Admin access required", exit 1). An unknown id is the
 * server's "Order not found"; a reference is looked up in the admin list, "Order not found" when no order has it.
 */
export async function findOrder(ctx: CommandContext, ref: OrderRef): Promise<OrderDetailFragment> {
  const id = ref.kind === 'id' ? ref.id : await idOfReference(ctx, ref.reference);
  const { order } = await adminRequest(ctx, OrderByIdDocument, { id });
  return order;
}
