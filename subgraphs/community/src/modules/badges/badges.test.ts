import { demoUserIds } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { eventually, gatewayData, login, registerMember, type Session } from '../../testing/community-client.js';

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
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
