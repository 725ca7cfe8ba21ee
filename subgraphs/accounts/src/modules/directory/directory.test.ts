import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCode, registerUser, subgraph, viewerOf, type ViewerOptions } from '@momstride/testing';

const accounts = subgraph('accounts');

const USERS = `query($search: String, $category: BusinessCategory, $limit: Int, $offset: Int) {
  users(search: $search, businessCategory: $category, limit: $limit, offset: $offset) { id firstName businessName businessCategory email isFollowedByMe }
}`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`;

interface Listed {
  id: string;
  firstName: string;
  businessName: string | null;
  businessCategory: string | null;
  email: string | null;
  isFollowedByMe: boolean;
}

const list = async (viewer: ViewerOptions, variables: Record<string, unknown> = {}) => (await accounts.gqlOk<{ users: Listed[] }>(USERS, variables, viewer)).users;

/** A member with a business profile; `tag` makes her findable alone. */
async function member(tag: string, profile: Record<string, unknown> = {}) {
  const payload = await registerUser({ firstName: `Dir${tag}`, lastName: 'Member' });
  await accounts.gqlOk(UPDATE, { input: { firstName: `Dir${tag}`, lastName: 'Member', ...profile } }, viewerOf(payload));
  return payload;
}

describe('member directory (users)', () => {
  it('searches names, business names and business descriptions, case-insensitively', async () => {
    const tag = randomUUID().slice(0, 8);
    const byName = await member(`${tag}x`);
    const byBusiness = await member('Other', { businessName: `Sunrise ${tag.toUpperCase()} Bakery` });
    const byDescription = await member('Third', { businessDescription: `We bake sourdough for ${tag} fans.` });
    const viewer = viewerOf(await registerUser());
    const found = await list(viewer, { search: tag.toUpperCase() });
    expect(found.map((user) => user.id).sort()).toEqual([byName.user.id, byBusiness.user.id, byDescription.user.id].sort());
    expect((await list(viewer, { search: `dir${tag}x member` })).map((user) => user.id)).toEqual([byName.user.id]);
    // Private fields stay private in the directory.
    expect(found.every((user) => user.email === null)).toBe(true);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    const viewer = viewerOf(await registerUser());
    const tag = randomUUID().slice(0, 8);
    const percent = await member('Pct', { businessName: `100% ${tag}` });
    await member('NoPct', { businessName: `100 ${tag}` });
    expect((await list(viewer, { search: `% ${tag}` })).map((user) => user.id)).toEqual([percent.user.id]);
    expect(await list(viewer, { search: `_${randomUUID()}` })).toEqual([]);
  });

  it('filters by business category and lists newest first', async () => {
    const tag = randomUUID().slice(0, 8);
    const older = await member(tag, { businessCategory: 'tech_digital', businessName: `Older ${tag}` });
    const newer = await member(tag, { businessCategory: 'tech_digital', businessName: `Newer ${tag}` });
    await member(tag, { businessCategory: 'consulting', businessName: `Consult ${tag}` });
    const viewer = viewerOf(await registerUser());
    const found = await list(viewer, { search: tag, category: 'tech_digital' });
    expect(found.map((user) => user.id)).toEqual([newer.user.id, older.user.id]);
    const all = await list(viewer, { category: 'consulting', limit: 100 });
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((user) => user.businessCategory === 'consulting')).toBe(true);
  });

  it('excludes the viewer, defaults to 20 results and caps the limit at 100', async () => {
    const viewerPayload = await registerUser({ firstName: 'Selfie' });
    const viewer = viewerOf(viewerPayload);
    const count = await accounts.withDatabase(async (client) => Number((await client.query('select count(*) from users')).rows[0].count));
    const byDefault = await list(viewer);
    expect(byDefault).toHaveLength(Math.min(20, count - 1));
    expect(byDefault.some((user) => user.id === viewerPayload.user.id)).toBe(false);
    expect(await list(viewer, { limit: 3 })).toHaveLength(3);
    const capped = await list(viewer, { limit: 1000 });
    expect(capped.length).toBe(Math.min(100, count - 1));
    expect(capped.some((user) => user.id === viewerPayload.user.id)).toBe(false);
    expect(errorCode(await accounts.gql(USERS, { limit: 0 }, viewer))).toBe('BAD_USER_INPUT');
  });

  it('pages with offset within the search and category: each member once, newest first; a negative offset is BAD_USER_INPUT', async () => {
    const tag = randomUUID().slice(0, 8);
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await member(`${tag}p`, { businessCategory: 'other', businessName: `Paged ${tag}` }));
    await member(`${tag}p`, { businessCategory: 'consulting', businessName: `Paged ${tag}` });
    const viewer = viewerOf(await registerUser());
    const pages = [];
    for (const offset of [0, 2, 4, 6]) pages.push(await list(viewer, { search: tag, category: 'other', limit: 2, offset }));
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1, 0]);
    expect(pages.flat().map((user) => user.id)).toEqual(made.map((payload) => payload.user.id).reverse());
    expect(errorCode(await accounts.gql(USERS, { offset: -1 }, viewer))).toBe('BAD_USER_INPUT');
  });

  it('is for members only: anonymous viewers get UNAUTHENTICATED', async () => {
    const result = await accounts.gql(USERS, {});
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  it('uses the trigram, category and order indexes', async () => {
    const plans = await accounts.withDatabase(async (client) => {
      await client.query('begin');
      try {
        await client.query('set local enable_seqscan = off');
        const explain = async (sql: string, params: unknown[]) =>
          (await client.query(`explain ${sql}`, params)).rows.map((row: Record<string, string>) => Object.values(row)[0]).join('\n');
        const search = await explain(
          `select * from users where (("first_name" || ' ' || "last_name") ilike $1 or "business_name" ilike $1 or "business_description" ilike $1)`,
          ['%bakery%'],
        );
        const category = await explain('select * from users where "business_category" = $1', ['consulting']);
        const page = await explain('select * from users order by "created_at" desc, "id" desc limit 20 offset 40', []);
        return { search, category, page };
      } finally {
        await client.query('rollback');
      }
    });
    expect(plans.search).toMatch(/users_full_name_trgm_index/);
    expect(plans.search).toMatch(/users_business_name_trgm_index/);
    expect(plans.search).toMatch(/users_business_description_trgm_index/);
    expect(plans.category).toMatch(/users_business_category_index/);
    // The pages' whole order (newest first, then the id) comes from one index, with no sort.
    expect(plans.page).toMatch(/Index Scan Backward using users_created_at_id_index/);
    expect(plans.page).not.toMatch(/Sort/);
  });
});
