import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, messagingMembers, sendMessage, sendOk } from '@momstride/testing';

describe('/api/messages/blocks', () => {
  it('blocks (201), lists, refuses messages both ways with the same detail, unblocks', async () => {
    const [ann, bea] = await messagingMembers(2);
    await sendOk(bea!, ann!, 'Hi Ann');
    const blocked = await call('POST', '/api/messages/blocks', { token: ann!.accessToken, json: { user_id: bea!.user.id } });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toEqual({
      user_id: bea!.user.id,
      user: { id: bea!.user.id, first_name: bea!.user.first_name, last_name: 'Mom', business_name: null, profile_picture: null },
      blocked_at: expect.any(String),
    });
    expect((await call('GET', '/api/messages/blocks', { token: ann!.accessToken })).body).toEqual([blocked.body]);
    expect((await call('GET', '/api/messages/blocks', { token: bea!.accessToken })).body).toEqual([]);

    const fromBlocked = await sendMessage(bea!, ann!.user.id, 'Hello?');
    const toBlocked = await sendMessage(ann!, bea!.user.id, 'Bye');
    expect([fromBlocked.status, toBlocked.status]).toEqual([403, 403]);
    expect(fromBlocked.body).toEqual({ detail: "You can't message this member" });
    expect(toBlocked.body).toEqual(fromBlocked.body);

    const unblocked = await call('DELETE', `/api/messages/blocks/${bea!.user.id}`, { token: ann!.accessToken });
    expect(unblocked.status).toBe(200);
    expect(unblocked.body).toEqual({ user_id: bea!.user.id, blocked: false });
    expect((await sendMessage(bea!, ann!.user.id, 'Hello again')).status).toBe(201);
    expect((await call('GET', '/api/messages/blocks', { token: ann!.accessToken })).body).toEqual([]);
  });

  it('answers 404 for unknown members, 422 for malformed ids or herself, 401 signed out', async () => {
    const [ann] = await messagingMembers(1);
    const unknown = await call('POST', '/api/messages/blocks', { token: ann!.accessToken, json: { user_id: randomUUID() } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'User not found' });
    expect((await call('DELETE', `/api/messages/blocks/${randomUUID()}`, { token: ann!.accessToken })).status).toBe(404);
    expect((await call('POST', '/api/messages/blocks', { token: ann!.accessToken, json: { user_id: 'x' } })).status).toBe(422);
    expect((await call('DELETE', '/api/messages/blocks/x', { token: ann!.accessToken })).status).toBe(422);
    const self = await call('POST', '/api/messages/blocks', { token: ann!.accessToken, json: { user_id: ann!.user.id } });
    expect(self.status).toBe(422);
    expect(self.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'user_id'], msg: "You can't block yourself" })]);
    expect((await call('GET', '/api/messages/blocks')).status).toBe(401);
  });
});
