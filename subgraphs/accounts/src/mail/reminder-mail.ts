import { formatEventTime } from './event-mails.js';
import { layoutMail } from './layout.js';
import { ofKind, type OutgoingMail } from './mailer.js';

/** The walk reminder as the domain event `event.reminder_due` carries it. */
export interface WalkReminder {
  readonly title: string;
  readonly startsAt: string;
  readonly location: string | null;
  /** 1440 (24 hours before) or 60 (1 hour before). */
  readonly leadMinutes: number;
}

/** To a member whose walk starts in 24 hours or in 1 hour, as she chose (event.reminder_due; docs/product.md, "Walk reminders"). */
export const walkReminderMail = (options: { to: string; firstName: string; reminder: WalkReminder; publicUrl: string }): OutgoingMail => {
  const { title, startsAt, location, leadMinutes } = options.reminder;
  const soon = leadMinutes < 24 * 60;
  const where = location ? `We meet at ${location}.` : 'The meeting point is on the walk’s page.';
  return ofKind('reminder', layoutMail(
    options.to,
    soon ? `In 1 hour: ${title}` : `In 24 hours: ${title}`,
    [
      `Hi ${options.firstName},`,
      soon
        ? `"${title}" starts in an hour, on ${formatEventTime(startsAt)}. ${where}`
        : `A quick reminder: "${title}" is coming up on ${formatEventTime(startsAt)}. ${where}`,
      soon
        ? 'Comfortable shoes, water, and the stroller if the little one comes along. See you there!'
        : 'If you can no longer make it, please leave the walk so another member can take your place.',
    ],
    { href: `${options.publicUrl}/events`, text: 'See your walks' },
  ));
};
