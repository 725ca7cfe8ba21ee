import { isCartSessionId } from '@momstride/contracts/rules';
import { randomUuid } from '../../../lib/random-uuid';

/**
 * The shopper's cart session id (docs/product.md, Entities and fields: Cart session id): a random string kept in localStorage under
 * `cart_session_id`, created on her first visit to the shop. The server keeps the cart by it (no sign-in needed)
 * and accepts only ids of the shared cart rule's shape (`isCartSessionId`), so a stored value of any other shape is replaced.
 */
export const CART_SESSION_KEY = 'cart_session_id';

/** Kept for this page's life when localStorage cannot be written (storage turned off): the cart lasts until a reload. */
let unstored: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(CART_SESSION_KEY) ?? unstored;
  } catch {
    return unstored;
  }
}

/** Whether the server would take this as a cart session id (e.g. one in a link, `/checkout?cart=…`): the shared cart rule. */
export { isCartSessionId };

/** The stored cart session id, or null when she has none yet (or a stored one the server would refuse). */
export function peekCartSessionId(): string | null {
  const stored = read();
  return stored !== null && isCartSessionId(stored) ? stored : null;
}

/** The cart session id, created and stored on first use. */
export function getCartSessionId(): string {
  const existing = peekCartSessionId();
  if (existing) return existing;
  const created = randomUuid();
  try {
    window.localStorage.setItem(CART_SESSION_KEY, created);
  } catch {
    unstored = created;
  }
  return created;
}
