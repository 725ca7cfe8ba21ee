import { describe, expect, it } from 'vitest';
import { errorCode, eventually, messagingMembers, queryRows, viewerOf } from '@momstride/testing';
import { messaging, sendOk } from '../../testing/messaging.js';
import { accounts, follow, notificationLike, notificationsOf } from '../../testing/notifications.js';

const PREFERENCES = 'query { notificationPreferences { channels { type inApp mail push } quietHours { start end } timeZone digestDay } }';
const UPDATE = `mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { channels { type inApp mail push } quietHours { start end } timeZone digestDay } }`;

interface PreferencesView {
  channels: Array<{ type: string; inApp: boolean; mail: boolean; push: boolean }>;
  quietHours: { start: string; end: string } | null;
  timeZone: string | null;
  digestDay: string;
}

describe('notification preferences', () => {
  it('her defaults, her change (other types and members unchanged), BAD_USER_INPUT for a bad time', async () => {
    const [ann, bea] = await messagingMembers(2);
    const mine = (await messaging.gqlOk<{ notificationPreferences: PreferencesView }>(PREFERENCES, {}, viewerOf(ann!))).notificationPreferences;
    expect(mine.channels.find((c) => c.type === 'follow')).toEqual({ type: 'follow', inApp: true, mail: false, push: false });
    expect(mine).toMatchObject({ quietHours: null, timeZone: null, digestDay: 'monday' });

    const input = { channels: [{ type: 'follow', inApp: false, mail: true, push: false }], quietHours: { start: '21:30', end: '06:45' }, timeZone: 'America/Chicago', digestDay: 'sunday' };
    const saved = (await messaging.gqlOk<{ updateNotificationPreferences: PreferencesView }>(UPDATE, { input }, viewerOf(ann!))).updateNotificationPreferences;
    expect(saved.channels.find((c) => c.type === 'follow')).toEqual({ type: 'follow', inApp: false, mail: true, push: false });
    expect(saved.channels.find((c) => c.type === 'message')).toEqual(mine.channels.find((c) => c.type === 'message'));
    expect(saved).toMatchObject({ quietHours: { start: '21:30', end: '06:45' }, timeZone: 'America/Chicago', digestDay: 'sunday' });
    expect((await messaging.gqlOk<{ notificationPreferences: PreferencesView }>(PREFERENCES, {}, viewerOf(bea!))).notificationPreferences).toEqual(mine);

    const bad = await messaging.gql(UPDATE, { input: { quietHours: { start: '9:00', end: '10:00' } } }, viewerOf(ann!));
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(errorCode(await messaging.gql(PREFERENCES, {}, {}))).toBe('UNAUTHENTICATED');
  }, 60_000);

  it('in-app off for a type: no notification of it is made; the others still are', async () => {
    const [ann, bea, cat] = await messagingMembers(3);
    const off = [{ type: 'follow', inApp: false, mail: false, push: false }, { type: 'message', inApp: false, mail: false, push: false }];
    await messaging.gqlOk(UPDATE, { input: { channels: off } }, viewerOf(bea!));
    await follow(ann!, bea!);
    await sendOk(ann!, bea!, 'hello');
    // Both events applied by messaging (their ids recorded), and nothing made of them.
    await applied(accounts.databaseUrl(), `name = 'user.followed' and payload->>'followerId' = $1`, ann!.user.id);
    await applied(messaging.databaseUrl(), `name = 'message.sent' and payload->>'senderId' = $1`, ann!.user.id);
    expect((await notificationsOf(bea!)).notifications).toEqual([]);
    await sendOk(cat!, bea!, 'hi from Cat');
    await applied(messaging.databaseUrl(), `name = 'message.sent' and payload->>'senderId' = $1`, cat!.user.id);
    expect((await notificationsOf(bea!)).notifications).toEqual([]);
    await messaging.gqlOk(UPDATE, { input: { channels: [{ type: 'message', inApp: true, mail: false, push: false }] } }, viewerOf(bea!));
    await sendOk(cat!, bea!, 'again');
    await notificationLike(bea!, (n) => n.actor?.id === cat!.user.id, 'the message once turned back on');
  }, 60_000);
});

/** Waits until messaging applied the one event of the source's outbox matching `where` ($1 = `value`). */
async function applied(sourceDatabaseUrl: string, where: string, value: string): Promise<void> {
  const [event] = await eventually(async () => {
    const rows = await queryRows<{ id: string }>(sourceDatabaseUrl, `select id from domain_event_outbox where ${where}`, [value]);
    return rows.length > 0 ? rows : undefined;
  }, 20_000, 'the event recorded');
  await eventually(
    async () => ((await queryRows(messaging.databaseUrl(), `select 1 from processed_domain_events where event_id = $1 and subscriber = 'messaging'`, [event!.id])).length > 0 ? true : undefined),
    20_000,
    'the event applied by messaging',
  );
}
