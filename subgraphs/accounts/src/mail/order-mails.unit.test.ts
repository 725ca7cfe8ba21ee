import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, orderNoticeMail, plainShopperText, SHOPPER_TEXT_MAX } from './order-mails.js';

const PHISH = 'Your MomStride account is suspended. Verify within 24h: https://evil.example/v';
const order = {
  orderId: '5f0c1b8e-3a0b-4a5e-9a51-000000000001',
  reference: 'MS-1042',
  firstName: PHISH,
  lastName: 'www.evil.example',
  email: 'victim@corp.example',
  subtotalCents: 5800,
  lines: [{ title: 'Walk Together Tee', variantTitle: 'Blush / M', quantity: 2, lineTotalCents: 5800 }],
  shipTo: 'Call +1 555 0100 or visit evil.example/pay\nAustin, TX 78701\nUS',
};

/** Every http(s) URL or bare domain a mail client might turn into a link. */
const linkable = (text: string) => text.match(/https?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+\.(example|com)\b\S*/gi) ?? [];

describe('order mails carry the shopper’s words only as capped plain text, never links (docs/security.md, H1)', () => {
  it("the shopper's confirmation (to any address typed at checkout) quotes nothing she typed", () => {
    const mail = orderConfirmationMail(order, 'https://momstride.example');
    expect(mail.to).toBe('victim@corp.example');
    expect(mail.subject).toBe('We received your order request MS-1042');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('suspended');
      expect(body).not.toContain('evil');
      expect(body).not.toContain('555 0100');
      expect(body).toContain('MS-1042');
      expect(body).toContain('2 × Walk Together Tee (Blush / M) — $58.00');
      expect(body).toContain('We will contact you within 24 hours');
    }
    expect(linkable(mail.text)).toEqual(['https://momstride.example/shop']);
  });

  it("the admins' notice quotes her name capped and defanged, with no links but the Orders tab; its subject has none of her words", () => {
    const mail = orderNoticeMail('olivia@momstride.example', order, 'https://momstride.example');
    expect(mail.subject).toBe('New order request MS-1042');
    expect(linkable(mail.text)).toEqual(['https://momstride.example/admin?tab=orders']);
    expect(mail.text).not.toContain('victim@corp.example');
    expect(mail.text).not.toContain('555 0100');
    expect(mail.text).toContain('Order request MS-1042 from Your MomStride account is suspended. Verify within 24h: htt….');
    const short = orderNoticeMail('olivia@momstride.example', { ...order, firstName: 'See https://evil.example/v', lastName: 'Lee' }, 'https://momstride.example');
    expect(short.text).toContain('Order request MS-1042 from See https[:]//evil[.]example/v Lee.');
    expect(linkable(short.text)).toEqual(['https://momstride.example/admin?tab=orders']);
  });

  it('plainShopperText: one line, at most 60 characters, nothing a mail client links', () => {
    expect(plainShopperText('Dana  Reyes')).toBe('Dana Reyes');
    expect(plainShopperText('J. R. Smith')).toBe('J. R. Smith');
    expect(plainShopperText('see https://evil.example/x')).toBe('see https[:]//evil[.]example/x');
    expect(plainShopperText('mail me@evil.example\nnow\u202e')).toBe('mail me[at]evil[.]example now');
    expect(plainShopperText('www.evil.example')).toBe('www[.]evil[.]example');
    const long = plainShopperText('x'.repeat(500));
    expect([...long]).toHaveLength(SHOPPER_TEXT_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
