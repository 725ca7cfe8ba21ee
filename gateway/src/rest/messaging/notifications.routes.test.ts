import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, eventually, messagingMembers } from '@momstride/testing';

const follow = async (follower: { accessToken: string }, followeeId: string) => {
  const res = await call('POST', `/api/users/${followeeId}/follow`, { token: follower.accessToken });
  if (res.status !== 200) throw new Error(`follow failed: ${res.status} ${res.text}`);
};

describe('REST /api/notifications', () => {
  it('lists her notifications with the actor, counts the unread, marks one and all read', async () => {
    const [bea, ann, cat] = await messagingMembers(3);
    await follow(ann!, bea!.user.id);
    await follow(cat!, bea!.user.id);
    const list = await eventually(async () => {
      const res = await call('GET', '/api/notifications', { token: bea!.accessToken });
      return res.body.length === 2 ? res : undefined;
    }, 20_000, 'two follow notifications');
    expect(list.status).toBe(200);
    const [newest, older] = list.body;
    expect(newest).toEqual({
      id: expect.any(String),
      kind: 'follow',
      actor_id: cat!.user.id,
      actor: { id: cat!.user.id, first_name: 'Chatty2', last_name: 'Mom', business_name: null, profile_picture: null },
      text: 'started following you',
      link: `/profile/${cat!.user.id}`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      read_at: null,
    });
    expect(older.actor_id).toBe(ann!.user.id);
    expect((await call('GET', `/api/notifications?limit=1&before=${newest.id}`, { token: bea!.accessToken })).body.map((n: { id: string }) => n.id)).toEqual([older.id]);
    expect((await call('GET', '/api/notifications/unread-count', { token: bea!.accessToken })).body).toEqual({ count: 2 });

    const read = await call('POST', `/api/notifications/${older.id}/read`, { token: bea!.accessToken });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: older.id, read_at: expect.any(String) });
    expect((await call('GET', '/api/notifications/unread-count', { token: bea!.accessToken })).body).toEqual({ count: 1 });
    // Not hers, unknown, malformed.
    expect((await call('POST', `/api/notifications/${newest.id}/read`, { token: ann!.accessToken })).body).toEqual({ detail: 'Notification not found' });
    expect((await call('POST', `/api/notifications/${randomUUID()}/read`, { token: bea!.accessToken })).status).toBe(404);
    expect((await call('POST', '/api/notifications/not-an-id/read', { token: bea!.accessToken })).status).toBe(422);

    const all = await call('POST', '/api/notifications/read-all', { token: bea!.accessToken });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ marked: 1 });
    expect((await call('GET', '/api/notifications/unread-count', { token: bea!.accessToken })).body).toEqual({ count: 0 });
    expect((await call('GET', '/api/notifications', {})).status).toBe(401);
  }, 60_000);
});
