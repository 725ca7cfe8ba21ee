import { describe, expect, it } from 'vitest';
import { errorOf, OWNER_VIEWER, registerUser, subgraph, viewerOf } from '@momstride/testing';
import { ADMIN_USERS_MAX_LIMIT } from '../admin/admin.types.js';
import { PENDING_REQUESTS_MAX_LIMIT } from '../admin/admin.service.js';
import { FOLLOWS_DEFAULT_LIMIT, FOLLOWS_MAX_LIMIT } from './follow.service.js';

const accounts = subgraph('accounts');

const FOLLOWERS = 'query($id: ID!, $limit: Int, $offset: Int) { followers(userId: $id, limit: $limit, offset: $offset) { id } }';
const FOLLOWING = 'query($id: ID!, $limit: Int, $offset: Int) { following(userId: $id, limit: $limit, offset: $offset) { id } }';
const ADMIN_USERS = 'query($search: String, $limit: Int, $offset: Int) { adminUsers(search: $search, limit: $limit, offset: $offset) { total users { id } } }';
const PENDING = 'query($limit: Int, $offset: Int) { pendingAdminRequests(limit: $limit, offset: $offset) { id } }';

/**
 * `count` users inserted in ONE statement (generate_series), all with `tag` in their last name (searchable), the
 * first created newest (all in 2001, so they never crowd other tests' "newest first" lists); optionally with a
 * pending admin request. Answers their ids, newest first.
 */
async function insertUsers(count: number, tag: string, pendingAdminRequest = false): Promise<string[]> {
  return accounts.withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into users (id, first_name, last_name, email, password_hash, has_pending_admin_request, created_at)
       select gen_random_uuid(), 'Bulk', $1 || '-' || n, lower($1) || '-' || n || '@bulk.test.example', 'x', $3,
              timestamptz '2001-01-01' - make_interval(secs => n)
         from generate_series(1, $2::int) as n
       returning id`,
      [tag, count, pendingAdminRequest],
    );
    return rows.map((row) => row.id);
  });
}

/** Every user in `followers` follows `followee` (one statement), with the counters set to match. */
async function insertFollows(followerIds: readonly string[], followeeId: string): Promise<void> {
  await accounts.withDatabase(async (client) => {
    await client.query(
      `insert into follows (follower_id, followee_id, created_at)
       select f, $2, now() - make_interval(secs => ord) from unnest($1::uuid[]) with ordinality as t(f, ord)`,
      [followerIds, followeeId],
    );
    await client.query('update users set followers_count = followers_count + $2 where id = $1', [followeeId, followerIds.length]);
    await client.query('update users set following_count = following_count + 1 where id = any($1::uuid[])', [followerIds]);
  });
}

const tagOf = () => `Pg${Math.random().toString(36).slice(2, 10)}`;

describe('followers and following are paged and capped', () => {
  it(`a member with many followers gets at most ${FOLLOWS_MAX_LIMIT} per request, however many she asks for, and pages through all`, async () => {
    const star = await registerUser();
    const fans = await insertUsers(FOLLOWS_MAX_LIMIT + 150, tagOf());
    await insertFollows(fans, star.user.id);
    const viewer = viewerOf(star);

    const huge = await accounts.gqlOk<{ followers: Array<{ id: string }> }>(FOLLOWERS, { id: star.user.id, limit: 100_000 }, viewer);
    expect(huge.followers).toHaveLength(FOLLOWS_MAX_LIMIT);
    const byDefault = await accounts.gqlOk<{ followers: Array<{ id: string }> }>(FOLLOWERS, { id: star.user.id }, viewer);
    expect(byDefault.followers).toHaveLength(FOLLOWS_DEFAULT_LIMIT);

    // Newest follow first, pages without gaps or repeats.
    const seen: string[] = [];
    for (let offset = 0; ; offset += FOLLOWS_MAX_LIMIT) {
      const page = await accounts.gqlOk<{ followers: Array<{ id: string }> }>(FOLLOWERS, { id: star.user.id, limit: FOLLOWS_MAX_LIMIT, offset }, viewer);
      seen.push(...page.followers.map((user) => user.id));
      if (page.followers.length < FOLLOWS_MAX_LIMIT) break;
    }
    expect(seen).toEqual(fans);

    // Whom one of them follows: the same bound.
    const one = await accounts.gqlOk<{ following: Array<{ id: string }> }>(FOLLOWING, { id: fans[0], limit: 100_000 }, viewer);
    expect(one.following).toEqual([{ id: star.user.id }]);
  });

  it('a limit below 1 or a negative offset is BAD_USER_INPUT', async () => {
    const ann = await registerUser();
    const viewer = viewerOf(ann);
    expect(errorOf(await accounts.gql(FOLLOWERS, { id: ann.user.id, limit: 0 }, viewer))).toEqual({ code: 'BAD_USER_INPUT', message: 'Limit must be at least 1' });
    expect(errorOf(await accounts.gql(FOLLOWING, { id: ann.user.id, offset: -1 }, viewer))).toEqual({ code: 'BAD_USER_INPUT', message: 'Offset cannot be negative' });
  });
});

describe('the admin user list and the pending admin requests are paged and capped', () => {
  it(`adminUsers answers one page of at most ${ADMIN_USERS_MAX_LIMIT} with the total of all matches`, async () => {
    const tag = tagOf();
    const ids = await insertUsers(ADMIN_USERS_MAX_LIMIT + 30, tag);
    const huge = await accounts.gqlOk<{ adminUsers: { total: number; users: Array<{ id: string }> } }>(
      ADMIN_USERS,
      { search: tag, limit: 100_000 },
      OWNER_VIEWER,
    );
    expect(huge.adminUsers.total).toBe(ids.length);
    expect(huge.adminUsers.users.map((user) => user.id)).toEqual(ids.slice(0, ADMIN_USERS_MAX_LIMIT));
    const byDefault = await accounts.gqlOk<{ adminUsers: { total: number; users: unknown[] } }>(ADMIN_USERS, { search: tag }, OWNER_VIEWER);
    expect(byDefault.adminUsers).toEqual({ total: ids.length, users: expect.any(Array) });
    expect(byDefault.adminUsers.users).toHaveLength(25);
    const last = await accounts.gqlOk<{ adminUsers: { total: number; users: Array<{ id: string }> } }>(
      ADMIN_USERS,
      { search: tag, limit: 25, offset: 125 },
      OWNER_VIEWER,
    );
    expect(last.adminUsers.users.map((user) => user.id)).toEqual(ids.slice(125));
    // Admins find a user by e-mail address too.
    const byEmail = await accounts.gqlOk<{ adminUsers: { total: number; users: Array<{ id: string }> } }>(
      ADMIN_USERS,
      { search: `${tag.toLowerCase()}-7@bulk.test.example` },
      OWNER_VIEWER,
    );
    expect(byEmail.adminUsers).toEqual({ total: 1, users: [{ id: ids[6] }] });
    expect(errorOf(await accounts.gql(ADMIN_USERS, { limit: 0 }, OWNER_VIEWER)).code).toBe('BAD_USER_INPUT');
  });

  it(`pendingAdminRequests answers at most ${PENDING_REQUESTS_MAX_LIMIT} per request`, async () => {
    await insertUsers(PENDING_REQUESTS_MAX_LIMIT + 5, tagOf(), true);
    const huge = await accounts.gqlOk<{ pendingAdminRequests: Array<{ id: string }> }>(PENDING, { limit: 100_000 }, OWNER_VIEWER);
    expect(huge.pendingAdminRequests).toHaveLength(PENDING_REQUESTS_MAX_LIMIT);
    const second = await accounts.gqlOk<{ pendingAdminRequests: Array<{ id: string }> }>(PENDING, { limit: 10, offset: 10 }, OWNER_VIEWER);
    expect(second.pendingAdminRequests.map((user) => user.id)).toEqual(huge.pendingAdminRequests.slice(10, 20).map((user) => user.id));
    // Clean up: other tests expect few pending requests.
    await accounts.withDatabase((client) => client.query(`update users set has_pending_admin_request = false where email like '%@bulk.test.example'`));
  });
});
