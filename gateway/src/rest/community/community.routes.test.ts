import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { USER_JSON_KEYS } from '../../testing/rest-user.js';
import { call, eventually, login, registerMember } from '@momstride/testing';

const BADGE_KEYS = ['awarded_at', 'description', 'icon', 'id', 'kind', 'name'];
const BADGE_KINDS = ['welcome', 'first_post', 'first_follow', 'connector', 'storyteller'];
const ENDORSEMENT_KEYS = ['created_at', 'endorser', 'id', 'skill'];
const ENDORSER_KEYS = ['business_name', 'first_name', 'id', 'last_name', 'profile_picture'];
const MEMBER_KEYS = [...USER_JSON_KEYS, 'is_featured', 'posts_count'].sort();

describe('GET /api/users/{id}/badges', () => {
  it('lists a member\'s badges: welcome on joining, first_post after the first post', async () => {
    const member = await registerMember();
    const badgesOf = async () => {
      const res = await call('GET', `/api/users/${member.user.id}/badges`, { token: member.accessToken });
      expect(res.status).toBe(200);
      return res.body as { kind: string }[];
    };
    // Badges follow domain events, so they may take a moment.
    const waitFor = (kind: string) =>
      eventually(async () => ((await badgesOf()).some((badge) => badge.kind === kind) ? true : undefined), 10_000, `a ${kind} badge`);
    await waitFor('welcome');
    expect((await call('POST', '/api/posts', { token: member.accessToken, json: { content: 'Hello, community!' } })).status).toBe(201);
    await waitFor('first_post');
    for (const badge of await badgesOf()) {
      expect(Object.keys(badge).sort()).toEqual(BADGE_KEYS);
      expect(BADGE_KINDS).toContain(badge.kind);
    }
  });

  it('shows seeded badges of a demo member with names, descriptions and icons', async () => {
    const maya = await login('maya@momstride.example');
    const res = await call('GET', `/api/users/${maya.user.id}/badges`, { token: maya.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const badge of res.body) {
      expect(Object.keys(badge).sort()).toEqual(BADGE_KEYS);
      expect(badge.name).not.toBe('');
      expect(badge.icon).not.toBe('');
      expect(Number.isNaN(Date.parse(badge.awarded_at))).toBe(false);
    }
  });

  it('answers 404 for an unknown user, 422 for a malformed id, 401 without a token', async () => {
    const member = await registerMember();
    const unknown = await call('GET', `/api/users/${randomUUID()}/badges`, { token: member.accessToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'User not found' });
    expect((await call('GET', '/api/users/x/badges', { token: member.accessToken })).status).toBe(422);
    expect((await call('GET', `/api/users/${member.user.id}/badges`)).status).toBe(401);
  });
});

describe('GET /api/users/{id}/endorsements', () => {
  it('lists seeded endorsements with skill, date and the endorser summary', async () => {
    const maya = await login('maya@momstride.example');
    const olivia = await login('olivia@momstride.example');
    const res = await call('GET', `/api/users/${maya.user.id}/endorsements`, { token: olivia.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const endorsement of res.body) {
      expect(Object.keys(endorsement).sort()).toEqual(ENDORSEMENT_KEYS);
      expect(Object.keys(endorsement.endorser).sort()).toEqual(ENDORSER_KEYS);
      expect(endorsement.skill).not.toBe('');
    }
    const byOlivia = res.body.find((endorsement: { endorser: { id: string } }) => endorsement.endorser.id === olivia.user.id);
    expect(byOlivia).toMatchObject({ skill: 'Prenatal yoga', endorser: { first_name: 'Olivia', last_name: 'Bennett' } });
  });

  it('answers [] for a member without endorsements and 404 for an unknown user', async () => {
    const member = await registerMember();
    const none = await call('GET', `/api/users/${member.user.id}/endorsements`, { token: member.accessToken });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    const unknown = await call('GET', `/api/users/${randomUUID()}/endorsements`, { token: member.accessToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'User not found' });
  });
});

describe('community member lists', () => {
  it('GET /api/community/featured-members lists featured users with every field, posts_count and is_featured', async () => {
    const member = await registerMember();
    const res = await call('GET', '/api/community/featured-members', { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(6);
    for (const user of res.body) {
      expect(Object.keys(user).sort()).toEqual(MEMBER_KEYS);
      expect(typeof user.is_featured).toBe('boolean');
      expect(typeof user.posts_count).toBe('number');
    }
    // Members flagged as featured come first (the demo seed flags three), then the most active others.
    const flags = res.body.map((user: { is_featured: boolean }) => user.is_featured);
    expect(flags[0]).toBe(true);
    expect(flags).toEqual([...flags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
  });

  it('GET /api/community/recent-members lists the newest members with posts_count and is_featured', async () => {
    const member = await registerMember();
    const res = await call('GET', '/api/community/recent-members', { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(8);
    for (const user of res.body) {
      expect(Object.keys(user).sort()).toEqual(MEMBER_KEYS);
      expect(typeof user.is_featured).toBe('boolean');
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/community/featured-members')).status).toBe(401);
    expect((await call('GET', '/api/community/recent-members')).status).toBe(401);
  });
});
