import { randomUUID } from 'node:crypto';
import { createLogger, startEventBus } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { domainEventsDatabaseUrl, eventually, gatewayData, login, registerMember, subgraph } from '@momstride/testing';

const community = subgraph('community');

const CREATE_POST = 'mutation CreatePost($content: String!) { createPost(content: $content) { id } }';
const ENDORSE = 'mutation Endorse($userId: ID!, $skill: String!) { endorse(userId: $userId, skill: $skill) { id } }';
const DELETE_USER = 'mutation DeleteUser($userId: ID!) { deleteUser(userId: $userId) }';

describe('user.deleted removes a member’s community content', () => {
  it('an admin deletes a member: her posts leave the feed, her endorsements, badges and member row go', async () => {
    const olivia = await login('olivia@momstride.example');
    const doomed = await registerMember({ firstName: 'Doomed', lastName: 'Member' });
    const friend = await registerMember({ firstName: 'Friendly', lastName: 'Member' });
    // Both must be community members (user.registered handled) before they can be endorsed.
    await eventually(async () => {
      const rows = await community.withDatabase((db) =>
        db.query('select count(*)::int as n from members where user_id = any($1::uuid[])', [[doomed.user.id, friend.user.id]]),
      );
      return rows.rows[0].n === 2 ? true : undefined;
    }, 10_000, 'both members');

    const posts: string[] = [];
    for (const content of ['Leaving soon', 'Last words']) {
      posts.push((await gatewayData<{ createPost: { id: string } }>(CREATE_POST, { content }, doomed.accessToken)).createPost.id);
    }
    await gatewayData(ENDORSE, { userId: friend.user.id, skill: 'Kindness' }, doomed.accessToken);
    await gatewayData(ENDORSE, { userId: doomed.user.id, skill: 'Patience' }, friend.accessToken);
    const before = await gatewayData<{ feed: Array<{ id: string }> }>('{ feed(limit: 50) { id } }', {}, olivia.accessToken);
    expect(before.feed.map((post) => post.id)).toEqual(expect.arrayContaining(posts));

    const deleted = await gatewayData<{ deleteUser: boolean }>(DELETE_USER, { userId: doomed.user.id }, olivia.accessToken);
    expect(deleted.deleteUser).toBe(true);

    await eventually(async () => {
      const { feed } = await gatewayData<{ feed: Array<{ id: string }> }>('{ feed(limit: 50) { id } }', {}, olivia.accessToken);
      return feed.some((post) => posts.includes(post.id)) ? undefined : true;
    }, 10_000, 'her posts to leave the feed');

    const left = await community.withDatabase(async (db) => {
      const count = async (sql: string) => (await db.query(sql, [doomed.user.id])).rows[0].n as number;
      return {
        posts: await count('select count(*)::int as n from posts where author_id = $1'),
        endorsements: await count('select count(*)::int as n from endorsements where endorser_id = $1 or endorsee_id = $1'),
        badges: await count('select count(*)::int as n from badge_awards where user_id = $1'),
        members: await count('select count(*)::int as n from members where user_id = $1'),
      };
    });
    expect(left).toEqual({ posts: 0, endorsements: 0, badges: 0, members: 0 });

    // The friend keeps her own content.
    const { userBadges } = await gatewayData<{ userBadges: Array<{ kind: string }> }>(
      'query($id: ID!) { userBadges(userId: $id) { kind } }',
      { id: friend.user.id },
      olivia.accessToken,
    );
    expect(userBadges.map((badge) => badge.kind)).toContain('welcome');
  });
});

describe('community event handlers are idempotent and order-safe', () => {
  it('a repeated user.deleted is harmless and a late user.registered does not bring the user back', async () => {
    const bus = await startEventBus({ connectionString: domainEventsDatabaseUrl(), logger: createLogger({ name: 'test-events', level: 'silent' }) });
    const memberRow = (userId: string) =>
      community.withDatabase(async (db) => ({
        members: (await db.query('select count(*)::int as n from members where user_id = $1', [userId])).rows[0].n as number,
        badges: (await db.query('select count(*)::int as n from badge_awards where user_id = $1', [userId])).rows[0].n as number,
        removed: (await db.query('select count(*)::int as n from removed_users where user_id = $1', [userId])).rows[0].n as number,
      }));
    try {
      const userId = randomUUID();
      const occurredAt = new Date().toISOString();
      await bus.publish('user.registered', { userId, occurredAt });
      await bus.publish('user.registered', { userId, occurredAt });
      await eventually(async () => ((await memberRow(userId)).members === 1 ? true : undefined), 10_000, 'the member row');
      expect(await memberRow(userId)).toEqual({ members: 1, badges: 1, removed: 0 });

      await bus.publish('user.deleted', { userId, occurredAt: new Date().toISOString() });
      await bus.publish('user.deleted', { userId, occurredAt: new Date().toISOString() });
      await eventually(async () => ((await memberRow(userId)).removed === 1 ? true : undefined), 10_000, 'the removal');

      await bus.publish('user.registered', { userId, occurredAt });
      await bus.publish('user.followed', { followerId: userId, followeeId: randomUUID(), occurredAt });
      // Markers behind them on the same two queues: once their effects show, the late events have been handled.
      const [marker, followee] = [randomUUID(), randomUUID()];
      await bus.publish('user.registered', { userId: marker, occurredAt });
      await bus.publish('user.followed', { followerId: marker, followeeId: followee, occurredAt });
      await eventually(async () => ((await memberRow(marker)).members === 1 ? true : undefined), 10_000, 'the marker member');
      await eventually(
        async () =>
          (await community.withDatabase((db) => db.query('select 1 from followed_members where follower_id = $1', [marker]))).rowCount === 1
            ? true
            : undefined,
        10_000,
        'the marker follow',
      );
      expect(await memberRow(userId)).toEqual({ members: 0, badges: 0, removed: 1 });
    } finally {
      await bus.stop();
    }
  });
});
