import { randomBytes } from 'node:crypto';
import { INVALID_CART_SESSION, isCartSessionId, isLineQuantity, QUANTITY_INVALID } from '@momstride/contracts/rules';
import { badUserInput, notFound } from '@momstride/kit';

// The session id's shape and the quantity's range are the shared cart rules the browser checks too (`@momstride/contracts/rules`).
export const GUESSABLE_SESSION = 'This cart session id is too easy to guess: start a cart with createCart (POST /api/cart) and use the id it answers';
export const VARIANT_NOT_FOUND = 'Product variant not found';
export const VARIANT_UNAVAILABLE = 'This variant is sold out';
export const CART_ITEM_NOT_FOUND = 'Cart item not found';

/** The session id as given, or BAD_USER_INPUT. */
export function checkSessionId(sessionId: string): string {
  if (!isCartSessionId(sessionId)) throw badUserInput(INVALID_CART_SESSION, [{ field: 'sessionId', message: INVALID_CART_SESSION }]);
  return sessionId;
}

/** A server-issued cart session id: 128 random bits, base64url (22 characters). */
export const newCartSessionId = (): string => randomBytes(16).toString('base64url');

/** Fewest different characters a client-chosen id may have (a random UUID has about 14 of 16 hex digits). */
const MIN_DISTINCT_CHARACTERS = 8;

/**
 * True for an id no random generator makes (docs/security.md, L3): fewer than 8 different characters
 * (`aaaaaaaaaaaaaaaa`, `0000…-0000`), or mostly one step between neighbours (`abcdefghijklmnop`, `0123456789…`). A new
 * cart is not made under such an id: an id the server issued (createCart) or a random UUID always passes.
 */
export function isGuessableSessionId(sessionId: string): boolean {
  const characters = [...sessionId.replaceAll('-', '')];
  if (new Set(characters).size < MIN_DISTINCT_CHARACTERS) return true;
  const steps = new Map<number, number>();
  for (let i = 1; i < characters.length; i += 1) {
    const step = characters[i]!.charCodeAt(0) - characters[i - 1]!.charCodeAt(0);
    steps.set(step, (steps.get(step) ?? 0) + 1);
  }
  return Math.max(...steps.values()) * 2 > characters.length - 1;
}

export function checkQuantity(quantity: number): number {
  if (!isLineQuantity(quantity)) throw badUserInput(QUANTITY_INVALID, [{ field: 'quantity', message: QUANTITY_INVALID }]);
  return quantity;
}

export const cartItemNotFound = () => notFound(CART_ITEM_NOT_FOUND);
export const variantNotFound = () => notFound(VARIANT_NOT_FOUND);
