import { describe, expect, it } from 'vitest';
import { notificationMail } from './notification-mails.js';

const base = {
  to: 'amara@example.com',
  firstName: 'Amara',
  actorName: 'Bea <b>Bold</b>',
  text: 'started following you',
  link: '/profile/5f0c1b8e-3a0b-4a5e-9a51-000000000001',
  count: 1,
  details: {},
  unsubscribeToken: '5f0c1b8e-3a0b-4a5e-9a51-000000000002.follow.mail.abc_-',
  publicUrl: 'https://momstride.example',
};
const unsubscribe = 'https://momstride.example/api/notifications/unsubscribe?token=5f0c1b8e-3a0b-4a5e-9a51-000000000002.follow.mail.abc_-';

describe('notification mails', () => {
  it('a follow: text and HTML parts, her link, the one-click unsubscribe headers and footer; names escaped in HTML', () => {
    const mail = notificationMail({ ...base, type: 'follow' });
    expect(mail).toMatchObject({ kind: 'follow', to: 'amara@example.com', subject: 'Bea <b>Bold</b> started following you' });
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.text).toContain('Hi Amara,');
    expect(mail.text).toContain(`https://momstride.example${base.link}`);
    expect(mail.text).toContain(`mails about new followers are on. Stop them with one click: ${unsubscribe}`);
    expect(mail.html).toContain('Bea &#60;b&#62;Bold&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Bold</b>');
    expect(mail.html).toContain('Unsubscribe</a>');
  });

  it('missed messages name how many; a walk notice says when, in UTC', () => {
    const messages = notificationMail({ ...base, type: 'message', actorName: 'Bea Park', text: 'sent you 3 messages', count: 3, link: '/messages?user=x' });
    expect(messages).toMatchObject({ kind: 'missed_messages', subject: 'Bea Park sent you 3 messages' });
    expect(messages.text).toContain('Read them: https://momstride.example/messages?user=x');
    const cancelled = notificationMail({ ...base, type: 'event_cancelled', actorName: null, text: 'Cancelled: Sunrise loop', link: '/events', details: { title: 'Sunrise loop', startsAt: '2027-03-06T08:00:00.000Z' } });
    expect(cancelled).toMatchObject({ kind: 'event_cancelled', subject: 'Cancelled: Sunrise loop' });
    expect(cancelled.text).toContain('Saturday, March 6, 2027 at 8:00 AM UTC');
    expect(cancelled.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(cancelled.text).toContain('mails about cancelled or changed walks are on');
  });
});
