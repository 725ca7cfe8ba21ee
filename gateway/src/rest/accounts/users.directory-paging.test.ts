import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Member, registerMember } from '@momstride/testing';

const MEMBERS = 250;
const CATEGORY = 'education_coaching';

interface Listed {
  id: string;
  last_name: string;
  business_category: string | null;
  created_at: string;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function inBatches<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += concurrency) {
    results.push(...(await Promise.all(items.slice(start, start + concurrency).map(work))));
  }
  return results;
}

/** A member who signed up through the stack (each from her own loopback address) and chose her business category. */
const signUp = async (lastName: string, category: string): Promise<Member> => {
  const member = await registerMember({ firstName: 'Pager', lastName: lastName });
  const res = await call('PUT', '/api/users/me', {
    token: member.accessToken,
    json: { first_name: 'Pager', last_name: lastName, business_category: category },
  });
  expect(res.status).toBe(200);
  return member;
};

describe('GET /api/users pages the directory with its search and category', () => {
  const tag = `pg${randomUUID().slice(0, 8)}`;
  let members: Member[] = [];
  let viewer: Member;

  beforeAll(async () => {
    const indexes = Array.from({ length: MEMBERS }, (_, index) => index);
    members = await inBatches(indexes, 5, (index) => signUp(`${tag}-${index}`, CATEGORY));
    // Decoys: the same search in another category, and the category without the search.
    await Promise.all([signUp(`${tag}-other`, 'consulting'), signUp(`x${randomUUID().slice(0, 8)}`, CATEGORY)]);
    viewer = await registerMember({ lastName: `${tag}-viewer` });
  }, 300_000);

  const page = async (query: string): Promise<Listed[]> => {
    const res = await call('GET', `/api/users?search=${tag}&business_category=${CATEGORY}&${query}`, { token: viewer.accessToken });
    expect(res.status, query).toBe(200);
    return res.body as Listed[];
  };

  /** Every page of `limit` until a short one (a few pages more than needed at most): the members seen, and the pages. */
  const walk = async (limit: number): Promise<{ seen: Listed[]; pages: number }> => {
    const seen: Listed[] = [];
    for (let pages = 1; pages <= Math.ceil(MEMBERS / limit) + 2; pages += 1) {
      const rows = await page(`limit=${limit}&offset=${seen.length}`);
      expect(rows.length).toBeLessThanOrEqual(limit);
      seen.push(...rows);
      if (rows.length < limit) return { seen, pages };
    }
    throw new Error(`the walk of ${limit} a page never reached a short page (${seen.length} rows seen)`);
  };

  it('a walk of 20 a page sees each of the 250 members exactly once, newest first', async () => {
    const { seen, pages } = await walk(20);
    expect(pages).toBe(Math.ceil(MEMBERS / 20));
    const ids = seen.map((user) => user.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(members.map((member) => member.user.id).sort());
    for (const user of seen) expect(user).toMatchObject({ business_category: CATEGORY, last_name: expect.stringMatching(new RegExp(`^${tag}-\\d+$`)) });
    const joined = seen.map((user) => Date.parse(user.created_at));
    expect(joined).toEqual([...joined].sort((a, b) => b - a));
  });

  it('limit=100&offset=100 is the second page, not the first again; past the end is empty', async () => {
    const first = await page('limit=100&offset=0');
    const second = await page('limit=100&offset=100');
    const third = await page('limit=100&offset=200');
    expect(first).toHaveLength(100);
    expect(second).toHaveLength(100);
    expect(third).toHaveLength(MEMBERS - 200);
    const ids = [...first, ...second, ...third].map((user) => user.id);
    expect(new Set(ids).size).toBe(MEMBERS);
    expect(await page(`limit=100&offset=${MEMBERS}`)).toEqual([]);
    // The same pages as a walk of 20 a page: one order for every page size.
    expect((await walk(20)).seen.map((user) => user.id)).toEqual(ids);
  });

  it('a bad offset is 422, not the first page', async () => {
    for (const [query, type] of [
      ['offset=-1', 'greater_than_equal'],
      ['offset=ten', 'int_parsing'],
    ] as const) {
      const res = await call('GET', `/api/users?${query}`, { token: viewer.accessToken });
      expect(res.status, query).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ type, loc: ['query', 'offset'] });
    }
  });
});
