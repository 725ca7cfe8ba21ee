import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, loginOwner, registerMember } from '@momstride/testing';

const STORY_KEYS = ['author_business', 'author_id', 'author_name', 'content', 'created_at', 'id', 'is_featured', 'is_liked', 'likes_count', 'story_content', 'story_type', 'title'].filter((k) => k !== 'content');

describe('REST /api/community/success-stories', () => {
  it('shares (201) in the REST shape, lists newest first, filters featured_only, likes and deletes', async () => {
    const author = await registerMember();
    const reader = await registerMember();
    const created = await call('POST', '/api/community/success-stories', {
      token: author.accessToken,
      json: { title: ' First wholesale order! ', story_type: 'business_win', story_content: 'Three cafés now carry our sourdough.' },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(STORY_KEYS);
    expect(created.body).toMatchObject({
      title: 'First wholesale order!',
      author_id: author.user.id,
      author_name: `${author.user.first_name} ${author.user.last_name}`,
      author_business: null,
      story_type: 'business_win',
      likes_count: 0,
      is_featured: false,
      is_liked: false,
    });
    const id = created.body.id as string;

    const list = await call('GET', '/api/community/success-stories?limit=50', { token: reader.accessToken });
    expect(list.status).toBe(200);
    expect(list.body[0]).toEqual(created.body);
    const featured = await call('GET', '/api/community/success-stories?featured_only=true&limit=50', { token: reader.accessToken });
    expect(featured.body.every((story: { is_featured: boolean }) => story.is_featured)).toBe(true);
    expect(featured.body.map((story: { id: string }) => story.id)).not.toContain(id);
    expect((await call('GET', '/api/community/success-stories?featured_only=maybe', { token: reader.accessToken })).status).toBe(422);

    expect((await call('POST', `/api/community/success-stories/${id}/like`, { token: reader.accessToken })).body).toEqual({ liked: true, likes_count: 1 });
    expect((await call('GET', `/api/community/success-stories/${id}`, { token: reader.accessToken })).body).toMatchObject({ likes_count: 1, is_liked: true });
    expect((await call('POST', `/api/community/success-stories/${id}/like`, { token: reader.accessToken })).body).toEqual({ liked: false, likes_count: 0 });

    expect((await call('POST', `/api/community/success-stories/${id}/feature`, { token: reader.accessToken })).status).toBe(403);
    const owner = await loginOwner();
    const made = await call('POST', `/api/community/success-stories/${id}/feature`, { token: owner.accessToken });
    expect(made.body).toMatchObject({ id, is_featured: true });
    expect((await call('GET', '/api/community/success-stories?featured_only=true&limit=50', { token: reader.accessToken })).body.map((s: { id: string }) => s.id)).toContain(id);
    expect((await call('POST', `/api/community/success-stories/${id}/feature`, { token: owner.accessToken, json: { featured: false } })).body.is_featured).toBe(false);

    expect((await call('DELETE', `/api/community/success-stories/${id}`, { token: reader.accessToken })).status).toBe(403);
    expect((await call('DELETE', `/api/community/success-stories/${id}`, { token: author.accessToken })).body).toEqual({ message: 'Story deleted' });
    expect((await call('GET', `/api/community/success-stories/${id}`, { token: reader.accessToken })).body).toEqual({ detail: 'Story not found' });
  });

  it('refuses bad input with a clear detail and never a 5xx', async () => {
    const member = await registerMember();
    const blank = await call('POST', '/api/community/success-stories', { token: member.accessToken, json: { title: '', story_type: 'business_win', story_content: '  ' } });
    expect(blank.status).toBe(422);
    expect(blank.body.detail.map((item: { msg: string }) => item.msg)).toEqual(['Title is required', 'Story is required']);
    expect((await call('POST', '/api/community/success-stories', { token: member.accessToken, json: { title: 'x', story_type: 'gossip', story_content: 'y' } })).status).toBe(422);
    expect((await call('GET', '/api/community/success-stories/not-a-uuid', { token: member.accessToken })).status).toBe(422);
    expect((await call('POST', `/api/community/success-stories/${randomUUID()}/like`, { token: member.accessToken })).status).toBe(404);
    expect((await call('GET', '/api/community/success-stories', {})).status).toBe(401);
    // A NUL character (PostgreSQL text cannot hold one: was a 500) or a lone surrogate (was stored as U+FFFD) is refused
    // before any SQL (found by the fuzz test).
    for (const title of ['a\u0000b', 'a\ud800b', '\udfff']) {
      const refused = await call('POST', '/api/community/success-stories', { token: member.accessToken, json: { title, story_type: 'business_win', story_content: 'Fine' } });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe('Text must not contain NUL characters or unpaired surrogates');
    }
    const emoji = await call('POST', '/api/community/success-stories', { token: member.accessToken, json: { title: 'We did it 🎉', story_type: 'business_win', story_content: 'Fine' } });
    expect(emoji.status).toBe(201);
    const viaGraphQL = await call('POST', '/graphql', {
      token: member.accessToken,
      json: { query: 'mutation { createPost(content: "x\\u0000y") { id } }' },
    });
    expect(viaGraphQL.status).toBe(200);
    expect(viaGraphQL.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
