import type { OutgoingMail } from './mailer.js';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "Saturday, December 20, 2026 at 9:00 AM UTC": mails go to every time zone, so the zone is said. */
export const formatEventTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
};

const eventsLink = (publicUrl: string): string => `${publicUrl}/events`;

function mail(to: string, subject: string, paragraphs: readonly string[], link: string): OutgoingMail {
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), link, '', 'See you on the trail,', 'The MomStride team'].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #3d2c3e; line-height: 1.5;">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #b5487a; color: #ffffff; border-radius: 6px; text-decoration: none;">See your events</a></p>
<p>See you on the trail,<br>The MomStride team</p>
</body></html>
`;
  return { to, subject, text, html };
}

/** To a member promoted from an event's waitlist (event.waitlist_promoted). */
export const waitlistPromotedMail = (options: { to: string; firstName: string; title: string; startsAt: string; publicUrl: string }): OutgoingMail =>
  mail(
    options.to,
    `You're in: ${options.title}`,
    [
      `Hi ${options.firstName},`,
      `Good news: a place opened up and you moved from the waitlist to the participants of "${options.title}" on ${formatEventTime(options.startsAt)}.`,
      'If you can no longer make it, please leave the event so the next member in line gets your place.',
    ],
    eventsLink(options.publicUrl),
  );

/** To a participant or waitlisted member of an event an admin cancelled (event.cancelled). */
export const eventCancelledMail = (options: { to: string; firstName: string; title: string; startsAt: string; publicUrl: string }): OutgoingMail =>
  mail(
    options.to,
    `Cancelled: ${options.title}`,
    [
      `Hi ${options.firstName},`,
      `We're sorry: "${options.title}" on ${formatEventTime(options.startsAt)} has been cancelled by the organizers.`,
      'Have a look at the other upcoming walks; we would love to see you there.',
    ],
    eventsLink(options.publicUrl),
  );
