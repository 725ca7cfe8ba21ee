import { NOTIFICATION_TYPE_NAMES } from '@momstride/contracts/rules';
import type { NotificationChannel, NotificationPreferenceType } from '../gql/graphql.js';

const escape = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const CHANNEL_NAMES: Record<NotificationChannel, string> = { in_app: 'in the app', mail: 'by mail', push: 'as push notifications' };

/** The small page of an unsubscribe link: before, a button that posts; after, what was turned off and where to change it. */
export function unsubscribePage(options: { type: NotificationPreferenceType; channel: NotificationChannel; token: string; done: boolean }): string {
  const what = `${NOTIFICATION_TYPE_NAMES[options.type] ?? options.type} ${CHANNEL_NAMES[options.channel] ?? ''}`.trim();
  const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(options.token)}`;
  const body = options.done
    ? `<h1>You're unsubscribed</h1>
<p>We won't tell you about ${escape(what)} any more. Everything else stays as it was.</p>
<p><a href="/settings/notifications">Choose what reaches you</a></p>`
    : `<h1>Unsubscribe?</h1>
<p>Stop telling you about ${escape(what)}? Everything else stays as it was.</p>
<form method="post" action="${escape(action)}"><button type="submit">Unsubscribe from ${escape(what)}</button></form>
<p><a href="/settings/notifications">Choose what reaches you</a></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>MomStride — unsubscribe</title></head>
<body style="font-family: Arial, sans-serif; color: #3d2c3e; line-height: 1.5; max-width: 32rem; margin: 3rem auto; padding: 0 1rem;">
<main>
${body}
</main>
</body></html>
`;
}
