import { describe, expect, it } from 'vitest';
import { cartNamedBy, checkoutUrlFor } from './cart-hand-off';

describe('the checkout hand-off link (docs/security.md, L3)', () => {
  it('names the cart in the fragment, never in the query a server would see', () => {
    const url = new URL(checkoutUrlFor('b3a1c9e0-58f2-4d7e-9a51-6f2c8d1e4a77'), 'https://momstride.example');
    expect(url.pathname).toBe('/checkout');
    expect(url.search).toBe('');
    expect(url.hash).toBe('#cart=b3a1c9e0-58f2-4d7e-9a51-6f2c8d1e4a77');
  });

  it('reads the fragment, and an older link’s query', () => {
    expect(cartNamedBy('#cart=abc', '')).toBe('abc');
    expect(cartNamedBy('', '?cart=old')).toBe('old');
    expect(cartNamedBy('#cart=new', '?cart=old')).toBe('new');
    expect(cartNamedBy('', '')).toBeNull();
  });
});
