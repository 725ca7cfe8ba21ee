import { describe, expect, it } from 'vitest';
import { call, eventually, mailsTo, messagingMembers, newestMailTo, queryRows, viewerOf, type OutboxMail } from '@momstride/testing';
import { MARK_READ, messaging, sendOk } from '../../testing/messaging.js';
import { follow, notificationLike } from '../../testing/notifications.js';

const UPDATE = 'mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { digestDay } }';
const PREFERENCES = 'query { notificationPreferences { channels { type inApp mail push } } }';

type Member = Awaited<ReturnType<typeof messagingMembers>>[number];

const setSwitches = (member: Member, channels: Array<{ type: string; inApp: boolean; mail: boolean; push: boolean }>) =>
  messaging.gqlOk(UPDATE, { input: { channels } }, viewerOf(member));

const switchesOf = async (member: Member, type: string) =>
  (await messaging.gqlOk<{ notificationPreferences: { channels: Array<{ type: string; inApp: boolean; mail: boolean; push: boolean }> } }>(PREFERENCES, {}, viewerOf(member))).notificationPreferences.channels.find(
    (channel) => channel.type === type,
  );

/** The unsubscribe address of a mail's List-Unsubscribe header. */
const unsubscribeLinkOf = (mail: OutboxMail): URL => new URL(/^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1]!);

describe('notifications beyond the app', () => {
  it('a follow by mail when she wants it, with one-click unsubscribe that turns off only that switch', async () => {
    const [ann, bea] = await messagingMembers(2);
    await setSwitches(ann!, [{ type: 'follow', inApp: true, mail: true, push: false }]);
    await follow(bea!, ann!);
    const mail = await newestMailTo(ann!.email, { subject: /started following you/, timeoutMs: 20_000 });
    expect(mail.subject).toBe(`${bea!.firstName} ${bea!.lastName} started following you`);
    expect(mail.text).toContain(`/profile/${bea!.user.id}`);
    expect(mail.html).toContain('Unsubscribe');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeLinkOf(mail);
    expect(link.pathname).toBe('/api/notifications/unsubscribe');
    expect(mail.text).toContain(link.toString());

    // GET shows a page with a button and changes nothing (a mail scanner following the link).
    const page = await call('GET', `${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<form method="post"');
    expect(page.text).toContain('new followers by mail');
    expect(await switchesOf(ann!, 'follow')).toEqual({ type: 'follow', inApp: true, mail: true, push: false });

    // POST (one click, as a mail program sends it): off, without signing in; the rest as it was.
    const done = await call('POST', `${link.pathname}${link.search}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect(done.text).toContain("You're unsubscribed");
    expect(await switchesOf(ann!, 'follow')).toEqual({ type: 'follow', inApp: true, mail: false, push: false });
    expect(await switchesOf(ann!, 'message')).toEqual({ type: 'message', inApp: true, mail: true, push: true });

    // A tampered or foreign token: 400, nothing changes.
    const forged = `${link.pathname}?token=${encodeURIComponent(link.searchParams.get('token')!.replace('.follow.', '.message.'))}`;
    expect((await call('POST', forged)).status).toBe(400);
    expect((await call('GET', forged)).status).toBe(400);
    expect((await switchesOf(ann!, 'message'))?.mail).toBe(true);
  }, 90_000);

  it('a message unread for a while: one mail per sender and unread streak, naming how many; none once read or when message mail is off', async () => {
    const [ann, bea, cat] = await messagingMembers(3);
    await setSwitches(cat!, [{ type: 'message', inApp: true, mail: false, push: true }]);
    await sendOk(bea!, ann!, 'one');
    await sendOk(bea!, ann!, 'two');
    await sendOk(bea!, cat!, 'to Cat, who wants no message mail');
    const first = await newestMailTo(ann!.email, { subject: /sent you/, timeoutMs: 30_000 });
    expect(first.subject).toBe(`${bea!.firstName} ${bea!.lastName} sent you 2 messages`);
    expect(first.text).toContain(`/messages?user=${bea!.user.id}`);
    expect(unsubscribeLinkOf(first).searchParams.get('token')).toContain('.message.mail.');

    // More in the same unread streak: no second mail. Read, then a new one: a new mail.
    await sendOk(bea!, ann!, 'three');
    await messaging.gqlOk(MARK_READ, { partnerId: bea!.user.id }, viewerOf(ann!));
    await sendOk(bea!, ann!, 'four, after she read');
    const second = await eventually(async () => (await mailsTo(ann!.email)).filter((mail) => /sent you/.test(mail.subject))[1], 30_000, 'the next streak’s mail');
    expect(second.subject).toBe(`${bea!.firstName} ${bea!.lastName} sent you a message`);
    expect((await mailsTo(ann!.email)).filter((mail) => /sent you/.test(mail.subject))).toHaveLength(2);
    // Cat's job ran long ago (her message came before Ann's second streak): no mail.
    expect((await mailsTo(cat!.email)).map((mail) => mail.subject)).toEqual([]);
  }, 90_000);

  it('quiet hours: nothing by mail during them; delivered when they end', async () => {
    const [ann, bea] = await messagingMembers(2);
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString().slice(11, 16);
    // Quiet from an hour ago until the next minute but one (UTC): at most two minutes from now.
    const end = at(now.getUTCSeconds() > 40 ? 2 : 1);
    await messaging.gqlOk(
      UPDATE,
      { input: { channels: [{ type: 'follow', inApp: true, mail: true, push: false }], quietHours: { start: at(-60), end }, timeZone: 'UTC' } },
      viewerOf(ann!),
    );
    await follow(bea!, ann!);
    await notificationLike(ann!, (n) => n.kind === 'follow');
    // Her mail waits (the dispatcher saw the queued delivery and left it for later).
    const [pending] = await queryRows<{ n: number }>(messaging.databaseUrl(), 'select count(*)::int as n from notification_deliveries where user_id = $1 and delivered_at is null', [ann!.user.id]);
    expect(pending!.n).toBe(1);
    expect(await mailsTo(ann!.email)).toEqual([]);
    const mail = await newestMailTo(ann!.email, { subject: /started following you/, timeoutMs: 200_000 });
    expect(mail.createdAt.slice(11, 16) >= end || mail.createdAt.slice(11, 16) < '00:05').toBe(true);
  }, 240_000);
});
