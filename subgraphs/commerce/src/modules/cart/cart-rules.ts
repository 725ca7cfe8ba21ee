import { badUserInput, notFound } from '@momstride/kit';

/** A guessable id would expose someone's cart: at least 16 characters of letters, digits, `_` and `-` (a UUID qualifies). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const MAX_LINE_QUANTITY = 99;

export const INVALID_SESSION = 'Invalid cart session id';
export const QUANTITY_INVALID = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
export const QUANTITY_TOO_MANY = `At most ${MAX_LINE_QUANTITY} of one item per order`;
export const VARIANT_NOT_FOUND = 'Product variant not found';
export const VARIANT_UNAVAILABLE = 'This variant is sold out';
export const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** The session id as given, or BAD_USER_INPUT. */
export function checkSessionId(sessionId: string): string {
  if (!SESSION_ID_PATTERN.test(sessionId)) throw badUserInput(INVALID_SESSION, [{ field: 'sessionId', message: INVALID_SESSION }]);
  return sessionId;
}

export function checkQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) throw badUserInput(QUANTITY_INVALID, [{ field: 'quantity', message: QUANTITY_INVALID }]);
  return quantity;
}

export const cartItemNotFound = () => notFound(CART_ITEM_NOT_FOUND);
export const variantNotFound = () => notFound(VARIANT_NOT_FOUND);
