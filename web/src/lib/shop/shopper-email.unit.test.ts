import { describe, expect, it } from 'vitest';
import examples from '../../../../docs/shopper-email-examples.json';
import { isShopperEmail, mailtoHref } from './shopper-email';

describe("the shop's e-mail rule (docs/security.md, L9)", () => {
  it("agrees with the server's rule on every shared example: real addresses pass, mailto syntax and odd shapes do not", () => {
    for (const address of examples.valid) expect(isShopperEmail(address), address).toBe(true);
    for (const address of examples.invalid) expect(isShopperEmail(address), address).toBe(false);
  });

  it("the Admin Panel's mailto link names one address, never extra headers or a body", () => {
    expect(mailtoHref('dana@example.com')).toBe('mailto:dana@example.com');
    const href = mailtoHref('shop@evil.example?cc=x%40evil.example&body=Pay here');
    expect(href).toBe('mailto:shop@evil.example%3Fcc%3Dx%2540evil.example%26body%3DPay%20here');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(url.protocol).toBe('mailto:');
  });
});
