import { NOTIFICATION_TYPE_NAMES } from '@momstride/contracts/rules';
import { eventCancelledMail, eventChangedMail, formatEventTime, waitlistPromotedMail } from './event-mails.js';
import { escapeHtml, layoutMail } from './layout.js';
import { ofKind, type MailKind, type OutgoingMail } from './mailer.js';
import { walkReminderMail } from './reminder-mail.js';

/** What messaging asked to mail her (`notification.mail_requested`), with what accounts knows: her address and names. */
export interface NotificationMailInput {
  readonly to: string;
  readonly firstName: string;
  /** The member who did it ("Maya Bennett"), null for walk notices. */
  readonly actorName: string | null;
  readonly type: string;
  readonly text: string;
  /** App path it leads to (`/messages?user=…`). */
  readonly link: string;
  readonly count: number;
  readonly details: Readonly<Record<string, string>>;
  readonly unsubscribeToken: string;
  readonly publicUrl: string;
}

/** The one-click unsubscribe address of a mail (RFC 8058): POST turns the switch off, GET shows a page asking first. */
export const unsubscribeUrl = (publicUrl: string, token: string): string => `${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Adds the unsubscribe footer (text and HTML) and the RFC 8058 headers: `List-Unsubscribe` with the link and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a mail program's own button turns off just this type by mail.
 */
export function withUnsubscribe(mail: OutgoingMail, input: Pick<NotificationMailInput, 'type' | 'unsubscribeToken' | 'publicUrl'>): OutgoingMail {
  const url = unsubscribeUrl(input.publicUrl, input.unsubscribeToken);
  const settings = `${input.publicUrl}/settings/notifications`;
  const what = NOTIFICATION_TYPE_NAMES[input.type] ?? 'these';
  const line = `You get this mail because mails about ${what} are on. Stop them with one click: ${url} — or choose what reaches you: ${settings}`;
  const html = `<p style="font-size: 12px; color: #7a6a7b;">You get this mail because mails about ${escapeHtml(what)} are on. <a href="${escapeHtml(url)}">Unsubscribe</a> with one click, or <a href="${escapeHtml(settings)}">choose what reaches you</a>.</p>\n</body>`;
  return {
    ...mail,
    text: `${mail.text}\n--\n${line}\n`,
    html: mail.html.replace('</body>', html),
    headers: { ...mail.headers, 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const someone = (input: NotificationMailInput): string => input.actorName ?? 'A member';

/** The mail of one notification, in the app's voice, with its unsubscribe link. */
export function notificationMail(input: NotificationMailInput): OutgoingMail {
  const to = input.to;
  const href = `${input.publicUrl}${input.link}`;
  const hi = `Hi ${input.firstName},`;
  const { title, startsAt } = input.details;
  let kind: MailKind;
  let mail: OutgoingMail;
  switch (input.type) {
    case 'message': {
      const messages = input.count === 1 ? 'a message' : `${input.count} messages`;
      kind = 'missed_messages';
      mail = layoutMail(to, `${someone(input)} sent you ${messages}`, [hi, `${someone(input)} sent you ${messages} on MomStride while you were away. ${input.count === 1 ? 'It is' : 'They are'} waiting for you.`], {
        href,
        text: input.count === 1 ? 'Read it' : 'Read them',
      });
      break;
    }
    case 'follow':
      kind = 'follow';
      mail = layoutMail(to, `${someone(input)} started following you`, [hi, `${someone(input)} started following you on MomStride. Say hello, or follow her back.`], { href, text: 'See her profile' });
      break;
    case 'endorsement':
      kind = 'endorsement';
      mail = layoutMail(to, `${someone(input)} ${input.text}`, [hi, `${someone(input)} ${input.text} on MomStride. Well deserved!`], { href, text: 'See your profile' });
      break;
    case 'challenge':
      kind = 'challenge';
      mail = layoutMail(to, `${someone(input)} ${input.text}`, [hi, `${someone(input)} ${input.text}. Log your next walk and take your place back!`], { href, text: 'See the challenge' });
      break;
    case 'waitlist_promoted':
      if (title && startsAt) return withUnsubscribe(waitlistPromotedMail({ to, firstName: input.firstName, title, startsAt, publicUrl: input.publicUrl }), input);
      kind = 'waitlist_promoted';
      mail = layoutMail(to, input.text, [hi, input.text], { href, text: 'See your events' });
      break;
    case 'event_cancelled': {
      // A changed date (event_changed) shares the cancellation switch; its details carry the time it had before.
      const { previousStartsAt, location } = input.details;
      if (title && startsAt && previousStartsAt) {
        return withUnsubscribe(eventChangedMail({ to, firstName: input.firstName, title, startsAt, previousStartsAt, location: location ?? null, publicUrl: input.publicUrl }), input);
      }
      if (title && startsAt) return withUnsubscribe(eventCancelledMail({ to, firstName: input.firstName, title, startsAt, publicUrl: input.publicUrl }), input);
      kind = 'event_cancelled';
      mail = layoutMail(to, input.text, [hi, input.text], { href, text: 'See your events' });
      break;
    }
    case 'reminder': {
      const leadMinutes = Number(input.details.leadMinutes);
      if (title && startsAt && Number.isFinite(leadMinutes)) {
        const reminder = { title, startsAt, location: input.details.location ?? null, leadMinutes };
        return withUnsubscribe(walkReminderMail({ to, firstName: input.firstName, reminder, publicUrl: input.publicUrl }), input);
      }
      kind = 'reminder';
      mail = layoutMail(to, input.text, [hi, input.text], { href, text: 'See your walks' });
      break;
    }
    default:
      // A type without a mail of its own: its text (counted as `other`).
      return withUnsubscribe(layoutMail(to, input.text, [hi, title && startsAt ? `${input.text} — ${formatEventTime(startsAt)}.` : input.text], { href, text: 'Open MomStride' }), input);
  }
  return withUnsubscribe(ofKind(kind, mail), input);
}
