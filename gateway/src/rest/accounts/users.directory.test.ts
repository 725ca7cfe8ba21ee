import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { USER_JSON_KEYS } from '../../testing/rest-user.js';
import { call, loginOwner, type Member, registerAdmin, registerMember, requestStats } from '@momstride/testing';

const DIRECTORY_KEYS = [...USER_JSON_KEYS, 'is_following'].sort();
const ADMIN_LIST_KEYS = [...USER_JSON_KEYS, '_id', 'posts_count'].sort();

/** A member with a unique, searchable business profile. */
const memberWithBusiness = async (label: string, category = 'tech_digital'): Promise<Member & { marker: string }> => {
  const marker = `${label}${randomUUID().slice(0, 8)}`;
  const member = await registerMember({ firstName: 'Dir', lastName: `${label}-${marker}` });
  const res = await call('PUT', '/api/users/me', {
    token: member.accessToken,
    json: {
      first_name: 'Dir',
      last_name: `${label}-${marker}`,
      business_name: `Studio ${marker}B`,
      business_description: `We make ${marker}D things`,
      business_category: category,
    },
  });
  expect(res.status).toBe(200);
  return { ...member, marker };
};

describe('GET /api/users (directory)', () => {
  it('lists other members with every user field plus is_following, 20 by default, never the viewer', async () => {
    const viewer = await registerMember();
    const res = await call('GET', '/api/users', { token: viewer.accessToken });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.length).toBeLessThanOrEqual(20);
    for (const user of res.body) expect(Object.keys(user).sort()).toEqual(DIRECTORY_KEYS);
    expect(res.body.some((user: { id: string }) => user.id === viewer.user.id)).toBe(false);
  });

  it('searches by name, business name and business text', async () => {
    const target = await memberWithBusiness('Searchy');
    const viewer = await registerMember();
    for (const search of [target.marker.toUpperCase(), `Studio ${target.marker}B`, `${target.marker}D`]) {
      const res = await call('GET', `/api/users?search=${encodeURIComponent(search)}`, { token: viewer.accessToken });
      expect(res.status, search).toBe(200);
      expect(res.body.map((user: { id: string }) => user.id), search).toEqual([target.user.id]);
    }
  });

  it('filters by business_category and honours limit', async () => {
    const target = await memberWithBusiness('Cat', 'creative_services');
    const viewer = await registerMember();
    const filtered = await call('GET', `/api/users?business_category=creative_services&limit=100`, { token: viewer.accessToken });
    expect(filtered.status).toBe(200);
    expect(filtered.body.length).toBeGreaterThan(0);
    for (const user of filtered.body) expect(user.business_category).toBe('creative_services');
    expect(filtered.body.some((user: { id: string }) => user.id === target.user.id)).toBe(true);
    const limited = await call('GET', '/api/users?limit=2', { token: viewer.accessToken });
    expect(limited.status).toBe(200);
    expect(limited.body).toHaveLength(2);
  });

  it('marks members the viewer follows with is_following', async () => {
    const target = await memberWithBusiness('Followed');
    const viewer = await registerMember();
    const before = await call('GET', `/api/users?search=${target.marker}`, { token: viewer.accessToken });
    expect(before.body[0].is_following).toBe(false);
    expect((await call('POST', `/api/users/${target.user.id}/follow`, { token: viewer.accessToken })).status).toBe(200);
    const requestId = `directory-cost-${randomUUID()}`;
    const after = await call('GET', `/api/users?search=${target.marker}`, { token: viewer.accessToken, headers: { 'x-request-id': requestId } });
    expect(after.body[0]).toMatchObject({ id: target.user.id, is_following: true, followers_count: 1 });
    // The page and whether she follows each member: one statement in accounts.
    const stats = await requestStats('accounts', requestId);
    expect(stats.operations.map((operation) => operation.sqlStatements)).toEqual([1]);
  });

  it('answers 422 for a limit out of range or not a number, and for an unknown category', async () => {
    const viewer = await registerMember();
    const cases: [string, string][] = [
      ['limit=0', 'greater_than_equal'],
      ['limit=101', 'less_than_equal'],
      ['limit=abc', 'int_parsing'],
      ['business_category=astrology', 'enum'],
    ];
    for (const [query, type] of cases) {
      const res = await call('GET', `/api/users?${query}`, { token: viewer.accessToken });
      expect(res.status, query).toBe(422);
      expect(res.body.detail, query).toEqual([expect.objectContaining({ type, loc: ['query', query.split('=')[0]] })]);
    }
  });

  it('answers 401 without a token', async () => {
    const res = await call('GET', '/api/users');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Not authenticated' });
  });
});

describe('GET /api/users (admin list)', () => {
  it('gives an admin with no query parameters the newest 100 users with _id and posts_count; offset pages to the rest', async () => {
    const fresh = await registerMember();
    const owner = await loginOwner();
    const res = await call('GET', '/api/users', { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(2);
    expect(res.body.length).toBeLessThanOrEqual(100);
    for (const user of res.body) {
      expect(Object.keys(user).sort()).toEqual(ADMIN_LIST_KEYS);
      expect(user._id).toBe(user.id);
      expect(typeof user.posts_count).toBe('number');
    }
    expect(res.body.map((user: { id: string }) => user.id)).toContain(fresh.user.id);
    // The admin sees e-mails of everyone.
    expect(res.body.find((user: { id: string }) => user.id === fresh.user.id).email).toBe(fresh.email);
    // The owner signed up first: she is on the last page.
    const ids: string[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await call('GET', `/api/users?offset=${offset}`, { token: owner.accessToken });
      expect(page.status).toBe(200);
      ids.push(...page.body.map((user: { id: string }) => user.id));
      if (page.body.length < 100) break;
    }
    // (Other tests' sign-ups shift the pages meanwhile, so a row may show twice; the owner, the oldest, ends the list.)
    expect(ids).toContain(owner.user.id);
  });

  it('gives an admin who passes query parameters the directory', async () => {
    const admin = await registerAdmin();
    const res = await call('GET', '/api/users?limit=5', { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(5);
    for (const user of res.body) expect(Object.keys(user).sort()).toEqual(DIRECTORY_KEYS);
  });

  it('gives a member with no query parameters the directory, not the admin list', async () => {
    const member = await registerMember();
    const res = await call('GET', '/api/users', { token: member.accessToken });
    expect(res.status).toBe(200);
    for (const user of res.body) expect(user).not.toHaveProperty('_id');
  });
});
