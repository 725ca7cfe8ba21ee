/** The checkout form's fields and checks (docs/product.md, Entities and fields; Validation rules), with the server's own messages. */
import { isShopperEmail } from './shopper-email.js';
import { characterCount, type FieldProblem } from './text.js';

/** The form's fields, in the form's order (the first with a problem gets the focus). */
export const CHECKOUT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address1', 'address2', 'city', 'region', 'zip', 'country'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

/** docs/product.md, Business constants and limits: checkout countries US and CA (US the default). */
export const COUNTRIES = ['US', 'CA'] as const;
export const FIELD_MAX_LENGTH = 200;
export const EMAIL_INVALID = 'Please enter a valid email address';
export const COUNTRY_INVALID = 'Country must be US or CA';
export const FIELD_TOO_LONG = `At most ${FIELD_MAX_LENGTH} characters`;

/** Required are first and last name, e-mail, address line 1, city, region, ZIP and country; phone and address2 not. */
export const CHECKOUT_REQUIRED: ReadonlyArray<readonly [CheckoutField, string]> = [
  ['firstName', 'First name is required'],
  ['lastName', 'Last name is required'],
  ['email', 'Email is required'],
  ['address1', 'Address is required'],
  ['city', 'City is required'],
  ['region', 'State / province is required'],
  ['zip', 'ZIP / postal code is required'],
  ['country', 'Country is required'],
];

/** The values as checked and stored: each trimmed, the e-mail lower-cased, ZIP and country upper-cased. */
export function normalizeCheckout(values: Partial<Record<CheckoutField, string | null | undefined>>): CheckoutValues {
  const form = Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, (values[field] ?? '').trim()])) as CheckoutValues;
  return { ...form, email: form.email.toLowerCase(), zip: form.zip.toUpperCase(), country: form.country.toUpperCase() };
}

/** Every problem of normalized values at once (none: it may be placed); the server checks the same again. */
export function checkoutProblems(form: CheckoutValues): Array<FieldProblem<CheckoutField>> {
  const problems: Array<FieldProblem<CheckoutField>> = [];
  for (const [field, message] of CHECKOUT_REQUIRED) if (form[field] === '') problems.push({ field, message });
  for (const field of CHECKOUT_FIELDS) if (characterCount(form[field]) > FIELD_MAX_LENGTH) problems.push({ field, message: FIELD_TOO_LONG });
  if (form.email !== '' && !isShopperEmail(form.email)) problems.push({ field: 'email', message: EMAIL_INVALID });
  if (form.country !== '' && !(COUNTRIES as readonly string[]).includes(form.country)) problems.push({ field: 'country', message: COUNTRY_INVALID });
  return problems;
}
