import { randomUUID } from 'node:crypto';
import { badUserInput, recordDomainEvent, toSnapshots, type EntityManager } from '@momstride/kit';
import { cartLines, priceLines } from '../cart/cart.service.js';
import { checkSessionId } from '../cart/cart-rules.js';
import { Order } from '../orders/order.entity.js';
import { CART_EMPTY, checkCheckout } from './checkout-rules.js';
import type { CheckoutInput } from './checkout.inputs.js';
import type { ShopLimits } from './shop-limits.js';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
export const IDEMPOTENCY_KEY_INVALID = 'Idempotency key must be 8–128 letters, digits or _.:-';
export const ITEM_SOLD_OUT = (title: string) => `${title} is sold out; remove it from your cart to check out`;

const orderByKey = async (em: EntityManager, key: string): Promise<Order | undefined> => {
  const rows = await em.execute<Array<Record<string, unknown>>>('select * from orders where idempotency_key = ?', [key]);
  return toSnapshots(em, Order, rows)[0];
};

/**
 * Takes an order request (beyond the first specification, whose checkout sent nothing): in one transaction, with the cart's row
 * locked, the cart's lines are priced from the catalogue, the order and its lines are stored with those prices, the
 * cart is emptied, and `order.placed` is recorded (accounts mails the customer and the admins). An empty cart is
 * refused; so is a line whose variant sold out. The same idempotency key again answers the order it made, so a
 * double submit makes one order (without a key, the second finds the cart empty). A well-formed request is charged to
 * the shopper's mailbox budget (aliases counted as one) before anything is stored.
 */
export async function checkout(
  em: EntityManager,
  sessionId: string,
  input: CheckoutInput,
  idempotencyKey: string | null,
  limits: Pick<ShopLimits, 'chargeCheckoutEmail'>,
): Promise<Order> {
  checkSessionId(sessionId);
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw badUserInput(IDEMPOTENCY_KEY_INVALID, [{ field: 'idempotencyKey', message: IDEMPOTENCY_KEY_INVALID }]);
  }
  const { form, problems } = checkCheckout(input);
  if (problems.length > 0) throw badUserInput(problems[0]!.message, problems);
  await limits.chargeCheckoutEmail(form.email);

  return em.transactional(async (tem) => {
    const [cart] = await tem.execute<Array<{ id: string }>>('select id from carts where session_id = ? for update', [sessionId]);
    if (idempotencyKey !== null) {
      const earlier = await orderByKey(tem, idempotencyKey);
      if (earlier) {
        if (earlier.sessionId !== sessionId) throw badUserInput(IDEMPOTENCY_KEY_INVALID, [{ field: 'idempotencyKey', message: IDEMPOTENCY_KEY_INVALID }]);
        return earlier;
      }
    }
    const rows = cart ? await cartLines(tem, cart.id) : [];
    if (!cart || rows.length === 0) throw badUserInput(CART_EMPTY);
    const soldOut = rows.find((row) => !row.is_available);
    if (soldOut) throw badUserInput(ITEM_SOLD_OUT(`${soldOut.product_title} (${soldOut.variant_title})`));
    const { lines, subtotalCents } = priceLines(rows);

    const id = randomUUID();
    const inserted = await tem.execute<Array<Record<string, unknown>>>(
      `insert into orders (id, session_id, idempotency_key, first_name, last_name, email, phone, address1, address2, city, region, zip, country, subtotal_cents)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [id, sessionId, idempotencyKey, form.firstName, form.lastName, form.email, form.phone, form.address1, form.address2, form.city, form.region, form.zip, form.country, subtotalCents],
    );
    await tem.execute(
      `insert into order_lines (order_id, position, product_id, variant_id, product_title, variant_title, image, unit_price_cents, quantity, line_total_cents)
       select ?, ord, (l->>'product_id')::uuid, l->>'variant_id', l->>'product_title', l->>'variant_title', l->>'image', (l->>'unit')::int, (l->>'quantity')::int, (l->>'total')::int
       from jsonb_array_elements(?::jsonb) with ordinality as t(l, ord)`,
      [
        id,
        JSON.stringify(
          lines.map(({ row, lineTotalCents }) => ({
            product_id: row.product_id,
            variant_id: row.variant_id,
            product_title: row.product_title,
            variant_title: row.variant_title,
            image: row.image,
            unit: row.price_cents,
            quantity: row.quantity,
            total: lineTotalCents,
          })),
        ),
      ],
      'run',
    );
    await tem.execute('delete from cart_items where cart_id = ?', [cart.id], 'run');
    await tem.execute('update carts set completed_at = now(), updated_at = now() where id = ?', [cart.id], 'run');
    const order = toSnapshots(tem, Order, inserted)[0]!;
    await recordDomainEvent(tem, 'order.placed', {
      orderId: order.id,
      reference: order.reference,
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      subtotalCents,
      lines: lines.map(({ row, lineTotalCents }) => ({ title: row.product_title, variantTitle: row.variant_title, quantity: row.quantity, lineTotalCents })),
      shipTo: [form.address1, form.address2, `${form.city}, ${form.region} ${form.zip}`, form.country].filter(Boolean).join('\n'),
    });
    return order;
  });
}
