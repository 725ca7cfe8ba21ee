import { MAX_LINE_QUANTITY, QUANTITY_TOO_MANY } from '@momstride/contracts/rules';
import { badUserInput, isUuid, type EntityManager } from '@momstride/kit';
import { dollarsOf } from '../catalogue/money.js';
import { type Cart, type CartItem } from './cart.types.js';
import {
  cartItemNotFound,
  checkQuantity,
  checkSessionId,
  GUESSABLE_SESSION,
  isGuessableSessionId,
  newCartSessionId,
  VARIANT_UNAVAILABLE,
  variantNotFound,
} from './cart-rules.js';

interface LineRow {
  id: string;
  product_id: string;
  product_title: string;
  variant_id: string;
  variant_title: string;
  quantity: number;
  price_cents: number;
  image: string | null;
  is_available: boolean;
}

/** A cart's lines with the catalogue's current prices: one query. `forUpdate` locks the cart's row first (checkout). */
export const CART_LINES_SQL = `
  select i.id, p.id as product_id, p.title as product_title, v.id as variant_id, v.title as variant_title, i.quantity, v.price_cents,
         coalesce((select img->>'src' from jsonb_array_elements(p.images) img where (img->>'is_default')::boolean limit 1), p.images->0->>'src') as image,
         (v.is_enabled and p.is_published) as is_available
  from cart_items i join variants v on v.id = i.variant_id join products p on p.id = v.product_id
  where i.cart_id = ? order by i.added_at, i.id`;

export interface PricedLine {
  readonly row: LineRow;
  readonly lineTotalCents: number;
}

/** Cart lines priced in cents (the one place a line total is computed). */
export const priceLines = (rows: readonly LineRow[]): { lines: PricedLine[]; subtotalCents: number } => {
  const lines = rows.map((row) => ({ row, lineTotalCents: row.price_cents * row.quantity }));
  return { lines, subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0) };
};

export async function cartLines(em: EntityManager, cartId: string): Promise<LineRow[]> {
  return em.execute<LineRow[]>(CART_LINES_SQL, [cartId]);
}

const toCart = (sessionId: string, rows: readonly LineRow[], completed: boolean): Cart => {
  const { lines, subtotalCents } = priceLines(rows);
  const items = lines.map(({ row, lineTotalCents }): CartItem => ({
    id: row.id,
    productId: row.product_id,
    productTitle: row.product_title,
    variantId: row.variant_id,
    variantTitle: row.variant_title,
    quantity: row.quantity,
    unitPrice: dollarsOf(row.price_cents),
    total: dollarsOf(lineTotalCents),
    image: row.image,
    isAvailable: row.is_available,
  }));
  return { id: sessionId, items, subtotal: dollarsOf(subtotalCents), itemCount: rows.reduce((sum, row) => sum + row.quantity, 0), completed };
};

/** The cart of a session: an unknown session is an empty cart (the client makes the id). Two queries. */
export async function getCart(em: EntityManager, sessionId: string): Promise<Cart> {
  checkSessionId(sessionId);
  const [cart] = await em.execute<Array<{ id: string; completed_at: Date | null }>>('select id, completed_at from carts where session_id = ?', [sessionId]);
  if (!cart) return toCart(sessionId, [], false);
  const rows = await cartLines(em, cart.id);
  return toCart(sessionId, rows, cart.completed_at !== null && rows.length === 0);
}

/**
 * The session's cart row, made on first use; touching it keeps it from expiring and reopens a checked-out cart. A new
 * cart is never made under a guessable client-chosen id (an existing one keeps working).
 */
async function openCart(tem: EntityManager, sessionId: string): Promise<string> {
  if (isGuessableSessionId(sessionId)) {
    const [existing] = await tem.execute<Array<{ id: string }>>('select id from carts where session_id = ?', [sessionId]);
    if (!existing) throw badUserInput(GUESSABLE_SESSION, [{ field: 'sessionId', message: GUESSABLE_SESSION }]);
  }
  const [cart] = await tem.execute<Array<{ id: string }>>(
    `insert into carts (session_id) values (?) on conflict (session_id) do update set updated_at = now(), completed_at = null returning id`,
    [sessionId],
  );
  return cart!.id;
}

/** A new, empty cart under a server-issued session id (128 random bits). */
export async function createCart(em: EntityManager): Promise<Cart> {
  const sessionId = newCartSessionId();
  await em.execute('insert into carts (session_id) values (?)', [sessionId], 'run');
  return toCart(sessionId, [], false);
}

export interface AddToCartInput {
  readonly productId?: string | null;
  readonly variantId: string;
  readonly quantity: number;
}

/**
 * Adds a variant (the add-to-cart payload of docs/product.md, Entities and fields): an enabled variant of a published product (of `productId` when given),
 * 1–99; the same variant again merges into its line in one statement, so ten adds at once make exactly ten.
 */
export async function addToCart(em: EntityManager, sessionId: string, input: AddToCartInput): Promise<Cart> {
  checkSessionId(sessionId);
  const quantity = checkQuantity(input.quantity);
  const variantId = String(input.variantId ?? '').trim();
  await em.transactional(async (tem) => {
    const [variant] = await tem.execute<Array<{ product_id: string; available: boolean }>>(
      'select v.product_id, (v.is_enabled and p.is_published) as available from variants v join products p on p.id = v.product_id where v.id = ?',
      [variantId],
    );
    if (!variant || (input.productId && (!isUuid(input.productId) || input.productId.toLowerCase() !== variant.product_id))) throw variantNotFound();
    if (!variant.available) throw badUserInput(VARIANT_UNAVAILABLE, [{ field: 'variantId', message: VARIANT_UNAVAILABLE }]);
    const cartId = await openCart(tem, sessionId);
    const merged = await tem.execute<unknown[]>(
      `insert into cart_items (cart_id, variant_id, quantity) values (?, ?, ?)
       on conflict (cart_id, variant_id) do update set quantity = cart_items.quantity + excluded.quantity
       where cart_items.quantity + excluded.quantity <= ?
       returning id`,
      [cartId, variantId, quantity, MAX_LINE_QUANTITY],
    );
    if (merged.length === 0) throw badUserInput(QUANTITY_TOO_MANY, [{ field: 'quantity', message: QUANTITY_TOO_MANY }]);
  });
  return getCart(em, sessionId);
}

/** Sets a line's quantity (1–99); another session's line is NOT_FOUND. */
export async function setCartItemQuantity(em: EntityManager, sessionId: string, itemId: string, quantity: number): Promise<Cart> {
  checkSessionId(sessionId);
  checkQuantity(quantity);
  if (!isUuid(itemId)) throw cartItemNotFound();
  const rows = await em.execute<unknown[]>(
    `with cart as (update carts set updated_at = now() where session_id = ? returning id)
     update cart_items set quantity = ? where id = ? and cart_id = (select id from cart) returning id`,
    [sessionId, quantity, itemId],
  );
  if (rows.length === 0) throw cartItemNotFound();
  return getCart(em, sessionId);
}

/** Removes a line; another session's line is NOT_FOUND (carts are isolated). */
export async function removeCartItem(em: EntityManager, sessionId: string, itemId: string): Promise<Cart> {
  checkSessionId(sessionId);
  if (!isUuid(itemId)) throw cartItemNotFound();
  const rows = await em.execute<unknown[]>(
    'delete from cart_items where id = ? and cart_id = (select id from carts where session_id = ?) returning id',
    [itemId, sessionId],
  );
  if (rows.length === 0) throw cartItemNotFound();
  return getCart(em, sessionId);
}

/** Carts untouched for `days` go (their lines with them); returns how many. */
export async function expireCarts(em: EntityManager, days: number): Promise<number> {
  const rows = await em.execute<unknown[]>('delete from carts where updated_at < now() - make_interval(days => ?) returning id', [days]);
  return rows.length;
}
