import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { USER_JSON_KEYS } from '../../testing/rest-user.js';
import { call, registerMember } from '@momstride/testing';

describe('follow and unfollow over REST', () => {
  it('follows and unfollows idempotently with {is_following, followers_count}, and the lists follow along', async () => {
    const follower = await registerMember({ firstName: 'Fola' });
    const followee = await registerMember({ firstName: 'Tee' });
    const path = `/api/users/${followee.user.id}`;
    const token = follower.accessToken;

    expect((await call('GET', `${path}/is-following`, { token })).body).toEqual({ is_following: false });
    const first = await call('POST', `${path}/follow`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ is_following: true, followers_count: 1 });
    expect((await call('POST', `${path}/follow`, { token })).body).toEqual({ is_following: true, followers_count: 1 });
    expect((await call('GET', `${path}/is-following`, { token })).body).toEqual({ is_following: true });

    const followers = await call('GET', `${path}/followers`, { token });
    expect(followers.status).toBe(200);
    expect(Object.keys(followers.body)).toEqual(['followers']);
    expect(followers.body.followers).toHaveLength(1);
    expect(Object.keys(followers.body.followers[0]).sort()).toEqual(USER_JSON_KEYS);
    expect(followers.body.followers[0]).toMatchObject({ id: follower.user.id, first_name: 'Fola', following_count: 1 });

    const following = await call('GET', `/api/users/${follower.user.id}/following`, { token: followee.accessToken });
    expect(following.status).toBe(200);
    expect(Object.keys(following.body)).toEqual(['following']);
    expect(following.body.following.map((user: { id: string }) => user.id)).toEqual([followee.user.id]);

    const unfollowed = await call('DELETE', `${path}/follow`, { token });
    expect(unfollowed.status).toBe(200);
    expect(unfollowed.body).toEqual({ is_following: false, followers_count: 0 });
    expect((await call('DELETE', `${path}/follow`, { token })).body).toEqual({ is_following: false, followers_count: 0 });
    expect((await call('GET', `${path}/is-following`, { token })).body).toEqual({ is_following: false });
    expect((await call('GET', `${path}/followers`, { token })).body).toEqual({ followers: [] });
  });

  it('answers 400 "You cannot follow yourself"', async () => {
    const member = await registerMember();
    const res = await call('POST', `/api/users/${member.user.id}/follow`, { token: member.accessToken });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'You cannot follow yourself' });
  });

  it('answers 404 "User not found" for an unknown user on every follow route', async () => {
    const member = await registerMember();
    const id = randomUUID();
    const routes: [string, string][] = [
      ['POST', `/api/users/${id}/follow`],
      ['DELETE', `/api/users/${id}/follow`],
      ['GET', `/api/users/${id}/is-following`],
      ['GET', `/api/users/${id}/followers`],
      ['GET', `/api/users/${id}/following`],
    ];
    for (const [method, path] of routes) {
      const res = await call(method, path, { token: member.accessToken });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toEqual({ detail: 'User not found' });
    }
  });

  it('answers 422 for a malformed id and 401 without a token', async () => {
    const member = await registerMember();
    const malformed = await call('POST', '/api/users/abc/follow', { token: member.accessToken });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail).toEqual([expect.objectContaining({ type: 'uuid_parsing', loc: ['path', 'id'], input: 'abc' })]);
    for (const [method, suffix] of [['POST', 'follow'], ['DELETE', 'follow'], ['GET', 'is-following'], ['GET', 'followers'], ['GET', 'following']]) {
      const res = await call(method!, `/api/users/${member.user.id}/${suffix}`);
      expect(res.status, `${method} ${suffix}`).toBe(401);
      expect(res.body).toEqual({ detail: 'Not authenticated' });
    }
  });
});
