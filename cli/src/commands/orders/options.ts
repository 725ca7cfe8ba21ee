/**
 * What the `orders` command descriptors need without loading a command's implementation: the statuses in the order
 * an order moves through them, the list size and the options' shapes.
 */
import type { OrderStatus } from '../../gql/graphql.js';

/** What each status means, in lifecycle order (new → confirmed → shipped, or cancelled); the set is the schema's. */
const STATUS_MEANINGS = {
  new: 'placed, not looked at yet',
  confirmed: 'accepted by the shop',
  shipped: 'on its way (final)',
  cancelled: 'will not be sent (final)',
} as const satisfies Record<OrderStatus, string>;

export const ORDER_STATUSES = Object.keys(STATUS_MEANINGS) as OrderStatus[];

/** "new (placed, not looked at yet), confirmed (…), …" for help texts. */
export const STATUS_HELP = ORDER_STATUSES.map((status) => `${status} (${STATUS_MEANINGS[status]})`).join(', ');

/** The orders one list shows: the server's cap on a page (the newest). */
export const ORDERS_LIST_SIZE = 100;

/** Orders a cancellation can still stop (the server refuses the others). */
export const CANCELLABLE: readonly OrderStatus[] = ['new', 'confirmed'];

export interface OrdersListOptions {
  /** Only the orders of this status. */
  status?: OrderStatus;
}

export interface OrdersSetStatusOptions {
  /** The shop's note on the order (replaces the one it has; "" clears it). */
  note?: string;
  /** Skip the confirmation of a cancellation (required when not on a terminal). */
  yes?: boolean;
}
