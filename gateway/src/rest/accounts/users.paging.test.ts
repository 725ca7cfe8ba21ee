import { describe, expect, it } from 'vitest';
import { call, registerMember } from '@momstride/testing';

describe('REST lists take optional paging parameters and stay bounded', () => {
  it('followers, following and endorsements keep their shapes; limit above the cap gets the cap; bad values are 422', async () => {
    const follower = await registerMember({ firstName: 'Pagey' });
    const followee = await registerMember({ firstName: 'Paged' });
    const token = follower.accessToken;
    await call('POST', `/api/users/${followee.user.id}/follow`, { token });

    const followers = await call('GET', `/api/users/${followee.user.id}/followers?limit=100000`, { token });
    expect(followers.status).toBe(200);
    expect(followers.body.followers.map((user: { id: string }) => user.id)).toEqual([follower.user.id]);
    const skipped = await call('GET', `/api/users/${followee.user.id}/followers?limit=1&offset=1`, { token });
    expect(skipped.body).toEqual({ followers: [] });
    const following = await call('GET', `/api/users/${follower.user.id}/following`, { token });
    expect(following.body.following.map((user: { id: string }) => user.id)).toEqual([followee.user.id]);
    const endorsements = await call('GET', `/api/users/${followee.user.id}/endorsements?limit=100000&offset=0`, { token });
    expect(endorsements.status).toBe(200);
    expect(endorsements.body).toEqual([]);

    for (const query of ['limit=0', 'offset=-1', 'limit=many']) {
      const res = await call('GET', `/api/users/${followee.user.id}/followers?${query}`, { token });
      expect(res.status).toBe(422);
      expect(Array.isArray(res.body.detail)).toBe(true);
    }
  });
});
