import { demoUserIds, queueName } from '@momstride/kit';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { domainEventsDatabaseUrl, eventually, gatewayData, login, registerMember, type Session } from '@momstride/testing';

const BADGES = 'query Badges($userId: ID!) { userBadges(userId: $userId) { id kind name description icon awardedAt } }';
const FOLLOW = 'mutation Follow($userId: ID!) { follow(userId: $userId) { isFollowing } }';
const CREATE_POST = 'mutation CreatePost($content: String!) { createPost(content: $content) { id } }';

interface Badge {
  id: string;
  kind: string;
  name: string;
  description: string;
  icon: string;
  awardedAt: string;
}

const badgesOf = async (userId: string, viewer: Session): Promise<Badge[]> =>
  (await gatewayData<{ userBadges: Badge[] }>(BADGES, { userId }, viewer.accessToken)).userBadges;

const kindsOf = async (userId: string, viewer: Session): Promise<string[]> => (await badgesOf(userId, viewer)).map((badge) => badge.kind).sort();

/** Waits until the member's badge kinds (sorted) include every kind in `expected`. */
const waitForKinds = (userId: string, viewer: Session, expected: string[]): Promise<string[]> =>
  eventually(async () => {
    const kinds = await kindsOf(userId, viewer);
    return expected.every((kind) => kinds.includes(kind)) ? kinds : undefined;
  }, 10_000, `badges ${expected.join(', ')}`);

/**
 * Waits until community has handled every `user.followed` event `followerId` caused: each is published
 * before the follow mutation answers, and its pg-boss job is marked completed only after the handler's
 * transaction has committed. (A later event alone would not prove it: the consumer takes jobs in batches.)
 */
const followEventsHandled = (followerId: string): Promise<number> =>
  eventually(async () => {
    const client = new pg.Client({ connectionString: domainEventsDatabaseUrl() });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string; jobs: number }>(
        `select state, count(*)::int as jobs from pgboss.job where name = $1 and data->>'followerId' = $2 group by state`,
        [queueName('community', 'user.followed'), followerId],
      );
      const failed = rows.filter((row) => !['created', 'retry', 'active', 'completed'].includes(row.state));
      if (failed.length > 0) throw new Error(`user.followed jobs ended ${JSON.stringify(failed)}`);
      return rows.every((row) => row.state === 'completed') ? rows.reduce((sum, row) => sum + row.jobs, 0) : undefined;
    } finally {
      await client.end();
    }
  }, 10_000, `community to handle the follow events of ${followerId}`);

describe('badges', () => {
  it('first post earns first_post at once; the tenth earns storyteller; each only once', async () => {
    const member = await registerMember();
    await waitForKinds(member.user.id, member, ['welcome']);
    await gatewayData(CREATE_POST, { content: 'Hello, MomStride!' }, member.accessToken);
    expect(await kindsOf(member.user.id, member)).toEqual(['first_post', 'welcome']);

    for (let i = 2; i <= 9; i += 1) await gatewayData(CREATE_POST, { content: `Update number ${i}` }, member.accessToken);
    expect(await kindsOf(member.user.id, member)).toEqual(['first_post', 'welcome']);
    await gatewayData(CREATE_POST, { content: 'Update number 10' }, member.accessToken);
    await gatewayData(CREATE_POST, { content: 'Update number 11' }, member.accessToken);

    const badges = await badgesOf(member.user.id, member);
    expect(badges.map((badge) => badge.kind).sort()).toEqual(['first_post', 'storyteller', 'welcome']);
    expect(badges.find((badge) => badge.kind === 'storyteller')).toMatchObject({
      name: 'Storyteller',
      description: 'Shared ten updates with the community',
      icon: '📖',
    });
    // Newest first.
    const times = badges.map((badge) => badge.awardedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('following a first member earns first_follow; following five earns connector', async () => {
    const member = await registerMember();
    const viewer = await login('maya@momstride.example');
    await waitForKinds(member.user.id, viewer, ['welcome']);

    const following = await gatewayData<{ follow: { isFollowing: boolean } }>(FOLLOW, { userId: demoUserIds.olivia }, member.accessToken);
    expect(following.follow.isFollowing).toBe(true);
    expect(await waitForKinds(member.user.id, viewer, ['first_follow'])).toEqual(['first_follow', 'welcome']);

    for (const name of ['maya', 'priya', 'jasmine'] as const) {
      await gatewayData(FOLLOW, { userId: demoUserIds[name] }, member.accessToken);
    }
    // Four different members so far: following Olivia again changes nothing.
    await gatewayData(FOLLOW, { userId: demoUserIds.olivia }, member.accessToken);
    // Every follow event she caused so far (four, or five if the repeat were published) has been handled.
    expect(await followEventsHandled(member.user.id)).toBeGreaterThanOrEqual(4);
    expect(await kindsOf(member.user.id, viewer)).toEqual(['first_follow', 'welcome']);

    await gatewayData(FOLLOW, { userId: demoUserIds.sofia }, member.accessToken);
    expect(await waitForKinds(member.user.id, viewer, ['connector'])).toEqual(['connector', 'first_follow', 'welcome']);
  });

  it('serves the seeded badges of the demo members', async () => {
    const viewer = await login('hannah@momstride.example');
    expect(await kindsOf(demoUserIds.olivia, viewer)).toEqual(['connector', 'first_follow', 'first_post', 'welcome']);
    expect(await kindsOf(demoUserIds.hannah, viewer)).toEqual(['first_post', 'welcome']);
  });
});
