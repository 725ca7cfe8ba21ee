import { checkoutProblems, normalizeCheckout, type CheckoutValues } from '@momstride/contracts/rules';
import type { FieldError } from '@momstride/kit';
import type { CheckoutInput } from './checkout.inputs.js';

export const CART_EMPTY = 'Your cart is empty';

export type CheckedCheckout = CheckoutValues;

/**
 * docs/product.md, Validation rules on the server: the shared checkout rules (`@momstride/contracts/rules`, the ones
 * the browser checks first): required fields, an e-mail address by the shop's rule, country US or CA, bounded
 * lengths; every problem at once.
 */
export function checkCheckout(input: CheckoutInput): { form: CheckedCheckout; problems: FieldError[] } {
  const form = normalizeCheckout(input);
  return { form, problems: checkoutProblems(form) };
}
