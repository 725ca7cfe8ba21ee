import { describe, expect, it } from 'vitest';
import examples from '../../../docs/shopper-email-examples.json';
import { isShopperEmail } from './shopper-email.js';

describe("the shop's e-mail rule (docs/security.md, L9), which the checkout form and commerce both apply", () => {
  it('accepts real addresses and refuses mailto syntax and odd shapes (docs/shopper-email-examples.json)', () => {
    for (const address of examples.valid) expect(isShopperEmail(address), address).toBe(true);
    for (const address of examples.invalid) expect(isShopperEmail(address), address).toBe(false);
  });
});
