import { randomUUID } from 'node:crypto';
import { createLogger, startEventBus } from '@momstride/kit';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cancelEvent,
  createEvent,
  domainEventsDatabaseUrl,
  errorCode,
  eventually,
  inDays,
  joinEvent,
  leaveEvent,
  messagingMembers,
  openReadyStream,
  OWNER_VIEWER,
  queryRows,
  type TestStream,
  viewerOf,
} from '@momstride/testing';
import { MARK_READ, messaging, sendOk } from '../../testing/messaging.js';
import { accounts, community, endorse, follow, NOTIFICATION_FIELDS, notificationLike, notificationsOf } from '../../testing/notifications.js';

const MARK_ONE = `mutation($id: ID!) { markNotificationRead(id: $id) { ${NOTIFICATION_FIELDS} } }`;
const MARK_ALL = 'mutation { markAllNotificationsRead }';

const streams: TestStream[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

describe('notifications', () => {
  it('a new follower: her notification, its stream event with the unread count, and no second one when the event is delivered again', async () => {
    const [ann, bea, cat] = await messagingMembers(3);
    const stream = await openReadyStream({ token: bea!.accessToken });
    streams.push(stream);
    await follow(ann!, bea!);

    const notification = await notificationLike(bea!, (n) => n.kind === 'follow');
    expect(notification).toMatchObject({ kind: 'follow', text: 'started following you', link: `/profile/${ann!.user.id}`, readAt: null, actor: { id: ann!.user.id } });
    expect((await notificationsOf(bea!)).unreadNotificationCount).toBe(1);
    const event = await stream.next((e) => e.event === 'notification');
    expect(event.data).toEqual({
      notification: { id: notification.id, kind: 'follow', actor_id: ann!.user.id, text: 'started following you', link: `/profile/${ann!.user.id}`, created_at: notification.createdAt, read_at: null },
      unread_count: 1,
    });

    // The same event again (same id), then a marker behind it on the same queue: applied once.
    const [original] = await queryRows<{ id: string; payload: Record<string, unknown> }>(
      accounts.databaseUrl(),
      `select id, payload from domain_event_outbox where name = 'user.followed' and payload->>'followerId' = $1 and payload->>'followeeId' = $2`,
      [ann!.user.id, bea!.user.id],
    );
    const bus = await startEventBus({ connectionString: domainEventsDatabaseUrl(), logger: createLogger({ name: 'notifications-test', level: 'silent' }) });
    try {
      await bus.publish('user.followed', { ...(original!.payload as { followerId: string; followeeId: string; occurredAt: string }), domainEventId: original!.id });
    } finally {
      await bus.stop();
    }
    await follow(cat!, bea!);
    await notificationLike(bea!, (n) => n.actor?.id === cat!.user.id, 'the marker follow');
    expect((await notificationsOf(bea!)).notifications.map((n) => n.actor?.id)).toEqual([cat!.user.id, ann!.user.id]);
  }, 60_000);

  it('messages: one unread notification per sender, updated as more arrive, read with the thread', async () => {
    const [ann, bea, cat] = await messagingMembers(3);
    for (const content of ['one', 'two', 'three']) await sendOk(ann!, bea!, content);
    const fromAnn = await notificationLike(bea!, (n) => n.kind === 'message' && n.text === 'sent you 3 messages', 'the third message counted');
    expect(fromAnn).toMatchObject({ link: `/messages?user=${ann!.user.id}`, actor: { id: ann!.user.id }, readAt: null });
    await sendOk(cat!, bea!, 'hello from Cat');
    await notificationLike(bea!, (n) => n.actor?.id === cat!.user.id && n.text === 'sent you a message');
    let mine = await notificationsOf(bea!);
    expect(mine.notifications.map((n) => [n.actor?.id, n.text])).toEqual([
      [cat!.user.id, 'sent you a message'],
      [ann!.user.id, 'sent you 3 messages'],
    ]);
    expect(mine.unreadNotificationCount).toBe(2);

    // Reading Ann's thread reads her notification.
    await messaging.gqlOk(MARK_READ, { partnerId: ann!.user.id }, viewerOf(bea!));
    await notificationLike(bea!, (n) => n.id === fromAnn.id && n.readAt !== null, 'the thread read');
    expect((await notificationsOf(bea!)).unreadNotificationCount).toBe(1);

    // Another message from Ann: a new unread notification; the read one stays as it was.
    await sendOk(ann!, bea!, 'four');
    const again = await notificationLike(bea!, (n) => n.actor?.id === ann!.user.id && n.readAt === null);
    expect(again.id).not.toBe(fromAnn.id);
    expect(again.text).toBe('sent you a message');
    mine = await notificationsOf(bea!);
    expect(mine.notifications.find((n) => n.id === fromAnn.id)?.text).toBe('sent you 3 messages');
    expect(mine.unreadNotificationCount).toBe(2);
  }, 60_000);

  it('events: a waitlist place for the first in line, a cancellation for everyone joined or waiting', async () => {
    const [ann, bea, cat] = await messagingMembers(3);
    const event = await createEvent({ maxParticipants: 1 });
    await joinEvent(ann!, event.id);
    await joinEvent(bea!, event.id, 'waitlist');
    await joinEvent(cat!, event.id, 'waitlist');
    await leaveEvent(ann!, event.id);

    const promoted = await notificationLike(bea!, (n) => n.kind === 'waitlist_promoted');
    expect(promoted).toMatchObject({ text: `You're in: ${event.title}`, link: '/events', actor: null, readAt: null });

    await cancelEvent(event.id);
    const forBea = await notificationLike(bea!, (n) => n.kind === 'event_cancelled');
    expect(forBea).toMatchObject({ text: `Cancelled: ${event.title}`, link: '/events', actor: null });
    // One event, one transaction: Cat's came with Bea's; Ann, who left, got none.
    expect((await notificationsOf(cat!)).notifications.map((n) => n.kind)).toEqual(['event_cancelled']);
    expect((await notificationsOf(ann!)).notifications).toEqual([]);
  }, 60_000);

  it('an endorsement: one notification per new skill, none for the same skill again', async () => {
    const [ann, bea] = await messagingMembers(2);
    await endorse(ann!, bea!, 'Marketing');
    const first = await notificationLike(bea!, (n) => n.kind === 'endorsement');
    expect(first).toMatchObject({ text: 'endorsed you for Marketing', link: '/profile', actor: { id: ann!.user.id } });
    await endorse(ann!, bea!, 'marketing');
    await endorse(ann!, bea!, 'Sales');
    await notificationLike(bea!, (n) => n.text === 'endorsed you for Sales');
    expect((await notificationsOf(bea!)).notifications.map((n) => n.text)).toEqual(['endorsed you for Sales', 'endorsed you for Marketing']);
  }, 60_000);

  it('a challenge: passed on its leaderboard, she is told who passed her; nobody below is', async () => {
    const [ann, bea, cat] = await messagingMembers(3);
    const admin = { userId: randomUUID(), role: 'admin' as const };
    const title = `Spring miles ${randomUUID().slice(0, 6)}`;
    const input = { title, description: 'Walk together', challengeType: 'distance', targetValue: 100, endDate: inDays(10) };
    const { id } = (await community.gqlOk<{ createChallenge: { id: string } }>('mutation($input: ChallengeInput!) { createChallenge(input: $input) { id } }', { input }, admin)).createChallenge;
    const log = (member: typeof ann, amount: number) =>
      community.gqlOk('mutation($id: ID!, $amount: Float!) { logChallengeProgress(id: $id, amount: $amount) { id } }', { id, amount }, viewerOf(member!));
    for (const member of [ann, bea, cat]) {
      await eventually(
        async () => ((await queryRows(community.databaseUrl(), 'select 1 from members where user_id = $1', [member!.user.id])).length ? true : undefined),
        20_000,
        'user.registered to reach community',
      );
      await community.gqlOk('mutation($id: ID!) { joinChallenge(id: $id) { id } }', { id }, viewerOf(member!));
    }
    await log(bea, 5);
    await log(ann, 10);
    const passed = await notificationLike(bea!, (n) => n.kind === 'challenge');
    expect(passed).toMatchObject({ text: `passed you in ${title}`, link: '/community', actor: { id: ann!.user.id } });
    // Cat (0, below Ann's old total) was not passed; Ann's own log tells her nothing. A marker: Cat passes both.
    await log(cat, 20);
    await notificationLike(ann!, (n) => n.kind === 'challenge' && n.actor?.id === cat!.user.id, 'Cat passing Ann');
    expect((await notificationsOf(cat!)).notifications).toEqual([]);
    expect((await notificationsOf(bea!)).notifications.filter((n) => n.kind === 'challenge').map((n) => n.actor?.id).sort()).toEqual([ann!.user.id, cat!.user.id].sort());
  }, 60_000);

  it('none from a member she blocked', async () => {
    const [ann, bea, cat] = await messagingMembers(3);
    await messaging.gqlOk('mutation($id: ID!) { blockMember(userId: $id) { blockedAt } }', { id: ann!.user.id }, viewerOf(bea!));
    await follow(ann!, bea!);
    await follow(cat!, bea!); // the marker behind Ann's follow on the same queue
    await notificationLike(bea!, (n) => n.actor?.id === cat!.user.id);
    expect((await notificationsOf(bea!)).notifications.map((n) => n.actor?.id)).toEqual([cat!.user.id]);
  }, 60_000);

  it('mark one read, page with before, mark all read; each told on her stream; only her own', async () => {
    const [bea, ...followers] = await messagingMembers(4);
    for (const follower of followers) await follow(follower, bea!);
    await eventually(async () => ((await notificationsOf(bea!)).notifications.length === 3 ? true : undefined), 20_000, 'three follows');
    const stream = await openReadyStream({ token: bea!.accessToken });
    streams.push(stream);
    const [newest, middle, oldest] = (await notificationsOf(bea!)).notifications;

    // Paging: older than the newest.
    expect((await notificationsOf(bea!, { before: newest!.id, limit: 1 })).notifications.map((n) => n.id)).toEqual([middle!.id]);
    expect(errorCode(await messaging.gql('query($b: ID) { notifications(before: $b) { id } }', { b: randomUUID() }, viewerOf(bea!)))).toBe('NOT_FOUND');

    const read = (await messaging.gqlOk<{ markNotificationRead: { readAt: string | null } }>(MARK_ONE, { id: middle!.id }, viewerOf(bea!))).markNotificationRead;
    expect(read.readAt).not.toBeNull();
    const told = await stream.next((e) => e.event === 'notification');
    expect(told.data).toMatchObject({ notification: { id: middle!.id, read_at: read.readAt }, unread_count: 2 });
    // Again: unchanged, nothing new on the stream (the next event is mark-all's).
    expect((await messaging.gqlOk<{ markNotificationRead: { readAt: string } }>(MARK_ONE, { id: middle!.id }, viewerOf(bea!))).markNotificationRead.readAt).toBe(read.readAt);
    // Someone else's: NOT_FOUND.
    expect(errorCode(await messaging.gql(MARK_ONE, { id: oldest!.id }, viewerOf(followers[0]!)))).toBe('NOT_FOUND');

    expect((await messaging.gqlOk<{ markAllNotificationsRead: number }>(MARK_ALL, {}, viewerOf(bea!))).markAllNotificationsRead).toBe(2);
    const all = await stream.next();
    expect(all.event).toBe('notifications_read');
    expect(all.data.unread_count).toBe(0);
    const mine = await notificationsOf(bea!);
    expect(mine.unreadNotificationCount).toBe(0);
    expect(mine.notifications.every((n) => n.readAt !== null && n.readAt <= all.data.read_at)).toBe(true);
    expect((await messaging.gqlOk<{ markAllNotificationsRead: number }>(MARK_ALL, {}, viewerOf(bea!))).markAllNotificationsRead).toBe(0);
  }, 60_000);

  it('a deleted member’s notifications go, and those she was the actor of, with her stream and the stream events about her', async () => {
    const [doomed, bea, cat] = await messagingMembers(3);
    await follow(doomed!, bea!);
    await follow(cat!, bea!);
    await follow(bea!, doomed!);
    await sendOk(doomed!, bea!, 'bye');
    await notificationLike(bea!, (n) => n.kind === 'message');
    await notificationLike(bea!, (n) => n.actor?.id === cat!.user.id);
    await notificationLike(doomed!, (n) => n.kind === 'follow');

    await accounts.gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: doomed!.user.id }, OWNER_VIEWER);
    await eventually(
      async () => ((await queryRows(messaging.databaseUrl(), 'select 1 from removed_users where user_id = $1', [doomed!.user.id])).length === 1 ? true : undefined),
      20_000,
      'her removal in messaging',
    );
    expect((await notificationsOf(bea!)).notifications.map((n) => n.actor?.id)).toEqual([cat!.user.id]);
    const [left] = await queryRows<{ n: number }>(
      messaging.databaseUrl(),
      `select (select count(*)::int from notifications where user_id = $1 or actor_id = $1)
        + (select count(*)::int from stream_events where user_id = $1 or partner_id = $1)
        + (select count(*)::int from stream_heads where user_id = $1) as n`,
      [doomed!.user.id],
    );
    expect(left!.n).toBe(0);
  }, 60_000);
});
