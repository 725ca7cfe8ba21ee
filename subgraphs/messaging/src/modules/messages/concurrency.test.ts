import { describe, expect, it } from 'vitest';
import { messagingMembers, viewerOf } from '@momstride/testing';
import { MARK_READ, messaging, sendOk, threadOf, totalsOf, unreadCountsOf } from '../../testing/messaging.js';

describe('messages sent at once', () => {
  it('20 messages at once in one pair: unread count exactly 20, the last message the latest', async () => {
    const [ann, bea] = await messagingMembers(2);
    const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => sendOk(ann!, bea!, `burst ${i}`)));
    const latest = [...sent].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1)!;

    const beaSide = await threadOf(bea!, ann!.user.id, { limit: 100 });
    expect(beaSide.unreadCount).toBe(20);
    expect(beaSide.messages.messages).toHaveLength(20);
    expect(beaSide.lastMessage?.id).toBe(beaSide.messages.messages.at(-1)!.id);
    expect(beaSide.lastMessage?.createdAt).toBe(latest.createdAt);
    expect((await threadOf(ann!, bea!.user.id)).lastMessage?.id).toBe(beaSide.lastMessage?.id);
    expect(await totalsOf(bea!)).toEqual({ conversationCount: 1, unreadMessageCount: 20 });
  });

  it('both directions at once while one of them reads: every stored count equals the unread messages it counts', async () => {
    const [ann, bea] = await messagingMembers(2);
    const beaReads = () => messaging.gqlOk(MARK_READ, { partnerId: ann!.user.id }, viewerOf(bea!));
    await Promise.all([
      ...Array.from({ length: 15 }, (_, i) => sendOk(ann!, bea!, `from Ann ${i}`)),
      ...Array.from({ length: 15 }, (_, i) => sendOk(bea!, ann!, `from Bea ${i}`)),
      ...Array.from({ length: 5 }, beaReads),
    ]);
    for (const member of [ann!, bea!]) {
      const [row] = await unreadCountsOf(member.user.id);
      expect(row!.unread_count).toBe(row!.unread);
    }
    const annSide = await threadOf(ann!, bea!.user.id, { limit: 100 });
    const beaSide = await threadOf(bea!, ann!.user.id, { limit: 100 });
    expect(annSide.messages.messages).toHaveLength(30);
    expect(annSide.lastMessage?.id).toBe(annSide.messages.messages.at(-1)!.id);
    expect(beaSide.lastMessage?.id).toBe(annSide.lastMessage?.id);
  });
});
