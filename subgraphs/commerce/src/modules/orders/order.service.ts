import { badUserInput, characterCount, conflict, entityQuery, isUuid, notFound, toSnapshots, trimmedText, type EntityManager, type Page } from '@momstride/kit';
import { Order } from './order.entity.js';
import { OrderLine } from './order-line.type.js';
import { NEXT_STATUSES, type OrderStatus } from './order-status.js';

export const ORDER_NOT_FOUND = 'Order not found';
export const ORDERS_DEFAULT_LIMIT = 50;
export const ORDERS_MAX_LIMIT = 100;
export const NOTE_MAX_LENGTH = 1000;

const newest = entityQuery(Order, 'order by created_at desc, id desc limit $1 offset $2');
const newestWithStatus = entityQuery(Order, 'where status = $3 order by created_at desc, id desc limit $1 offset $2');
const byId = entityQuery(Order, 'where id = $1');

/** Orders newest first, of one status when given (admins; the caller checked the role). */
export const listOrders = (em: EntityManager, status: OrderStatus | null, page: Page): Promise<Order[]> =>
  status ? newestWithStatus(em, [page.limit, page.offset, status]) : newest(em, [page.limit, page.offset]);

export async function orderById(em: EntityManager, id: string): Promise<Order> {
  const [order] = isUuid(id) ? await byId(em, [id]) : [];
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The lines of each order in checkout order: N orders, one query. */
export async function linesOfOrders(em: EntityManager, orderIds: readonly string[]): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>(orderIds.map((id) => [id, []]));
  const ids = orderIds.filter(isUuid);
  if (ids.length === 0) return byOrder;
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `select id, order_id, product_id, variant_id, product_title, variant_title, image, quantity, unit_price_cents, line_total_cents
     from order_lines where order_id = any(array[?]::uuid[]) order by order_id, position`,
    [ids],
  );
  for (const row of rows) {
    const line = Object.assign(Object.create(OrderLine.prototype) as OrderLine, {
      id: row.id as string,
      orderId: row.order_id as string,
      productId: (row.product_id as string | null) ?? null,
      variantId: row.variant_id as string,
      productTitle: row.product_title as string,
      variantTitle: row.variant_title as string,
      image: (row.image as string | null) ?? null,
      quantity: Number(row.quantity),
      unitPriceCents: Number(row.unit_price_cents),
      lineTotalCents: Number(row.line_total_cents),
    });
    byOrder.get(line.orderId)?.push(line);
  }
  return byOrder;
}

/**
 * Moves an order on (admins): new → confirmed → shipped, new or confirmed → cancelled; anything else is CONFLICT.
 * Under the row lock, so two admins at once cannot skip a step. `note` replaces the shop's note when given.
 */
export async function setOrderStatus(em: EntityManager, id: string, status: OrderStatus, note: string | null): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_NOT_FOUND);
  const cleaned = note === null ? null : trimmedText(note);
  if (cleaned !== null && characterCount(cleaned) > NOTE_MAX_LENGTH) throw badUserInput(`Note can be at most ${NOTE_MAX_LENGTH} characters`, [{ field: 'note', message: `Note can be at most ${NOTE_MAX_LENGTH} characters` }]);
  return em.transactional(async (tem) => {
    const [current] = await tem.execute<Array<{ status: OrderStatus }>>('select status from orders where id = ? for update', [id]);
    if (!current) throw notFound(ORDER_NOT_FOUND);
    if (current.status !== status && !NEXT_STATUSES[current.status].includes(status)) {
      throw conflict(`An order that is ${current.status} cannot become ${status}`);
    }
    const rows = await tem.execute<Array<Record<string, unknown>>>(
      'update orders set status = ?, note = coalesce(?, note), updated_at = now() where id = ? returning *',
      [status, cleaned, id],
    );
    return toSnapshots(tem, Order, rows)[0]!;
  });
}
