import { characterCount, trimmedText as clean, type FieldError } from '@momstride/kit';
import type { CheckoutInput } from './checkout.inputs.js';
import { isShopperEmail } from './shopper-email.js';

/** docs/product.md, Business constants and limits: checkout countries US and CA. */
export const COUNTRIES = ['US', 'CA'] as const;
export const FIELD_MAX_LENGTH = 200;
export const CART_EMPTY = 'Your cart is empty';
export const COUNTRY_INVALID = 'Country must be US or CA';
export const EMAIL_INVALID = 'Please enter a valid email address';

const REQUIRED: ReadonlyArray<[keyof CheckoutInput, string]> = [
  ['firstName', 'First name is required'],
  ['lastName', 'Last name is required'],
  ['email', 'Email is required'],
  ['address1', 'Address is required'],
  ['city', 'City is required'],
  ['region', 'State / province is required'],
  ['zip', 'ZIP / postal code is required'],
  ['country', 'Country is required'],
];

export type CheckedCheckout = { [K in keyof CheckoutInput]-?: string };

/** docs/product.md, Validation rules on the server: required fields, an e-mail address by the shop's rule (shopper-email.ts), country US or CA, bounded lengths; every problem at once. */
export function checkCheckout(input: CheckoutInput): { form: CheckedCheckout; problems: FieldError[] } {
  const form: CheckedCheckout = {
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    email: clean(input.email).toLowerCase(),
    phone: clean(input.phone),
    address1: clean(input.address1),
    address2: clean(input.address2),
    city: clean(input.city),
    region: clean(input.region),
    zip: clean(input.zip).toUpperCase(),
    country: clean(input.country).toUpperCase(),
  };
  const problems: FieldError[] = [];
  for (const [field, message] of REQUIRED) if (form[field] === '') problems.push({ field, message });
  for (const field of Object.keys(form) as Array<keyof CheckedCheckout>) {
    if (characterCount(form[field]) > FIELD_MAX_LENGTH) problems.push({ field, message: `At most ${FIELD_MAX_LENGTH} characters` });
  }
  if (form.email !== '' && !isShopperEmail(form.email)) problems.push({ field: 'email', message: EMAIL_INVALID });
  if (form.country !== '' && !(COUNTRIES as readonly string[]).includes(form.country)) problems.push({ field: 'country', message: COUNTRY_INVALID });
  return { form, problems };
}
