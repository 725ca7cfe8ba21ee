import { describe, expect, it } from 'vitest';
import { mailtoHref } from './shopper-email';

describe("a shopper's address in the Admin Panel (docs/security.md, L9)", () => {
  it("the Admin Panel's mailto link names one address, never extra headers or a body", () => {
    expect(mailtoHref('dana@example.com')).toBe('mailto:dana@example.com');
    const href = mailtoHref('shop@evil.example?cc=x%40evil.example&body=Pay here');
    expect(href).toBe('mailto:shop@evil.example%3Fcc%3Dx%2540evil.example%26body%3DPay%20here');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(url.protocol).toBe('mailto:');
  });
});
