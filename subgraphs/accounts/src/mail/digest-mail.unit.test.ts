import { describe, expect, it } from 'vitest';
import { digestHasNews, digestMail } from './digest-mail.js';

const base = {
  to: 'amara@example.com',
  firstName: 'Amara',
  timeZone: 'America/Chicago',
  walks: [{ id: '5f0c1b8e-3a0b-4a5e-9a51-000000000010', title: 'Sunrise <loop>', startsAt: '2027-03-06T14:00:00.000Z', location: 'Riverside Park' }],
  members: [{ id: '5f0c1b8e-3a0b-4a5e-9a51-000000000011', name: 'Bea Park', businessName: 'Bea Bakes' }],
  stories: [{ id: '5f0c1b8e-3a0b-4a5e-9a51-000000000012', title: 'My first 5k', likes: 4 }],
  unsubscribeToken: '5f0c1b8e-3a0b-4a5e-9a51-000000000002.digest.mail.abc_-',
  publicUrl: 'https://momstride.example',
};

describe('the weekly digest mail', () => {
  it('three sections with links into the app, walk times in her zone, plain text and HTML, the digest’s one-click unsubscribe', () => {
    const mail = digestMail(base);
    expect(mail).toMatchObject({ kind: 'digest', to: 'amara@example.com', subject: 'Your week on MomStride' });
    expect(mail.text).toContain('Hi Amara,');
    expect(mail.text).toContain('Your walk this week\n• Sunrise <loop> — Saturday, March 6 at 8:00 AM, Riverside Park\n  https://momstride.example/events');
    expect(mail.text).toContain('• Bea Park (Bea Bakes)\n  https://momstride.example/profile/5f0c1b8e-3a0b-4a5e-9a51-000000000011');
    expect(mail.text).toContain('Browse the directory: https://momstride.example/directory');
    expect(mail.text).toContain('• My first 5k — 4 likes\n  https://momstride.example/community');
    expect(mail.text).not.toContain('\u0000');
    expect(mail.html).toContain('<h2 style="font-size: 17px; margin: 24px 0 8px;">New members in your business category</h2>');
    expect(mail.html).toContain('Sunrise &#60;loop&#62;');
    expect(mail.html).not.toContain('<loop>');
    const unsubscribe = 'https://momstride.example/api/notifications/unsubscribe?token=5f0c1b8e-3a0b-4a5e-9a51-000000000002.digest.mail.abc_-';
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.text).toContain('mails about your weekly digest are on');
  });

  it('leaves out an empty section; nothing at all is no news', () => {
    const mail = digestMail({ ...base, members: [], stories: [] });
    expect(mail.text).not.toContain('New members');
    expect(mail.text).not.toContain('Top stories');
    expect(digestHasNews({ walks: [], members: [], stories: [] })).toBe(false);
    expect(digestHasNews({ walks: [], members: [], stories: base.stories })).toBe(true);
  });
});
