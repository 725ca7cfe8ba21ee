import type { Money, StorefrontCart, StorefrontClient } from './storefront-client';

/** docs/product.md, Entities and fields (browser storage keys): where the hosted-storefront cart's id is kept. */
export const HOSTED_CART_KEY = 'shopify-cart-id';

/** The few Storage methods the cart id needs (localStorage; a Map in tests). */
export type CartIdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A storage that does nothing when the browser refuses localStorage (private modes, disabled storage). */
export function browserCartStorage(): CartIdStorage {
  try {
    const storage = window.localStorage;
    storage.getItem(HOSTED_CART_KEY);
    return storage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

/**
 * docs/product.md, States and transitions: Hosted shop cart: the stored cart is fetched; when there is none, when it was checked out (completed), when
 * the service no longer knows it, or when fetching it fails, a new cart is created and its id stored.
 */
export async function resolveHostedCart(client: StorefrontClient, storage: CartIdStorage): Promise<StorefrontCart> {
  const storedId = storage.getItem(HOSTED_CART_KEY);
  if (storedId) {
    try {
      const stored = await client.fetchCart(storedId);
      if (stored && !stored.completed) return stored;
    } catch (error) {
      console.warn('The stored cart could not be fetched; starting a new one', error);
    }
  }
  const created = await client.createCart();
  storage.setItem(HOSTED_CART_KEY, created.id);
  return created;
}

/** docs/product.md, Validation rules: minus is disabled at quantity 1 (removing is its own button); the server takes at most 99 of a line. */
export { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@momstride/contracts/rules';

const formatters = new Map<string, Intl.NumberFormat>();

/** "$28.00" — a Storefront amount in its currency (USD for the shop, docs/product.md, Business constants and limits). */
export function formatMoney(money: Money): string {
  let formatter = formatters.get(money.currencyCode);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: money.currencyCode });
    formatters.set(money.currencyCode, formatter);
  }
  return formatter.format(Number(money.amount));
}
