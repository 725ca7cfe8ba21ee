import { randomUUID } from 'node:crypto';
import { createLogger, startEventBus } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { domainEventsDatabaseUrl, errorCode, errorOf, eventually, subgraph } from '@momstride/testing';

const community = subgraph('community');
const member = () => ({ userId: randomUUID() });
const admin = () => ({ userId: randomUUID(), role: 'admin' as const });

const CREATE = `mutation($input: SuccessStoryInput!) { createSuccessStory(input: $input) { id title storyType storyContent likesCount isFeatured author { id } } }`;
const LIST = `query($featuredOnly: Boolean, $limit: Int) { successStories(featuredOnly: $featuredOnly, limit: $limit) { id isFeatured likesCount likedByMe } }`;
const ONE = `query($id: ID!) { successStory(id: $id) { id likesCount likedByMe } }`;
const LIKE = `mutation($id: ID!) { toggleSuccessStoryLike(id: $id) { liked story { id likesCount } } }`;
const FEATURE = `mutation($id: ID!, $featured: Boolean) { featureSuccessStory(id: $id, featured: $featured) { id isFeatured } }`;
const DELETE = `mutation($id: ID!) { deleteSuccessStory(id: $id) }`;

const input = (over: Record<string, unknown> = {}) => ({ title: 'My first big order', storyType: 'business_win', storyContent: 'It came in on a Tuesday.', ...over });

async function share(author = member(), over: Record<string, unknown> = {}): Promise<string> {
  const data = await community.gqlOk<{ createSuccessStory: { id: string } }>(CREATE, { input: input(over) }, author);
  return data.createSuccessStory.id;
}

describe('success stories', () => {
  it('a member shares a story (trimmed); blank or overlong fields are refused field by field', async () => {
    const author = member();
    const data = await community.gqlOk<{ createSuccessStory: Record<string, unknown> }>(CREATE, { input: input({ title: '  Hello  ' }) }, author);
    expect(data.createSuccessStory).toMatchObject({ title: 'Hello', storyType: 'business_win', likesCount: 0, isFeatured: false, author: { id: author.userId } });

    const blank = await community.gql(CREATE, { input: input({ title: ' ', storyContent: '' }) }, author);
    expect(errorOf(blank)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Title is required' });
    expect(blank.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'storyContent', message: 'Story is required' },
    ]);
    const long = await community.gql(CREATE, { input: input({ storyContent: 'x'.repeat(5001) }) }, author);
    expect(errorOf(long)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Story can be at most 5000 characters' });
    expect(errorCode(await community.gql(CREATE, { input: input({ storyType: 'gossip' }) }, author))).toBe('BAD_USER_INPUT');
    expect(errorCode(await community.gql(CREATE, { input: input() }))).toBe('UNAUTHENTICATED');
  });

  it('lists newest first; featured only when asked; admins feature and unfeature, members may not', async () => {
    const first = await share();
    const second = await share();
    const newest = (await community.gqlOk<{ successStories: Array<{ id: string }> }>(LIST, { limit: 50 }, member())).successStories.map((s) => s.id);
    expect(newest.indexOf(second)).toBeLessThan(newest.indexOf(first));
    expect(newest.indexOf(first)).toBeGreaterThanOrEqual(0);

    expect(errorCode(await community.gql(FEATURE, { id: first }, member()))).toBe('FORBIDDEN');
    expect((await community.gqlOk<{ featureSuccessStory: { isFeatured: boolean } }>(FEATURE, { id: first }, admin())).featureSuccessStory.isFeatured).toBe(true);
    const featured = (await community.gqlOk<{ successStories: Array<{ id: string; isFeatured: boolean }> }>(LIST, { featuredOnly: true, limit: 50 }, member())).successStories;
    expect(featured.map((s) => s.id)).toContain(first);
    expect(featured.map((s) => s.id)).not.toContain(second);
    expect(featured.every((s) => s.isFeatured)).toBe(true);
    await community.gqlOk(FEATURE, { id: first, featured: false }, admin());
    expect((await community.gqlOk<{ successStories: Array<{ id: string }> }>(LIST, { featuredOnly: true, limit: 50 }, member())).successStories.map((s) => s.id)).not.toContain(first);
    expect(errorOf(await community.gql(FEATURE, { id: randomUUID() }, admin()))).toMatchObject({ code: 'NOT_FOUND', message: 'Story not found' });
    expect(errorOf(await community.gql(ONE, { id: 'not-a-uuid' }, member()))).toMatchObject({ code: 'NOT_FOUND', message: 'Story not found' });
  });

  it('likes toggle and count exactly: 20 members at once, and one member toggling twice at once', async () => {
    const id = await share();
    const likers = Array.from({ length: 20 }, member);
    const results = await Promise.all(likers.map((liker) => community.gqlOk<{ toggleSuccessStoryLike: { liked: boolean } }>(LIKE, { id }, liker)));
    expect(results.every((r) => r.toggleSuccessStoryLike.liked)).toBe(true);
    expect((await community.gqlOk<{ successStory: { likesCount: number; likedByMe: boolean } }>(ONE, { id }, likers[0])).successStory).toEqual({ id, likesCount: 20, likedByMe: true });

    const twice = await Promise.all([community.gqlOk(LIKE, { id }, likers[1]), community.gqlOk(LIKE, { id }, likers[1])]);
    expect(twice).toHaveLength(2);
    const after = await community.gqlOk<{ successStory: { likesCount: number; likedByMe: boolean } }>(ONE, { id }, likers[1]);
    const rows = await community.withDatabase(async (db) => (await db.query('select count(*)::int as n from story_likes where story_id = $1', [id])).rows[0].n as number);
    expect(after.successStory.likesCount).toBe(rows);
    expect(after.successStory.likedByMe).toBe(rows === 20);

    const back = await community.gqlOk<{ toggleSuccessStoryLike: { liked: boolean; story: { likesCount: number } } }>(LIKE, { id }, likers[2]);
    expect(back.toggleSuccessStoryLike).toEqual({ liked: false, story: { id, likesCount: rows - 1 } });
    expect(errorCode(await community.gql(LIKE, { id: randomUUID() }, member()))).toBe('NOT_FOUND');
  });

  it('its author or an admin deletes a story, nobody else', async () => {
    const author = member();
    const mine = await share(author);
    const theirs = await share();
    expect(errorCode(await community.gql(DELETE, { id: mine }, member()))).toBe('FORBIDDEN');
    expect((await community.gqlOk<{ deleteSuccessStory: boolean }>(DELETE, { id: mine }, author)).deleteSuccessStory).toBe(true);
    expect((await community.gqlOk<{ deleteSuccessStory: boolean }>(DELETE, { id: theirs }, admin())).deleteSuccessStory).toBe(true);
    expect(errorCode(await community.gql(ONE, { id: mine }, member()))).toBe('NOT_FOUND');
  });

  it('a deleted member takes her stories and likes along; the counts of others stay exact', async () => {
    const [doomed, other] = [member(), member()];
    const hers = await share(doomed);
    const theirs = await share(other);
    await community.gqlOk(LIKE, { id: theirs }, doomed);
    await community.gqlOk(LIKE, { id: hers }, other);
    const bus = await startEventBus({ connectionString: domainEventsDatabaseUrl(), logger: createLogger({ name: 'test-events', level: 'silent' }) });
    try {
      await bus.publish('user.deleted', { userId: doomed.userId, occurredAt: new Date().toISOString() });
    } finally {
      await bus.stop();
    }
    await eventually(async () => (errorCode(await community.gql(ONE, { id: hers }, other)) === 'NOT_FOUND' ? true : undefined), 15_000, 'her story removed');
    expect((await community.gqlOk<{ successStory: { likesCount: number } }>(ONE, { id: theirs }, other)).successStory.likesCount).toBe(0);
  });
});
