import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorOf, messagingMembers, viewerOf } from '@momstride/testing';
import { BLOCK, messaging, send, sendOk, threadOf, UNBLOCK } from '../../testing/messaging.js';

const CANNOT_MESSAGE = { code: 'FORBIDDEN', message: "You can't message this member" };
const BLOCKED = '{ blockedMembers { blockedAt user { id } } }';

describe('blocking', () => {
  it('stops messages both ways with the same words, without telling the blocked member; unblocking lets them through again', async () => {
    const [ann, bea] = await messagingMembers(2);
    await sendOk(bea!, ann!, 'Hello!');
    const block = await messaging.gqlOk<{ blockMember: { blockedAt: string; user: { id: string } } }>(BLOCK, { id: bea!.user.id }, viewerOf(ann!));
    expect(block.blockMember.user.id).toBe(bea!.user.id);

    expect(errorOf(await send(bea!, ann!.user.id, 'Are you there?'))).toEqual(CANNOT_MESSAGE);
    expect(errorOf(await send(ann!, bea!.user.id, 'Goodbye'))).toEqual(CANNOT_MESSAGE);
    // Ann sees whom she blocked; Bea's view of the conversation says nothing about it.
    expect((await threadOf(ann!, bea!.user.id)).isBlockedByMe).toBe(true);
    expect((await threadOf(bea!, ann!.user.id)).isBlockedByMe).toBe(false);
    expect((await threadOf(bea!, ann!.user.id)).messages.messages.map((message) => message.content)).toEqual(['Hello!']);

    // Again: nothing changes.
    const again = await messaging.gqlOk<{ blockMember: { blockedAt: string } }>(BLOCK, { id: bea!.user.id }, viewerOf(ann!));
    expect(again.blockMember.blockedAt).toBe(block.blockMember.blockedAt);
    expect((await messaging.gqlOk<{ blockedMembers: unknown[] }>(BLOCKED, {}, viewerOf(ann!))).blockedMembers).toEqual([block.blockMember]);
    expect((await messaging.gqlOk<{ blockedMembers: unknown[] }>(BLOCKED, {}, viewerOf(bea!))).blockedMembers).toEqual([]);

    expect(await messaging.gqlOk(UNBLOCK, { id: bea!.user.id }, viewerOf(ann!))).toEqual({ unblockMember: true });
    expect(await messaging.gqlOk(UNBLOCK, { id: bea!.user.id }, viewerOf(ann!))).toEqual({ unblockMember: false });
    await sendOk(bea!, ann!, 'Back again');
    await sendOk(ann!, bea!, 'Welcome back');
    expect((await messaging.gqlOk<{ blockedMembers: unknown[] }>(BLOCKED, {}, viewerOf(ann!))).blockedMembers).toEqual([]);
  });

  it('a block on either side is enough, and a block as messages race in lets none through after it returns', async () => {
    const [ann, bea] = await messagingMembers(2);
    const racing = Array.from({ length: 10 }, (_, i) => send(bea!, ann!.user.id, `racing ${i}`));
    const blocked = messaging.gqlOk<{ blockMember: { blockedAt: string } }>(BLOCK, { id: bea!.user.id }, viewerOf(ann!));
    const results = await Promise.all(racing);
    const { blockMember } = await blocked;
    // Each message either went in before the block (under the pair's lock) or was refused.
    for (const result of results) {
      if (result.errors) expect(errorOf(result)).toEqual(CANNOT_MESSAGE);
      else expect(result.data!.sendMessage.createdAt <= blockMember.blockedAt).toBe(true);
    }
    const stored = (await threadOf(ann!, bea!.user.id, { limit: 100 })).messages.messages;
    expect(stored).toHaveLength(results.filter((result) => !result.errors).length);
    expect(errorOf(await send(bea!, ann!.user.id, 'after the block'))).toEqual(CANNOT_MESSAGE);
  });

  it('refuses blocking herself or an unknown member', async () => {
    const [ann] = await messagingMembers(1);
    expect(errorOf(await messaging.gql(BLOCK, { id: ann!.user.id }, viewerOf(ann!)))).toEqual({ code: 'BAD_USER_INPUT', message: "You can't block yourself" });
    expect(errorOf(await messaging.gql(BLOCK, { id: randomUUID() }, viewerOf(ann!)))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    expect(errorOf(await messaging.gql(UNBLOCK, { id: randomUUID() }, viewerOf(ann!)))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    expect(errorOf(await messaging.gql(BLOCK, { id: 'nobody' }, viewerOf(ann!)))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
  });
});
