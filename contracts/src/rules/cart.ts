/** The cart (docs/product.md, Entities and fields: Cart session id; Validation rules). */

/** A guessable id would expose someone's cart: 16 to 128 letters, digits, `_` and `-` (a UUID qualifies). */
export const CART_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const INVALID_CART_SESSION = 'Invalid cart session id';

/** Whether the server takes this as a cart session id. */
export const isCartSessionId = (value: string): boolean => CART_SESSION_ID_PATTERN.test(value);

/** A line holds 1 to 99 of one variant (minus is disabled at 1: removing is its own button). */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 99;
export const QUANTITY_INVALID = `Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`;
export const QUANTITY_TOO_MANY = `At most ${MAX_LINE_QUANTITY} of one item per order`;

export const isLineQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY && quantity <= MAX_LINE_QUANTITY;
