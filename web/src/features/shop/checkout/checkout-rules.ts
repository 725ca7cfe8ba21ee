/**
 * The checkout form (docs/product.md, Entities and fields), free of React. Its checks are the shared checkout rules
 * (`@momstride/contracts/rules`, the ones commerce applies), with the server's own messages.
 */
import { CHECKOUT_FIELDS, checkoutProblems, normalizeCheckout, type CheckoutField, type CheckoutValues, type COUNTRIES as SHOP_COUNTRIES } from '@momstride/contracts/rules';

export type { CheckoutField };
export type CheckoutForm = CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The countries the shop ships to, as the form names them (US the default). */
export const COUNTRIES: ReadonlyArray<{ value: (typeof SHOP_COUNTRIES)[number]; label: string }> = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

export const emptyCheckoutForm = (prefill: Partial<CheckoutForm> = {}): CheckoutForm => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  region: '',
  zip: '',
  country: 'US',
  ...prefill,
});

/** Every problem of the form at once, by field (the first of each; empty when it may be sent); the server checks the same again. */
export function checkCheckoutForm(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const { field, message } of checkoutProblems(normalizeCheckout(form))) errors[field] ??= message;
  return errors;
}

/** What is sent: every value trimmed (phone and address2 may be empty). */
export function checkoutInput(form: CheckoutForm): CheckoutForm {
  const trimmed = { ...form };
  for (const field of Object.keys(trimmed) as CheckoutField[]) trimmed[field] = trimmed[field].trim();
  return trimmed;
}

/** The fields in the form's order: the first with a problem gets the focus. */
export const FIELD_ORDER: readonly CheckoutField[] = CHECKOUT_FIELDS;

export const firstInvalidField = (errors: CheckoutErrors): CheckoutField | undefined => FIELD_ORDER.find((field) => errors[field]);
