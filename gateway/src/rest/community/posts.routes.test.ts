import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, login, registerMember } from '@momstride/testing';

const POST_KEYS = ['comments_count', 'content', 'created_at', 'id', 'likes_count', 'user'];
const POST_USER_KEYS = ['business_category', 'business_name', 'first_name', 'id', 'last_name', 'profile_picture'];

const expectPostShape = (post: Record<string, unknown>) => {
  expect(Object.keys(post).sort()).toEqual(POST_KEYS);
  expect(Object.keys(post['user'] as object).sort()).toEqual(POST_USER_KEYS);
  expect(typeof post['likes_count']).toBe('number');
  expect(typeof post['comments_count']).toBe('number');
  expect(Number.isNaN(Date.parse(String(post['created_at'])))).toBe(false);
};

const isNewestFirst = (posts: { created_at: string }[]) =>
  posts.every((post, i) => i === 0 || Date.parse(posts[i - 1]!.created_at) >= Date.parse(post.created_at));

describe('POST /api/posts', () => {
  it('creates a post (201) with the content trimmed and the author as `user`', async () => {
    const member = await registerMember({ firstName: 'Poster', lastName: 'Pat' });
    const res = await call('POST', '/api/posts', { token: member.accessToken, json: { content: '  Morning walk done!  ' } });
    expect(res.status).toBe(201);
    expectPostShape(res.body);
    expect(res.body).toMatchObject({
      content: 'Morning walk done!',
      likes_count: 0,
      comments_count: 0,
      user: { id: member.user.id, first_name: 'Poster', last_name: 'Pat', business_name: null, profile_picture: null },
    });
  });

  it('answers 422 "Post content cannot be empty" for blank content and stores nothing', async () => {
    const member = await registerMember();
    const res = await call('POST', '/api/posts', { token: member.accessToken, json: { content: ' \n\t ' } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'content'], msg: 'Post content cannot be empty' })]);
    const mine = await call('GET', `/api/users/${member.user.id}/posts`, { token: member.accessToken });
    expect(mine.body).toEqual([]);
  });

  it('answers 422 "Posts can be at most 2000 characters" for longer content; 2000 is fine', async () => {
    const member = await registerMember();
    const long = await call('POST', '/api/posts', { token: member.accessToken, json: { content: 'x'.repeat(2001) } });
    expect(long.status).toBe(422);
    expect(long.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'content'], msg: 'Posts can be at most 2000 characters' })]);
    const exact = await call('POST', '/api/posts', { token: member.accessToken, json: { content: 'y'.repeat(2000) } });
    expect(exact.status).toBe(201);
  });

  it('answers 422 for a missing or non-text content and 401 without a token', async () => {
    const member = await registerMember();
    const missing = await call('POST', '/api/posts', { token: member.accessToken, json: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toEqual([expect.objectContaining({ type: 'missing', loc: ['body', 'content'] })]);
    const number = await call('POST', '/api/posts', { token: member.accessToken, json: { content: 42 } });
    expect(number.status).toBe(422);
    expect(number.body.detail).toEqual([expect.objectContaining({ type: 'string_type', loc: ['body', 'content'] })]);
    const anonymous = await call('POST', '/api/posts', { json: { content: 'hello' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Not authenticated' });
  });
});

describe('GET /api/posts/feed', () => {
  it('lists 5 posts by default, newest first, each with its author; a new post comes first', async () => {
    const member = await registerMember();
    const res = await call('GET', '/api/posts/feed', { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    for (const post of res.body) expectPostShape(post);
    expect(isNewestFirst(res.body)).toBe(true);

    const content = `Feed check ${randomUUID()}`;
    expect((await call('POST', '/api/posts', { token: member.accessToken, json: { content } })).status).toBe(201);
    const after = await call('GET', '/api/posts/feed?limit=50', { token: member.accessToken });
    expect(after.body.length).toBeGreaterThan(5);
    expect(after.body.length).toBeLessThanOrEqual(50);
    expect(isNewestFirst(after.body)).toBe(true);
    expect(after.body.some((post: { content: string; user: { id: string } }) => post.content === content && post.user.id === member.user.id)).toBe(true);
  });

  it('honours limit and answers 422 outside 1..50', async () => {
    const member = await registerMember();
    const two = await call('GET', '/api/posts/feed?limit=2', { token: member.accessToken });
    expect(two.status).toBe(200);
    expect(two.body).toHaveLength(2);
    for (const [limit, type] of [['0', 'greater_than_equal'], ['51', 'less_than_equal'], ['many', 'int_parsing']] as const) {
      const res = await call('GET', `/api/posts/feed?limit=${limit}`, { token: member.accessToken });
      expect(res.status, limit).toBe(422);
      expect(res.body.detail, limit).toEqual([expect.objectContaining({ type, loc: ['query', 'limit'], input: limit })]);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await call('GET', '/api/posts/feed');
    expect(res.status).toBe(401);
  });
});

describe('GET /api/users/{id}/posts', () => {
  it("lists one member's posts, newest first", async () => {
    const author = await registerMember();
    for (const content of ['first', 'second', 'third']) {
      expect((await call('POST', '/api/posts', { token: author.accessToken, json: { content } })).status).toBe(201);
    }
    const reader = await login('maya@momstride.example');
    const res = await call('GET', `/api/users/${author.user.id}/posts`, { token: reader.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.map((post: { content: string }) => post.content)).toEqual(['third', 'second', 'first']);
    for (const post of res.body) {
      expectPostShape(post);
      expect(post.user.id).toBe(author.user.id);
    }
    const limited = await call('GET', `/api/users/${author.user.id}/posts?limit=1`, { token: reader.accessToken });
    expect(limited.body.map((post: { content: string }) => post.content)).toEqual(['third']);
  });

  it('answers 404 for an unknown user, 422 for a malformed id, 401 without a token', async () => {
    const member = await registerMember();
    const unknown = await call('GET', `/api/users/${randomUUID()}/posts`, { token: member.accessToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'User not found' });
    const malformed = await call('GET', '/api/users/nope/posts', { token: member.accessToken });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0]).toMatchObject({ type: 'uuid_parsing', loc: ['path', 'id'] });
    expect((await call('GET', `/api/users/${member.user.id}/posts`)).status).toBe(401);
  });
});
