import { describe, expect, it } from 'vitest';
import { checkCheckout } from './checkout-rules.js';
import { mailboxKey, mailboxOf } from './shopper-email.js';

describe("the checkout's e-mail rule (docs/security.md, L9; the rule itself: contracts/src/rules/shopper-email.unit.test.ts)", () => {
  it('the checkout form refuses the mailto injection of the review', () => {
    const form = { firstName: 'A', lastName: 'B', email: 'shop@evil.example?cc=x%40evil.example&body=hi', address1: '1 St', city: 'C', region: 'OR', zip: '97201', country: 'US' };
    expect(checkCheckout(form).problems).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    expect(checkCheckout({ ...form, email: ' Dana@Example.COM ' }).problems).toEqual([]);
  });
});

describe('a shopper mailbox (checkouts per e-mail count aliases as one)', () => {
  it('drops letter case and +tags everywhere, and the dots of Gmail', () => {
    expect(mailboxOf('Ann.Lee+shop@GoogleMail.com')).toBe('annlee@gmail.com');
    expect(mailboxOf('a.n.n.lee@gmail.com')).toBe('annlee@gmail.com');
    expect(mailboxOf('Dana.Reyes+1@Example.com')).toBe('dana.reyes@example.com');
    expect(mailboxKey('ANNLEE+x@gmail.com')).toBe(mailboxKey('ann.lee@gmail.com'));
    expect(mailboxKey('ann.lee@example.com')).not.toBe(mailboxKey('annlee@example.com'));
    expect(mailboxKey('x@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
