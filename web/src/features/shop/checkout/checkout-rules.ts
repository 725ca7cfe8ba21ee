/** The checkout form (docs/product.md, Entities and fields) and its checks (docs/product.md, Validation rules), with the server's own messages, free of React. */
import { isShopperEmail } from '../../../lib/shop/shopper-email';

export interface CheckoutForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  region: string;
  zip: string;
  country: string;
}

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** docs/product.md, Business constants and limits: checkout countries US and CA (US the default). */
export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
] as const;

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

/** docs/product.md, Validation rules: required are first and last name, e-mail, address line 1, city, region, ZIP and country; phone and address2 not. */
const REQUIRED: ReadonlyArray<[CheckoutField, string]> = [
  ['firstName', 'First name is required'],
  ['lastName', 'Last name is required'],
  ['email', 'Email is required'],
  ['address1', 'Address is required'],
  ['city', 'City is required'],
  ['region', 'State / province is required'],
  ['zip', 'ZIP / postal code is required'],
  ['country', 'Country is required'],
];

/** Every problem of the form at once, by field (empty when it may be sent); the server checks the same again. */
export function checkCheckoutForm(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, message] of REQUIRED) if (form[field].trim() === '') errors[field] = message;
  const email = form.email.trim();
  if (email !== '' && !isShopperEmail(email.toLowerCase())) errors.email = 'Please enter a valid email address';
  if (form.country !== '' && !COUNTRIES.some((c) => c.value === form.country)) errors.country = 'Country must be US or CA';
  return errors;
}

/** What is sent: every value trimmed (phone and address2 may be empty). */
export function checkoutInput(form: CheckoutForm): CheckoutForm {
  const trimmed = { ...form };
  for (const field of Object.keys(trimmed) as CheckoutField[]) trimmed[field] = trimmed[field].trim();
  return trimmed;
}

/** The fields in the form's order: the first with a problem gets the focus. */
export const FIELD_ORDER: readonly CheckoutField[] = ['firstName', 'lastName', 'email', 'phone', 'address1', 'address2', 'city', 'region', 'zip', 'country'];

export const firstInvalidField = (errors: CheckoutErrors): CheckoutField | undefined => FIELD_ORDER.find((field) => errors[field]);
