import type { DomainEvents } from '@momstride/kit';
import { layoutMail } from './layout.js';
import type { OutgoingMail } from './mailer.js';

type PlacedOrder = Omit<DomainEvents['order.placed'], 'occurredAt'>;

const usd = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

const summary = (order: PlacedOrder): string =>
  [
    ...order.lines.map((line) => `${line.quantity} × ${line.title} (${line.variantTitle}) — ${usd(line.lineTotalCents)}`),
    `Subtotal: ${usd(order.subtotalCents)}`,
  ].join('\n');

/** To the shopper: her order request is in (spec §8's promise: contact within 24 hours with payment instructions). */
export const orderConfirmationMail = (order: PlacedOrder, publicUrl: string): OutgoingMail =>
  layoutMail(
    order.email,
    `We received your order request ${order.reference}`,
    [
      `Hi ${order.firstName},`,
      `Thank you for your order request ${order.reference}! We will contact you within 24 hours to confirm your order and provide payment instructions. Shipping costs are shared by email; orders of $50 or more ship free.`,
      summary(order),
      `Shipping to:\n${order.firstName} ${order.lastName}\n${order.shipTo}`,
    ],
    { href: `${publicUrl}/shop`, text: 'Back to the shop' },
    'With thanks,',
  );

/** To each admin: a new order request to confirm. */
export const orderNoticeMail = (to: string, order: PlacedOrder, publicUrl: string): OutgoingMail =>
  layoutMail(
    to,
    `New order request ${order.reference} from ${order.firstName} ${order.lastName}`,
    [
      `${order.firstName} ${order.lastName} (${order.email}) sent order request ${order.reference}.`,
      summary(order),
      `Ship to:\n${order.firstName} ${order.lastName}\n${order.shipTo}`,
      'Please confirm it with her within 24 hours and send payment instructions.',
    ],
    { href: `${publicUrl}/admin?tab=orders`, text: 'Open the orders' },
    'Thank you,',
  );
