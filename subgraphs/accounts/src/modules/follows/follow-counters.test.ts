import { describe, expect, it } from 'vitest';
import { registerUsers, subgraph, viewerOf } from '@momstride/testing';

const accounts = subgraph('accounts');

const TOGGLE = (follow: boolean) =>
  `mutation($id: ID!) { ${follow ? 'follow' : 'unfollow'}(userId: $id) { isFollowing user { followersCount } viewer { followingCount } } }`;

describe('follow counters under concurrency', () => {
  it('50 concurrent random follow/unfollow toggles between many pairs leave the counters equal to the rows', async () => {
    const users = await registerUsers(8);
    const ids = users.map((user) => user.user.id);
    // A few follows first, so unfollows have something to remove.
    await Promise.all([0, 1, 2, 3].map((index) => accounts.gql(TOGGLE(true), { id: ids[(index + 1) % ids.length] }, viewerOf(users[index]!))));

    const pick = () => Math.floor(Math.random() * users.length);
    const calls = Array.from({ length: 50 }, (_, index) => {
      const from = pick();
      let to = pick();
      if (to === from) to = (from + 1 + (index % (users.length - 1))) % users.length;
      // Pairs in both directions and repeats of the same pair happen on purpose.
      return accounts.gql(TOGGLE(Math.random() < 0.6), { id: ids[to] }, viewerOf(users[from]!));
    });
    const results = await Promise.all(calls);
    expect(results.filter((result) => result.errors)).toEqual([]);

    const rows = await accounts.withDatabase(async (client) => {
      const counts = await client.query<{ id: string; followers_count: number; following_count: number; followers: string; following: string }>(
        `select u.id, u.followers_count, u.following_count,
                (select count(*) from follows f where f.followee_id = u.id) as followers,
                (select count(*) from follows f where f.follower_id = u.id) as following
           from users u where u.id = any($1::uuid[])`,
        [ids],
      );
      return counts.rows;
    });
    expect(rows).toHaveLength(users.length);
    for (const row of rows) {
      expect({ id: row.id, followers: row.followers_count, following: row.following_count }).toEqual({
        id: row.id,
        followers: Number(row.followers),
        following: Number(row.following),
      });
    }
    const total = rows.reduce((sum, row) => sum + row.followers_count, 0);
    expect(total).toBe(rows.reduce((sum, row) => sum + row.following_count, 0));
  });
});
