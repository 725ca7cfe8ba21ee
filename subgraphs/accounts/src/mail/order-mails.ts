import type { DomainEvents } from '@momstride/kit';
import { layoutMail } from './layout.js';
import { ofKind, type OutgoingMail } from './mailer.js';

type PlacedOrder = Omit<DomainEvents['order.placed'], 'occurredAt'>;

const usd = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

/** The most of a shopper's own words (her name) an admin notice quotes. */
export const SHOPPER_TEXT_MAX = 60;

/**
 * A shopper's words as an order mail may quote them (docs/security.md, H1): one line of plain text, at most
 * SHOPPER_TEXT_MAX characters, with nothing a mail client would turn into a link — `://` becomes `[:]//`, a dot
 * between two word characters `[.]`, `@` `[at]`, and `www` loses its meaning the same way.
 */
export function plainShopperText(text: string, max = SHOPPER_TEXT_MAX): string {
  const line = text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const capped = [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line;
  return capped
    .replace(/:\/\//g, '[:]//')
    .replace(/([\p{L}\p{N}_-])\.(?=[\p{L}\p{N}_-])/gu, '$1[.]')
    .replace(/@/g, '[at]');
}

/** The order's lines and subtotal: catalogue titles and the server's prices, nothing the shopper typed. */
const summary = (order: PlacedOrder): string =>
  [
    ...order.lines.map((line) => `${line.quantity} × ${line.title} (${line.variantTitle}) — ${usd(line.lineTotalCents)}`),
    `Subtotal: ${usd(order.subtotalCents)}`,
  ].join('\n');

/**
 * To the shopper: her order request is in (we contact her within 24 hours with payment instructions). Anyone may type
 * any address at checkout, so this mail carries none of the shopper's words: the reference, the lines, the subtotal.
 */
export const orderConfirmationMail = (order: PlacedOrder, publicUrl: string): OutgoingMail =>
  ofKind('order_confirmation', layoutMail(
    order.email,
    `We received your order request ${order.reference}`,
    [
      'Hello,',
      `Thank you for your order request ${order.reference}! We will contact you within 24 hours to confirm your order and provide payment instructions. Shipping costs are shared by email; orders of $50 or more ship free.`,
      summary(order),
      'If you did not place this order request, you can ignore this mail: nothing is charged until you confirm.',
    ],
    { href: `${publicUrl}/shop`, text: 'Back to the shop' },
    'With thanks,',
  ));

/**
 * To the admins (one mail, every admin a recipient): a new order request to confirm. The shopper's name only as capped,
 * defanged plain text; her address, e-mail and shipping details are in the Orders tab.
 */
export const orderNoticeMail = (to: string, order: PlacedOrder, publicUrl: string): OutgoingMail =>
  ofKind('order_notice', layoutMail(
    to,
    `New order request ${order.reference}`,
    [
      `Order request ${order.reference} from ${plainShopperText(`${order.firstName} ${order.lastName}`)}.`,
      summary(order),
      'The shopper’s contact and shipping details are in the Orders tab. Please confirm it with her within 24 hours and send payment instructions.',
    ],
    { href: `${publicUrl}/admin?tab=orders`, text: 'Open the orders' },
    'Thank you,',
  ));
