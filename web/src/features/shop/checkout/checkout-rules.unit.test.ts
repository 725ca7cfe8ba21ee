import { describe, expect, it } from 'vitest';
import { checkCheckoutForm, checkoutInput, emptyCheckoutForm, firstInvalidField } from './checkout-rules';

const complete = emptyCheckoutForm({
  firstName: 'Ana',
  lastName: 'Lopez',
  email: 'ana@example.com',
  address1: '12 Elm Street',
  city: 'Portland',
  region: 'OR',
  zip: '97201',
});

describe('checkout form checks (docs/product.md, Validation rules)', () => {
  it('defaults the country to US', () => {
    expect(emptyCheckoutForm().country).toBe('US');
  });

  it('asks for every required field, with the server’s messages; phone and address2 are optional', () => {
    expect(checkCheckoutForm(emptyCheckoutForm({ country: '' }))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      address1: 'Address is required',
      city: 'City is required',
      region: 'State / province is required',
      zip: 'ZIP / postal code is required',
      country: 'Country is required',
    });
    expect(checkCheckoutForm(complete)).toEqual({});
  });

  it('treats blanks as empty, checks the e-mail’s shape and the country', () => {
    expect(checkCheckoutForm({ ...complete, firstName: '   ' })).toEqual({ firstName: 'First name is required' });
    expect(checkCheckoutForm({ ...complete, email: 'ana@example' })).toEqual({ email: 'Please enter a valid email address' });
    expect(checkCheckoutForm({ ...complete, country: 'MX' })).toEqual({ country: 'Country must be US or CA' });
    expect(checkCheckoutForm({ ...complete, country: 'CA' })).toEqual({});
  });

  it('names the first field with a problem in the form’s order', () => {
    expect(firstInvalidField({ zip: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });

  it('sends trimmed values', () => {
    expect(checkoutInput({ ...complete, firstName: ' Ana ', phone: '  ' })).toMatchObject({ firstName: 'Ana', phone: '' });
  });

  it("checks the e-mail by the shop's address rule: mailto syntax is refused under the field", () => {
    expect(checkCheckoutForm({ ...complete, email: 'shop@evil.example?cc=x%40evil.example&body=hi' }).email).toBe('Please enter a valid email address');
    expect(checkCheckoutForm({ ...complete, email: 'a,b@example.com' }).email).toBe('Please enter a valid email address');
    expect(checkCheckoutForm({ ...complete, email: ' Dana.Reyes@Example.com ' }).email).toBeUndefined();
  });
});
