import { demoUserIds } from '@momstride/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, eventually, gatewayData, gatewayGql, login, registerMember, type Session } from '@momstride/testing';

interface MemberCard {
  id: string;
  firstName: string;
  businessName: string | null;
  followersCount: number;
  postsCount: number;
  isFeatured: boolean;
}

const CARD = 'id firstName businessName followersCount postsCount isFeatured';

describe('community member lists through the gateway', () => {
  let maya: Session;
  beforeAll(async () => {
    maya = await login('maya@momstride.example');
  });

  it('a new registration shows up first among recent members and earns the welcome badge', async () => {
    const member = await registerMember({ firstName: 'Wren', lastName: 'Okafor' });
    const recent = await eventually(async () => {
      const { recentMembers } = await gatewayData<{ recentMembers: MemberCard[] }>(`{ recentMembers(limit: 50) { ${CARD} } }`, {}, maya.accessToken);
      const index = recentMembers.findIndex((user) => user.id === member.user.id);
      return index >= 0 ? { recentMembers, index } : undefined;
    }, 10_000, 'the new member in recentMembers');
    expect(recent.recentMembers[recent.index]).toEqual({
      id: member.user.id,
      firstName: 'Wren',
      businessName: null,
      followersCount: 0,
      postsCount: 0,
      isFeatured: false,
    });
    // Newest first: no demo member (all joined weeks ago) comes before her.
    const demoIds = new Set<string>(Object.values(demoUserIds));
    expect(recent.recentMembers.slice(0, recent.index).some((user) => demoIds.has(user.id))).toBe(false);

    const { userBadges } = await gatewayData<{ userBadges: Array<{ kind: string; name: string; description: string; icon: string }> }>(
      'query($id: ID!) { userBadges(userId: $id) { kind name description icon awardedAt } }',
      { id: member.user.id },
      member.accessToken,
    );
    expect(userBadges).toEqual([{ kind: 'welcome', name: 'Welcome Aboard', description: 'Joined the MomStride community', icon: '👋', awardedAt: expect.any(String) }]);
  });

  it('honours the recent members limit (default 8)', async () => {
    const all = await gatewayData<{ recentMembers: unknown[] }>('{ recentMembers(limit: 50) { id } }', {}, maya.accessToken);
    const byDefault = await gatewayData<{ recentMembers: unknown[] }>('{ recentMembers { id } }', {}, maya.accessToken);
    expect(all.recentMembers.length).toBeGreaterThanOrEqual(7);
    expect(byDefault.recentMembers).toHaveLength(Math.min(8, all.recentMembers.length));
    const two = await gatewayData<{ recentMembers: unknown[] }>('{ recentMembers(limit: 2) { id } }', {}, maya.accessToken);
    expect(two.recentMembers).toHaveLength(2);
    expect(errorCode(await gatewayGql('{ recentMembers(limit: 0) { id } }', {}, { token: maya.accessToken }))).toBe('BAD_USER_INPUT');
  });

  it('lists featured members first, then the most active, with accounts fields', async () => {
    const { featuredMembers } = await gatewayData<{ featuredMembers: MemberCard[] }>(`{ featuredMembers { ${CARD} } }`, {}, maya.accessToken);
    expect(featuredMembers).toHaveLength(6);
    const flags = featuredMembers.map((user) => user.isFeatured);
    // Every featured member precedes every other one.
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(featuredMembers.filter((user) => user.isFeatured).map((user) => user.firstName).sort()).toEqual(['Jasmine', 'Maya', 'Priya']);
    for (const user of featuredMembers.filter((member) => member.isFeatured)) expect(user.businessName).toMatch(/\S/);
    for (const user of featuredMembers) expect(user.firstName).toMatch(/\S/);
  });

  it('is for signed-in members only', async () => {
    expect(errorCode(await gatewayGql('{ recentMembers { id } }'))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gatewayGql('{ featuredMembers { id } }'))).toBe('UNAUTHENTICATED');
  });
});
