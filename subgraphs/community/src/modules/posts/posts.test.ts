import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode, gatewayData, gatewayGql, login, registerMember, type Session } from '@momstride/testing';

interface FeedPost {
  id: string;
  content: string;
  likesCount: number;
  commentsCount: number;
  createdAt: string;
  author: { id: string; firstName: string; lastName: string; businessName: string | null; postsCount: number };
}

const POST_FIELDS = 'id content likesCount commentsCount createdAt author { id firstName lastName businessName postsCount }';
const FEED = `query Feed($limit: Int!) { feed(limit: $limit) { ${POST_FIELDS} } }`;
const CREATE_POST = `mutation CreatePost($content: String!) { createPost(content: $content) { ${POST_FIELDS} } }`;
const USER_POSTS = `query UserPosts($userId: ID!, $limit: Int!) { userPosts(userId: $userId, limit: $limit) { id content } }`;

describe('posts through the gateway', () => {
  let maya: Session;
  beforeAll(async () => {
    maya = await login('maya@momstride.example');
  });

  it('a new post leads the feed, trimmed, with its author from accounts and zero counts', async () => {
    const member = await registerMember({ firstName: 'Rosa', lastName: 'Delgado' });
    const { createPost } = await gatewayData<{ createPost: FeedPost }>(CREATE_POST, { content: '  Morning walk done before 7!  ' }, member.accessToken);
    expect(createPost).toMatchObject({
      content: 'Morning walk done before 7!',
      likesCount: 0,
      commentsCount: 0,
      author: { id: member.user.id, firstName: 'Rosa', lastName: 'Delgado', businessName: null, postsCount: 1 },
    });

    const { feed } = await gatewayData<{ feed: FeedPost[] }>(FEED, { limit: 5 }, maya.accessToken);
    const index = feed.findIndex((post) => post.id === createPost.id);
    expect(index).toBeGreaterThanOrEqual(0);
    // Newest first: only posts written after hers (by tests running alongside) may come before it.
    for (const newer of feed.slice(0, index)) expect(newer.createdAt >= createPost.createdAt).toBe(true);
    expect(feed[index]?.author).toEqual(createPost.author);
  });

  it('orders the feed newest first and honours the limit (1..50, default 5)', async () => {
    const { feed } = await gatewayData<{ feed: FeedPost[] }>(FEED, { limit: 3 }, maya.accessToken);
    expect(feed).toHaveLength(3);
    const times = feed.map((post) => post.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const post of feed) expect(post.author.firstName).toMatch(/\S/);

    const byDefault = await gatewayData<{ feed: Array<{ id: string }> }>('{ feed { id } }', {}, maya.accessToken);
    expect(byDefault.feed).toHaveLength(5);

    for (const limit of [0, 51]) {
      const rejected = await gatewayGql(FEED, { limit }, { token: maya.accessToken });
      expect(errorCode(rejected)).toBe('BAD_USER_INPUT');
      expect(rejected.errors?.[0]?.message).toBe('limit must be between 1 and 50');
    }
  });

  it('rejects blank and over-long posts with the product messages and stores nothing', async () => {
    const member = await registerMember();
    for (const content of ['', '   \n\t ']) {
      const result = await gatewayGql(CREATE_POST, { content }, { token: member.accessToken });
      expect(errorCode(result)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toBe('Post content cannot be empty');
    }
    const tooLong = await gatewayGql(CREATE_POST, { content: 'a'.repeat(2001) }, { token: member.accessToken });
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(tooLong.errors?.[0]?.message).toBe('Posts can be at most 2000 characters');

    // Exactly 2000 characters after trimming is fine.
    const longest = await gatewayData<{ createPost: FeedPost }>(CREATE_POST, { content: ` ${'b'.repeat(2000)} ` }, member.accessToken);
    expect(longest.createPost.content).toHaveLength(2000);
    const { userPosts } = await gatewayData<{ userPosts: Array<{ id: string }> }>(USER_POSTS, { userId: member.user.id, limit: 20 }, member.accessToken);
    expect(userPosts.map((post) => post.id)).toEqual([longest.createPost.id]);
  });

  it('lists one member’s posts newest first, with the limit, and counts them on User.postsCount', async () => {
    const member = await registerMember({ firstName: 'Lena', lastName: 'Fox' });
    const contents = ['First one', 'Second one', 'Third one'];
    for (const content of contents) await gatewayData(CREATE_POST, { content }, member.accessToken);

    const all = await gatewayData<{ userPosts: Array<{ content: string }> }>(USER_POSTS, { userId: member.user.id, limit: 20 }, maya.accessToken);
    expect(all.userPosts.map((post) => post.content)).toEqual([...contents].reverse());
    const two = await gatewayData<{ userPosts: Array<{ content: string }> }>(USER_POSTS, { userId: member.user.id, limit: 2 }, maya.accessToken);
    expect(two.userPosts.map((post) => post.content)).toEqual(['Third one', 'Second one']);

    // postsCount is community's field on accounts' User: the gateway joins them for `user(id:)`.
    const counted = await gatewayData<{ user: { firstName: string; postsCount: number } }>(
      'query($id: ID!) { user(id: $id) { firstName postsCount } }',
      { id: member.user.id },
      maya.accessToken,
    );
    expect(counted.user).toEqual({ firstName: 'Lena', postsCount: 3 });
  });

  it('answers an empty list for a member without posts or an id that is no user', async () => {
    const member = await registerMember();
    for (const userId of [member.user.id, 'not-a-user-id']) {
      const { userPosts } = await gatewayData<{ userPosts: unknown[] }>(USER_POSTS, { userId, limit: 20 }, maya.accessToken);
      expect(userPosts).toEqual([]);
    }
  });

  it('is for signed-in members only', async () => {
    const feed = await gatewayGql(FEED, { limit: 5 });
    expect(errorCode(feed)).toBe('UNAUTHENTICATED');
    const create = await gatewayGql(CREATE_POST, { content: 'Hello' });
    expect(errorCode(create)).toBe('UNAUTHENTICATED');
  });
});
