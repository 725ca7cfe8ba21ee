import { layoutMail } from './layout.js';
import { ofKind, type OutgoingMail } from './mailer.js';

/** "Saturday, December 20, 2026 at 9:00 AM UTC": mails go to every time zone, so the zone is said. */
export const formatEventTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
};

const eventsLink = (publicUrl: string): string => `${publicUrl}/events`;

/** To a member promoted from an event's waitlist (event.waitlist_promoted). */
export const waitlistPromotedMail = (options: { to: string; firstName: string; title: string; startsAt: string; publicUrl: string }): OutgoingMail =>
  ofKind('waitlist_promoted', layoutMail(
    options.to,
    `You're in: ${options.title}`,
    [
      `Hi ${options.firstName},`,
      `Good news: a place opened up and you moved from the waitlist to the participants of "${options.title}" on ${formatEventTime(options.startsAt)}.`,
      'If you can no longer make it, please leave the event so the next member in line gets your place.',
    ],
    { href: eventsLink(options.publicUrl), text: 'See your events' },
  ));

/** To a participant or waitlisted member of an event an admin cancelled (event.cancelled). */
export const eventCancelledMail = (options: { to: string; firstName: string; title: string; startsAt: string; publicUrl: string }): OutgoingMail =>
  ofKind('event_cancelled', layoutMail(
    options.to,
    `Cancelled: ${options.title}`,
    [
      `Hi ${options.firstName},`,
      `We're sorry: "${options.title}" on ${formatEventTime(options.startsAt)} has been cancelled by the organizers.`,
      'Have a look at the other upcoming walks; we would love to see you there.',
    ],
    { href: eventsLink(options.publicUrl), text: 'See your events' },
  ));

/** To a participant or waitlisted member of a walk an admin moved or gave another place (event.changed). */
export const eventChangedMail = (options: {
  to: string;
  firstName: string;
  title: string;
  startsAt: string;
  previousStartsAt: string;
  location: string | null;
  publicUrl: string;
}): OutgoingMail => {
  const moved = options.startsAt !== options.previousStartsAt;
  return ofKind('event_changed', layoutMail(
    options.to,
    `Changed: ${options.title}`,
    [
      `Hi ${options.firstName},`,
      moved
        ? `The organizers moved "${options.title}" from ${formatEventTime(options.previousStartsAt)} to ${formatEventTime(options.startsAt)}.`
        : `The organizers changed the details of "${options.title}" on ${formatEventTime(options.startsAt)}.`,
      options.location ? `Where to meet: ${options.location}.` : 'No meeting place is given yet; check the walk before you go.',
      'Your place is kept. If the new time does not suit you, please leave the walk so the next member in line gets your place.',
    ],
    { href: eventsLink(options.publicUrl), text: 'See your events' },
  ));
};
