import type { PillTone } from '../../components/pill';
import type { OrderStatus } from '../../gql/graphql';

/** The Orders tab's filter: every status, or one (`?status=` beside `?tab=orders`). */
export type OrderFilter = 'all' | OrderStatus;

export const ORDER_FILTERS: ReadonlyArray<{ key: OrderFilter; label: string }> = [
  { key: 'all', label: 'All' },
  { key: 'new', label: 'New' },
  { key: 'confirmed', label: 'Confirmed' },
  { key: 'shipped', label: 'Shipped' },
  { key: 'cancelled', label: 'Cancelled' },
];

export const orderFilterOf = (asked: string | null): OrderFilter => ORDER_FILTERS.find((filter) => filter.key === asked)?.key ?? 'all';

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = { new: 'New', confirmed: 'Confirmed', shipped: 'Shipped', cancelled: 'Cancelled' };

export const STATUS_TONES: Readonly<Record<OrderStatus, PillTone>> = { new: 'gold', confirmed: 'plum', shipped: 'sage', cancelled: 'sand' };

export interface OrderMove {
  status: OrderStatus;
  /** The button. */
  label: string;
  /** The success toast, after the reference ("Order MS-1001 confirmed"). */
  done: string;
}

const CONFIRM: OrderMove = { status: 'confirmed', label: 'Confirm', done: 'confirmed' };
const SHIP: OrderMove = { status: 'shipped', label: 'Mark shipped', done: 'marked shipped' };
const CANCEL: OrderMove = { status: 'cancelled', label: 'Cancel', done: 'cancelled' };

/**
 * Where an order may go next (the commerce subgraph's rule: new → confirmed → shipped; new or confirmed → cancelled),
 * as buttons. Shipped and cancelled orders are done.
 */
export function nextMoves(status: OrderStatus): OrderMove[] {
  switch (status) {
    case 'new':
      return [CONFIRM, CANCEL];
    case 'confirmed':
      return [SHIP, CANCEL];
    case 'shipped':
    case 'cancelled':
      return [];
  }
}

/** At most this many characters of note (the server checks too). */
export const ORDER_NOTE_MAX = 1000;
