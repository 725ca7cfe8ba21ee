import { describe, expect, it } from 'vitest';
import { walkReminderMail } from './reminder-mail.js';

const reminder = { title: 'Sunrise <loop>', startsAt: '2027-10-31T09:00:00.000Z', location: 'Riverside gate', leadMinutes: 60 };

describe('walk reminder mail', () => {
  it('says when and where, in plain text and escaped HTML, with a link to her walks', () => {
    const mail = walkReminderMail({ to: 'ann@example.com', firstName: 'Ann', reminder, publicUrl: 'https://momstride.example' });
    expect(mail).toMatchObject({ kind: 'reminder', to: 'ann@example.com', subject: 'In 1 hour: Sunrise <loop>' });
    expect(mail.text).toContain('"Sunrise <loop>" starts in an hour, on Sunday, October 31, 2027 at 9:00 AM UTC. We meet at Riverside gate.');
    expect(mail.text).toContain('See your walks: https://momstride.example/events');
    expect(mail.html).toContain('Sunrise &#60;loop&#62;');
    expect(mail.html).not.toContain('<loop>');
  });

  it('24 hours before, and without a meeting point', () => {
    const mail = walkReminderMail({ to: 'ann@example.com', firstName: 'Ann', reminder: { ...reminder, leadMinutes: 1440, location: null }, publicUrl: 'https://momstride.example' });
    expect(mail.subject).toBe('In 24 hours: Sunrise <loop>');
    expect(mail.text).toContain('is coming up on Sunday, October 31, 2027 at 9:00 AM UTC. The meeting point is on the walk’s page.');
    expect(mail.text).toContain('please leave the walk');
  });
});
