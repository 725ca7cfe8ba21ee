import { layoutMail } from './layout.js';
import { ofKind, type OutgoingMail } from './mailer.js';

const day = (date: Date): string => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** To each admin: a webhook endpoint was turned off because its deliveries kept failing. */
export const webhookTurnedOffMail = (
  to: string,
  endpoint: { url: string; description: string; failingSince: Date | null },
  failingDays: number,
  publicUrl: string,
): OutgoingMail =>
  ofKind('webhook_turned_off', layoutMail(
    to,
    `Webhook endpoint turned off: ${endpoint.url}`,
    [
      `MomStride turned off the webhook endpoint ${endpoint.url}${endpoint.description ? ` (${endpoint.description})` : ''}.`,
      `Every delivery to it has failed since ${endpoint.failingSince ? day(endpoint.failingSince) : 'some time ago'}, each after all its retries: ${failingDays} days without one getting through. It receives no events until it is turned on again.`,
      "Its delivery log says why the attempts failed. Once the receiver answers again, send a test from the Admin Panel's Webhooks tab, then enable the endpoint.",
    ],
    { href: `${publicUrl}/admin?tab=webhooks`, text: 'Open the webhooks' },
    'Thank you,',
  ));
