import type { OrderDetailFragment, OrderStatus } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';
import { localDateTime } from '../events/event-format.js';
import { plainUsd, usd } from '../usd.js';

type Order = OrderDetailFragment;
type OrderLine = Order['lines'][number];

const STATUS_COLORS: Record<OrderStatus, string | undefined> = {
  new: 'yellow',
  confirmed: 'cyan',
  shipped: 'green',
  cancelled: 'red',
};

export const statusColor = (status: OrderStatus): string | undefined => STATUS_COLORS[status];

export const customerName = (order: Pick<Order, 'firstName' | 'lastName'>): string => `${order.firstName} ${order.lastName}`.trim();

/** How many pieces the order asks for (the lines' quantities added up). */
export const itemCount = (order: Pick<Order, 'lines'>): number => order.lines.reduce((sum, line) => sum + line.quantity, 0);

/** "Austin, TX, US": where it goes, at a glance. */
export const shipToPlace = (order: Order): string => [order.city, order.region, order.country].filter(Boolean).join(', ');

/** "12 Oak Street, Apt 4, Austin, TX 78701, US": the whole shipping address on one line. */
export const shippingAddress = (order: Order): string =>
  [order.address1, order.address2, order.city, `${order.region} ${order.zip}`.trim(), order.country].filter(Boolean).join(', ');

/**
 * Columns of `orders list`. On a terminal: the reference people quote (`orders show` and `set-status` take it), the
 * time in the local time zone, the customer's name and dollars. Piped, for scripts: the id first, then the reference,
 * the server's ISO 8601 instant, the customer's e-mail and the subtotal as a plain number.
 */
export function orderColumns(rich: boolean): TableColumn<Order>[] {
  const id: TableColumn<Order>[] = rich ? [] : [{ header: 'ID', value: (order) => order.id }];
  return [
    ...id,
    { header: 'Reference', value: (order) => order.reference, keepWidth: true },
    { header: 'Placed', value: (order) => (rich ? localDateTime(order.createdAt) : order.createdAt) },
    { header: 'Status', value: (order) => order.status, color: (order) => statusColor(order.status) },
    { header: 'Customer', value: (order) => (rich ? customerName(order) : order.email) },
    { header: 'Ship to', value: shipToPlace },
    { header: 'Items', value: (order) => String(itemCount(order)) },
    { header: 'Subtotal', value: (order) => (rich ? usd(order.subtotalCents) : plainUsd(order.subtotalCents)) },
  ];
}

/** "2 × Walk Together Tee (Sage / M) at $28.00 = $56.00", priced as at checkout. */
export function lineText(line: OrderLine): string {
  const variant = line.variantTitle && line.variantTitle !== line.productTitle ? ` (${line.variantTitle})` : '';
  return `${line.quantity} × ${line.productTitle}${variant} at ${usd(line.unitPriceCents)} = ${usd(line.lineTotalCents)}`;
}

/** `orders show` field by field ("Label", value), empty ones left out: the plain text and the Ink view both use it. */
export function orderDetailFields(order: Order): [label: string, value: string][] {
  const fields: [string, string | undefined][] = [
    ['ID', order.id],
    ['Status', order.status],
    ['Placed', localDateTime(order.createdAt)],
    ['Updated', order.updatedAt !== order.createdAt ? localDateTime(order.updatedAt) : undefined],
    ['Customer', `${customerName(order)} <${order.email}>`],
    ['Phone', order.phone],
    ['Ship to', shippingAddress(order)],
    ['Note', order.note],
  ];
  return fields.filter((field): field is [string, string] => typeof field[1] === 'string' && field[1] !== '');
}

export const orderTitle = (order: Pick<Order, 'reference'>): string => `Order ${order.reference}`;

/** `orders show` as plain text: the title, "Label: value" lines, the items one per line, the subtotal. */
export function formatOrderDetail(order: Order): string {
  return [
    orderTitle(order),
    ...orderDetailFields(order).map(([label, value]) => `  ${label}: ${value.replace(/\s*\n\s*/g, ' ')}`),
    `  Items (${itemCount(order)}):`,
    ...order.lines.map((line) => `    ${lineText(line)}`),
    `  Subtotal: ${usd(order.subtotalCents)}`,
  ].join('\n');
}

/** `order MS-1001 from Jane Doe (2 items, $56.00)`, for prompts. */
export function describeOrder(order: Order): string {
  const count = itemCount(order);
  return `order ${order.reference} from ${customerName(order)} (${count} ${count === 1 ? 'item' : 'items'}, ${usd(order.subtotalCents)})`;
}
