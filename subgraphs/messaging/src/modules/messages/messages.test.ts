import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorOf, messagingMembers, viewerOf } from '@momstride/testing';
import { conversationsOf, MARK_READ, messaging, outboxEvents, send, sendOk, threadOf, totalsOf, unreadCountsOf, type ConversationView } from '../../testing/messaging.js';

describe('sending and reading messages', () => {
  it('stores the trimmed message; both see the conversation, the recipient with it unread; message.sent goes to the outbox', async () => {
    const [ann, bea] = await messagingMembers(2);
    const message = await sendOk(ann!, bea!, '  Hi Bea! Walk on Saturday?  \n');
    expect(message).toMatchObject({ content: 'Hi Bea! Walk on Saturday?', readAt: null, sender: { id: ann!.user.id }, recipient: { id: bea!.user.id } });

    expect(await conversationsOf(ann!)).toEqual([
      { id: bea!.user.id, partner: { id: bea!.user.id }, unreadCount: 0, isBlockedByMe: false, lastMessage: message },
    ]);
    expect(await conversationsOf(bea!)).toEqual([
      { id: ann!.user.id, partner: { id: ann!.user.id }, unreadCount: 1, isBlockedByMe: false, lastMessage: message },
    ]);
    expect(await totalsOf(bea!)).toEqual({ conversationCount: 1, unreadMessageCount: 1 });
    const [event] = await outboxEvents('message.sent', 'messageId', message.id);
    expect(event?.payload).toMatchObject({ messageId: message.id, senderId: ann!.user.id, recipientId: bea!.user.id, createdAt: message.createdAt });
  });

  it('lists conversations most recent first, paged', async () => {
    const [me, first, second, third] = await messagingMembers(4);
    await sendOk(me!, first!, 'one');
    await sendOk(second!, me!, 'two');
    await sendOk(me!, third!, 'three');
    await sendOk(first!, me!, 'four');
    expect((await conversationsOf(me!)).map((conversation) => [conversation.id, conversation.lastMessage?.content])).toEqual([
      [first!.user.id, 'four'],
      [third!.user.id, 'three'],
      [second!.user.id, 'two'],
    ]);
    expect((await conversationsOf(me!, 2)).map((conversation) => conversation.id)).toEqual([first!.user.id, third!.user.id]);
    const page2 = await messaging.gqlOk<{ conversations: ConversationView[] }>('{ conversations(limit: 2, offset: 2) { id } }', {}, viewerOf(me!));
    expect(page2.conversations.map((conversation) => conversation.id)).toEqual([second!.user.id]);
    const badLimit = await messaging.gql('{ conversations(limit: 0) { id } }', {}, viewerOf(me!));
    expect(errorOf(badLimit).code).toBe('BAD_USER_INPUT');
  });

  it('gives a thread oldest first: the newest page, then older ones with the before cursor', async () => {
    const [ann, bea] = await messagingMembers(2);
    const sent = [];
    for (let i = 1; i <= 7; i += 1) sent.push(await sendOk(i % 2 === 0 ? bea! : ann!, i % 2 === 0 ? ann! : bea!, `message ${i}`));

    const newest = await threadOf(ann!, bea!.user.id, { limit: 3 });
    expect(newest.messages.messages.map((message) => message.content)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(newest.messages.hasOlder).toBe(true);
    const older = await threadOf(ann!, bea!.user.id, { limit: 3, before: newest.messages.messages[0]!.id });
    expect(older.messages.messages.map((message) => message.content)).toEqual(['message 2', 'message 3', 'message 4']);
    const oldest = await threadOf(ann!, bea!.user.id, { limit: 3, before: older.messages.messages[0]!.id });
    expect(oldest.messages).toMatchObject({ hasOlder: false, messages: [expect.objectContaining({ content: 'message 1', id: sent[0]!.id })] });
    // Bea sees the same thread.
    expect((await threadOf(bea!, ann!.user.id)).messages.messages.map((message) => message.id)).toEqual(sent.map((message) => message.id));
    // A member they have not written with yet: an empty conversation.
    const [carla] = await messagingMembers(1);
    expect(await threadOf(ann!, carla!.user.id)).toMatchObject({ id: carla!.user.id, unreadCount: 0, lastMessage: null, messages: { hasOlder: false, messages: [] } });
  });

  it('reading the thread marks the partner’s messages read, not her own, and publishes messages.read', async () => {
    const [ann, bea, cara] = await messagingMembers(3);
    await sendOk(ann!, bea!, 'first');
    await sendOk(ann!, bea!, 'second');
    const reply = await sendOk(bea!, ann!, 'a reply');
    await sendOk(cara!, bea!, 'from Cara');
    expect(await totalsOf(bea!)).toEqual({ conversationCount: 2, unreadMessageCount: 3 });

    const read = await messaging.gqlOk<{ markConversationRead: ConversationView }>(MARK_READ, { partnerId: ann!.user.id }, viewerOf(bea!));
    expect(read.markConversationRead).toMatchObject({ id: ann!.user.id, unreadCount: 0 });
    const thread = await threadOf(bea!, ann!.user.id);
    for (const message of thread.messages.messages) {
      if (message.sender.id === ann!.user.id) expect(message.readAt).not.toBeNull();
      else expect(message.readAt).toBeNull(); // her own reply stays unread until Ann opens the thread
    }
    expect(await totalsOf(bea!)).toEqual({ conversationCount: 2, unreadMessageCount: 1 });
    expect((await threadOf(ann!, bea!.user.id)).unreadCount).toBe(1);
    expect((await outboxEvents('messages.read', 'readerId', bea!.user.id)).map((event) => event.payload)).toEqual([
      expect.objectContaining({ readerId: bea!.user.id, partnerId: ann!.user.id }),
    ]);
    // Nothing unread: reading again changes nothing and publishes nothing.
    await messaging.gqlOk(MARK_READ, { partnerId: ann!.user.id }, viewerOf(bea!));
    expect(await outboxEvents('messages.read', 'readerId', bea!.user.id)).toHaveLength(1);
    expect(reply.readAt).toBeNull();
    expect(await unreadCountsOf(bea!.user.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ unread_count: 0, unread: 0 }), expect.objectContaining({ unread_count: 1, unread: 1 })]),
    );
  });

  it('nobody but the pair reads their messages: a third member sees nothing of theirs and cannot page into their thread', async () => {
    const [ann, bea, eve] = await messagingMembers(3);
    const secret = await sendOk(ann!, bea!, 'Just between us');
    await sendOk(bea!, ann!, 'Of course');

    expect(await conversationsOf(eve!)).toEqual([]);
    for (const partner of [ann!, bea!]) {
      const thread = await threadOf(eve!, partner.user.id);
      expect(thread).toMatchObject({ lastMessage: null, unreadCount: 0, messages: { messages: [], hasOlder: false } });
    }
    // Another pair's message as a cursor: NOT_FOUND, never their messages.
    const peek = await messaging.gql(
      'query($p: ID!, $b: ID) { conversation(partnerId: $p) { messages(before: $b) { messages { content } } } }',
      { p: bea!.user.id, b: secret.id },
      viewerOf(eve!),
    );
    expect(errorOf(peek)).toEqual({ code: 'NOT_FOUND', message: 'Message not found' });
    // Marking "read" as someone else changes nothing of theirs.
    await messaging.gqlOk(MARK_READ, { partnerId: ann!.user.id }, viewerOf(eve!));
    expect((await threadOf(bea!, ann!.user.id)).unreadCount).toBe(1);
    // Signed out: nothing at all.
    expect(errorOf(await messaging.gql('{ conversations { id } }')).code).toBe('UNAUTHENTICATED');
  });

  it('refuses blank, too long, to herself and to unknown members with clear messages; exactly 5,000 characters is fine', async () => {
    const [ann, bea] = await messagingMembers(2);
    const cases: Array<[string, string, { code: string; message: string }]> = [
      [bea!.user.id, '', { code: 'BAD_USER_INPUT', message: 'Message cannot be empty' }],
      [bea!.user.id, '   \n\t  ', { code: 'BAD_USER_INPUT', message: 'Message cannot be empty' }],
      [bea!.user.id, 'x'.repeat(5001), { code: 'BAD_USER_INPUT', message: 'Messages can be at most 5,000 characters' }],
      [ann!.user.id, 'Note to self', { code: 'BAD_USER_INPUT', message: "You can't send a message to yourself" }],
      [randomUUID(), 'Hello?', { code: 'NOT_FOUND', message: 'User not found' }],
      ['not-a-user', 'Hello?', { code: 'NOT_FOUND', message: 'User not found' }],
    ];
    for (const [to, content, expected] of cases) expect(errorOf(await send(ann!, to, content)), JSON.stringify([to, content.slice(0, 10)])).toEqual(expected);
    const blank = await send(ann!, bea!.user.id, ' ');
    expect(blank.errors?.[0]?.extensions?.fields).toEqual([{ field: 'content', message: 'Message cannot be empty' }]);
    expect(await conversationsOf(ann!)).toEqual([]);

    // 5,000 characters counted as people count them (an emoji is one).
    const longest = `${'🌿'.repeat(10)}${'x'.repeat(4990)}`;
    expect((await sendOk(ann!, bea!, longest)).content).toBe(longest);
    expect(errorOf(await send(ann!, bea!.user.id, `${longest}!`)).message).toBe('Messages can be at most 5,000 characters');
    expect(errorOf(await messaging.gql('{ conversation(partnerId: "00000000-0000-4000-8000-000000000000") { id } }', {}, viewerOf(ann!)))).toEqual({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
  });
});
