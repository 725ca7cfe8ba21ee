import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCode, errorOf, registerUser, registerUsers, subgraph, viewerOf } from '@momstride/testing';

const accounts = subgraph('accounts');

const FOLLOW = `mutation($id: ID!) { follow(userId: $id) { isFollowing user { id followersCount isFollowedByMe } viewer { id followingCount } } }`;
const UNFOLLOW = `mutation($id: ID!) { unfollow(userId: $id) { isFollowing user { id followersCount isFollowedByMe } viewer { id followingCount } } }`;
const IS_FOLLOWING = `query($id: ID!) { isFollowing(userId: $id) }`;

interface Payload {
  isFollowing: boolean;
  user: { id: string; followersCount: number; isFollowedByMe: boolean };
  viewer: { id: string; followingCount: number };
}

describe('follow and unfollow', () => {
  it('are idempotent and keep both counters right', async () => {
    const [ann, bea] = await registerUsers(2);
    const asAnn = viewerOf(ann!);
    const first = await accounts.gqlOk<{ follow: Payload }>(FOLLOW, { id: bea!.user.id }, asAnn);
    expect(first.follow).toEqual({
      isFollowing: true,
      user: { id: bea!.user.id, followersCount: 1, isFollowedByMe: true },
      viewer: { id: ann!.user.id, followingCount: 1 },
    });
    const again = await accounts.gqlOk<{ follow: Payload }>(FOLLOW, { id: bea!.user.id }, asAnn);
    expect(again.follow.user.followersCount).toBe(1);
    expect(again.follow.viewer.followingCount).toBe(1);
    expect((await accounts.gqlOk<{ isFollowing: boolean }>(IS_FOLLOWING, { id: bea!.user.id }, asAnn)).isFollowing).toBe(true);
    // Not the other way round.
    expect((await accounts.gqlOk<{ isFollowing: boolean }>(IS_FOLLOWING, { id: ann!.user.id }, viewerOf(bea!))).isFollowing).toBe(false);

    const off = await accounts.gqlOk<{ unfollow: Payload }>(UNFOLLOW, { id: bea!.user.id }, asAnn);
    expect(off.unfollow).toEqual({
      isFollowing: false,
      user: { id: bea!.user.id, followersCount: 0, isFollowedByMe: false },
      viewer: { id: ann!.user.id, followingCount: 0 },
    });
    const offAgain = await accounts.gqlOk<{ unfollow: Payload }>(UNFOLLOW, { id: bea!.user.id }, asAnn);
    expect(offAgain.unfollow.user.followersCount).toBe(0);
    expect(offAgain.unfollow.viewer.followingCount).toBe(0);
    expect((await accounts.gqlOk<{ isFollowing: boolean }>(IS_FOLLOWING, { id: bea!.user.id }, asAnn)).isFollowing).toBe(false);
  });

  it('refuses to follow yourself', async () => {
    const ann = await registerUser();
    const result = await accounts.gql(FOLLOW, { id: ann.user.id }, viewerOf(ann));
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: 'You cannot follow yourself' });
  });

  it('answers NOT_FOUND for unknown or malformed user ids', async () => {
    const ann = viewerOf(await registerUser());
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(errorOf(await accounts.gql(FOLLOW, { id }, ann))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
      expect(errorOf(await accounts.gql(UNFOLLOW, { id }, ann))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
      expect(errorCode(await accounts.gql('query($id: ID!) { followers(userId: $id) { id } }', { id }, ann))).toBe('NOT_FOUND');
    }
  });

  it('needs a signed-in viewer', async () => {
    const bea = await registerUser();
    expect(errorCode(await accounts.gql(FOLLOW, { id: bea.user.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await accounts.gql(IS_FOLLOWING, { id: bea.user.id }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await accounts.gql('query($id: ID!) { following(userId: $id) { id } }', { id: bea.user.id }))).toBe('UNAUTHENTICATED');
  });
});

describe('followers and following lists', () => {
  it('list users newest follow first', async () => {
    const [star, a, b, c] = await registerUsers(4);
    for (const fan of [a!, b!, c!]) await accounts.gqlOk(FOLLOW, { id: star!.user.id }, viewerOf(fan));
    await accounts.gqlOk(FOLLOW, { id: c!.user.id }, viewerOf(star!));
    await accounts.gqlOk(FOLLOW, { id: a!.user.id }, viewerOf(star!));
    const asB = viewerOf(b!);
    const followers = await accounts.gqlOk<{ followers: Array<{ id: string; isFollowedByMe: boolean }> }>(
      'query($id: ID!) { followers(userId: $id) { id isFollowedByMe } }',
      { id: star!.user.id },
      asB,
    );
    expect(followers.followers.map((user) => user.id)).toEqual([c!.user.id, b!.user.id, a!.user.id]);
    expect(followers.followers.every((user) => !user.isFollowedByMe)).toBe(true);
    const following = await accounts.gqlOk<{ following: Array<{ id: string; isFollowedByMe: boolean }> }>(
      'query($id: ID!) { following(userId: $id) { id isFollowedByMe } }',
      { id: star!.user.id },
      viewerOf(c!),
    );
    expect(following.following.map((user) => user.id)).toEqual([a!.user.id, c!.user.id]);
    const followingOfB = await accounts.gqlOk<{ following: Array<{ id: string; isFollowedByMe: boolean }> }>(
      'query($id: ID!) { following(userId: $id) { id isFollowedByMe } }',
      { id: b!.user.id },
      asB,
    );
    expect(followingOfB.following).toEqual([{ id: star!.user.id, isFollowedByMe: true }]);
  });
});

describe('User.isFollowedByMe', () => {
  it('answers per viewer, also through entity references', async () => {
    const [viewer, x, y, z] = await registerUsers(4);
    await accounts.gqlOk(FOLLOW, { id: x!.user.id }, viewerOf(viewer!));
    await accounts.gqlOk(FOLLOW, { id: z!.user.id }, viewerOf(viewer!));
    const representations = [x!, y!, z!, viewer!].map((user) => ({ __typename: 'User', id: user.user.id }));
    const result = await accounts.gqlOk<{ _entities: Array<{ id: string; isFollowedByMe: boolean }> }>(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id isFollowedByMe } } }',
      { r: representations },
      viewerOf(viewer!),
    );
    expect(result._entities.map((user) => user.isFollowedByMe)).toEqual([true, false, true, false]);
    const asY = await accounts.gqlOk<{ _entities: Array<{ isFollowedByMe: boolean }> }>(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { isFollowedByMe } } }',
      { r: representations },
      viewerOf(y!),
    );
    expect(asY._entities.map((user) => user.isFollowedByMe)).toEqual([false, false, false, false]);
  });
});
