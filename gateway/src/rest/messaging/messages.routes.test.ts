import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, graphql, messagingMembers, sendMessage, sendOk } from '@momstride/testing';

const MESSAGE_KEYS = ['content', 'created_at', 'id', 'recipient_id', 'sender_id'];
const CONVERSATION_KEYS = ['last_message', 'partner', 'partner_id', 'unread_count'];
const PARTNER_KEYS = ['business_name', 'first_name', 'id', 'last_name', 'profile_picture'];

describe('POST /api/messages, GET /api/messages/conversations and /api/messages/{partnerId}', () => {
  it('answers the REST shapes: the new message itself (201), conversations most recent first, the thread oldest first', async () => {
    const [ann, bea, cara] = await messagingMembers(3);
    const sent = await sendMessage(ann!, bea!.user.id, '  Coffee after the walk?  ');
    expect(sent.status).toBe(201);
    expect(Object.keys(sent.body).sort()).toEqual(MESSAGE_KEYS);
    expect(sent.body).toMatchObject({ sender_id: ann!.user.id, recipient_id: bea!.user.id, content: 'Coffee after the walk?' });
    expect(Number.isNaN(Date.parse(sent.body.created_at))).toBe(false);
    const reply = await sendOk(bea!, ann!, 'Yes please!');
    await sendOk(cara!, bea!, 'Hi from Cara');

    const list = await call('GET', '/api/messages/conversations', { token: bea!.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.map((conversation: { partner_id: string }) => conversation.partner_id)).toEqual([cara!.user.id, ann!.user.id]);
    for (const conversation of list.body) expect(Object.keys(conversation).sort()).toEqual(CONVERSATION_KEYS);
    expect(list.body[1]).toEqual({
      partner_id: ann!.user.id,
      partner: { id: ann!.user.id, first_name: ann!.user.first_name, last_name: 'Mom', business_name: null, profile_picture: null },
      last_message: { content: 'Yes please!', created_at: reply.created_at },
      unread_count: 1, // Ann's question; her own reply is not counted
    });
    expect(Object.keys(list.body[0].partner).sort()).toEqual(PARTNER_KEYS);
    expect(list.body[0].unread_count).toBe(1);

    const thread = await call('GET', `/api/messages/${ann!.user.id}`, { token: bea!.accessToken });
    expect(thread.status).toBe(200);
    expect(thread.body).toEqual([sent.body, reply]);
    for (const message of thread.body) expect(Object.keys(message).sort()).toEqual(MESSAGE_KEYS);
  });

  it('reading a thread changes nothing (GET and HEAD); POST …/read marks the partner’s messages read (unread_count → 0); older messages come with before', async () => {
    const [ann, bea] = await messagingMembers(2);
    const sent = [];
    for (let i = 1; i <= 5; i += 1) sent.push(await sendOk(ann!, bea!, `note ${i}`));
    const unread = async () =>
      (await call('GET', '/api/messages/conversations', { token: bea!.accessToken })).body.find(
        (conversation: { partner_id: string }) => conversation.partner_id === ann!.user.id,
      ).unread_count;
    expect(await unread()).toBe(5);

    const newest = await call('GET', `/api/messages/${ann!.user.id}?limit=2`, { token: bea!.accessToken });
    expect(newest.body.map((message: { content: string }) => message.content)).toEqual(['note 4', 'note 5']);
    const older = await call('GET', `/api/messages/${ann!.user.id}?limit=2&before=${newest.body[0].id}`, { token: bea!.accessToken });
    expect(older.body.map((message: { content: string }) => message.content)).toEqual(['note 2', 'note 3']);
    expect((await call('HEAD', `/api/messages/${ann!.user.id}`, { token: bea!.accessToken })).status).toBe(200);
    // Reading is never writing: still all five unread, and no read mark reached Ann.
    expect(await unread()).toBe(5);

    const marked = await call('POST', `/api/messages/${ann!.user.id}/read`, { token: bea!.accessToken });
    expect(marked.status).toBe(200);
    expect(Object.keys(marked.body).sort()).toEqual(CONVERSATION_KEYS);
    expect(marked.body).toMatchObject({ partner_id: ann!.user.id, unread_count: 0, last_message: { content: 'note 5' } });
    expect(await unread()).toBe(0);
    // Again: nothing left to mark, the same answer.
    expect((await call('POST', `/api/messages/${ann!.user.id}/read`, { token: bea!.accessToken })).body).toEqual(marked.body);
    // Ann's side was not marked by Bea's reading of hers... and Ann has nothing unread.
    const annList = await call('GET', '/api/messages/conversations', { token: ann!.accessToken });
    expect(annList.body[0]).toMatchObject({ partner_id: bea!.user.id, unread_count: 0 });

    // POST …/read refuses what the GET refuses.
    expect((await call('POST', `/api/messages/${randomUUID()}/read`, { token: bea!.accessToken })).body).toEqual({ detail: 'User not found' });
    expect((await call('POST', `/api/messages/${bea!.user.id}/read`, { token: bea!.accessToken })).status).toBe(400);
    expect((await call('POST', '/api/messages/not-a-uuid/read', { token: bea!.accessToken })).status).toBe(422);
    expect((await call('POST', `/api/messages/${ann!.user.id}/read`)).status).toBe(401);
  });

  it('a read-only personal access token reads her threads, and cannot mark them read', async () => {
    const [ann, bea] = await messagingMembers(2);
    await sendOk(ann!, bea!, 'Read me with a token');
    const created = await call('POST', '/api/tokens', { token: bea!.accessToken, json: { name: 'Reader', scopes: ['read'] } });
    expect(created.status).toBe(201);
    const token = created.body.token as string;

    const thread = await call('GET', `/api/messages/${ann!.user.id}`, { token });
    expect(thread.status).toBe(200);
    expect(thread.body.map((message: { content: string }) => message.content)).toEqual(['Read me with a token']);
    const gql = await graphql('query($p: ID!) { conversation(partnerId: $p) { unreadCount messages { messages { content } } } }', { p: ann!.user.id }, { token });
    expect(gql.body).toEqual({ data: { conversation: { unreadCount: 1, messages: { messages: [{ content: 'Read me with a token' }] } } } });
    expect((await call('POST', `/api/messages/${ann!.user.id}/read`, { token })).status).toBe(403);
    expect((await call('GET', '/api/messages/conversations', { token })).body[0].unread_count).toBe(1);
  });

  it('a third member sees nothing of a pair, over /api and over GraphQL', async () => {
    const [ann, bea, eve] = await messagingMembers(3);
    const secret = await sendOk(ann!, bea!, 'Just between us');
    for (const partner of [ann!, bea!]) {
      const thread = await call('GET', `/api/messages/${partner.user.id}`, { token: eve!.accessToken });
      expect(thread.status).toBe(200);
      expect(thread.body).toEqual([]);
    }
    expect((await call('GET', '/api/messages/conversations', { token: eve!.accessToken })).body).toEqual([]);
    const peek = await call('GET', `/api/messages/${bea!.user.id}?before=${secret.id}`, { token: eve!.accessToken });
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual({ detail: 'Message not found' });

    const gql = await graphql(
      'query($p: ID!) { conversation(partnerId: $p) { lastMessage { content } messages { messages { content } } } conversations { id } }',
      { p: ann!.user.id },
      { token: eve!.accessToken },
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data).toEqual({ conversation: { lastMessage: null, messages: { messages: [] } }, conversations: [] });
    // Bea still has it unread: Eve's look marked nothing.
    expect((await call('GET', '/api/messages/conversations', { token: bea!.accessToken })).body[0].unread_count).toBe(1);
  });

  it('refuses bad input with a detail and never a 5xx: blank 422, self 422, unknown 404, malformed 422, too long 422, signed out 401', async () => {
    const [ann, bea] = await messagingMembers(2);
    const blank = await sendMessage(ann!, bea!.user.id, '   ');
    expect(blank.status).toBe(422);
    expect(blank.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'content'], msg: 'Message cannot be empty' })]);
    const self = await sendMessage(ann!, ann!.user.id, 'Hi me');
    expect(self.status).toBe(422);
    expect(self.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'recipient_id'], msg: "You can't send a message to yourself" })]);
    const unknown = await sendMessage(ann!, randomUUID(), 'Hello?');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'User not found' });
    const tooLong = await sendMessage(ann!, bea!.user.id, 'x'.repeat(5001));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'content'], msg: 'Messages can be at most 5,000 characters' })]);

    const malformed = await sendMessage(ann!, 'not-a-uuid', 'Hello');
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail).toEqual([expect.objectContaining({ type: 'uuid_parsing', loc: ['body', 'recipient_id'] })]);
    const missing = await call('POST', '/api/messages', { token: ann!.accessToken, json: { recipient_id: bea!.user.id } });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toEqual([expect.objectContaining({ type: 'missing', loc: ['body', 'content'] })]);
    const notText = await call('POST', '/api/messages', { token: ann!.accessToken, json: { recipient_id: bea!.user.id, content: 42 } });
    expect(notText.status).toBe(422);
    const broken = await call('POST', '/api/messages', { token: ann!.accessToken, raw: '{"recipient_id": ' });
    expect(broken.status).toBe(422);

    expect((await call('GET', '/api/messages/not-a-uuid', { token: ann!.accessToken })).status).toBe(422);
    const badCursor = await call('GET', `/api/messages/${bea!.user.id}?before=nope`, { token: ann!.accessToken });
    expect(badCursor.status).toBe(422);
    expect((await call('GET', `/api/messages/${bea!.user.id}?limit=0`, { token: ann!.accessToken })).status).toBe(422);
    expect((await call('GET', `/api/messages/${randomUUID()}`, { token: ann!.accessToken })).status).toBe(404);
    const selfThread = await call('GET', `/api/messages/${ann!.user.id}`, { token: ann!.accessToken });
    expect(selfThread.status).toBe(400);
    expect(selfThread.body).toEqual({ detail: "You can't have a conversation with yourself" });

    expect((await call('GET', '/api/messages/conversations')).status).toBe(401);
    expect((await call('POST', '/api/messages', { json: { recipient_id: bea!.user.id, content: 'hi' } })).status).toBe(401);
    // Nothing stored by any of it.
    expect((await call('GET', '/api/messages/conversations', { token: ann!.accessToken })).body).toEqual([]);
  });

  it('a burst of 20 is fine; sending far past the limit gets 429 with a detail and Retry-After', async () => {
    const [ann, bea] = await messagingMembers(2);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => sendMessage(ann!, bea!.user.id, `burst ${i}`)));
    expect(burst.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 201));
    let limited;
    for (let i = 0; i < 200 && !limited; i += 1) {
      const res = await sendMessage(ann!, bea!.user.id, `flood ${i}`);
      if (res.status === 429) limited = res;
      else expect(res.status).toBe(201);
    }
    expect(limited, 'a 429 within 220 messages').toBeDefined();
    expect(limited!.body.detail).toMatch(/^You're sending messages too quickly/);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
