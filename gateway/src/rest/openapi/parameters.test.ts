/**
 * The API keeps its word: every query parameter the OpenAPI document lists for a GET route does what it says, or a
 * value it cannot take is refused with 422 (docs/api.md, "REST parameters").
 *
 * - Refused: each documented parameter with a constraint (an integer's range, an enum, a boolean, a uuid) gets values
 *   outside it, taken from the served document itself, and must answer 422 naming `query.<name>`.
 * - Effective: a table names, for every documented GET query parameter, a check that the parameter changes the reply as
 *   its description says (a filter keeps only matching rows, `limit` shortens the page, `offset`/`before` move it), on
 *   rows this file makes itself. A parameter added to the document without a row here fails the first test; the few
 *   whose effect needs rows this file cannot make cheaply say which test covers them instead.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createEvent,
  eventually,
  type HttpResult,
  inDays,
  knownToMessaging,
  type Member,
  registerAdmin,
  registerMember,
  repoRoot,
  sendOk,
} from '@momstride/testing';

type Json = Record<string, unknown>;

interface QueryParameter {
  readonly route: string;
  readonly path: string;
  readonly name: string;
  readonly schema: Json;
}

/** Every query parameter of every GET route of the served document. */
const documentedGetParameters = (document: Json): QueryParameter[] =>
  Object.entries(document['paths'] as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    ((item['get']?.['parameters'] as Json[] | undefined) ?? [])
      .filter((parameter) => parameter['in'] === 'query')
      .map((parameter) => ({ route: `GET ${path}`, path, name: String(parameter['name']), schema: parameter['schema'] as Json })),
  );

const GRAPHQL_INT_MAX = 2_147_483_647;

/** Values the schema does not allow (none for free text). */
const refusedValues = (schema: Json): string[] => {
  const values: string[] = [];
  if (schema['type'] === 'integer') {
    values.push('ten', '1.5');
    if (typeof schema['minimum'] === 'number') values.push(String(schema['minimum'] - 1));
    if (typeof schema['maximum'] === 'number' && schema['maximum'] < GRAPHQL_INT_MAX) values.push(String(schema['maximum'] + 1));
  } else if (Array.isArray(schema['enum'])) values.push('no_such_value');
  else if (schema['type'] === 'boolean') values.push('maybe');
  else if (schema['format'] === 'uuid') values.push('not-a-uuid');
  return values;
};

/** Path parameters filled with ids that name nothing (the query is checked before anything runs). */
const withIds = (path: string): string => path.replace(/\{[^}]+\}/g, () => randomUUID());

interface Fixture {
  /** The member whose lists are checked. */
  viewer: Member;
  /** Members with the fixture's tag in their last name: `consulting` first, then `tech_digital`. */
  tagged: [Member, Member];
  tag: string;
  blocked: [Member, Member];
  /** The three messages `tagged[0]` sent the viewer, oldest first. */
  thread: string[];
  admin: Member;
  /** The viewer's photos: one in `photoCategory`, one in community. */
  photos: { inCategory: string; inCommunity: string; photoCategory: string };
  /** A story `tagged[0]` shared (not featured). */
  story: string;
  /** A member review of `tagged[1]` by `tagged[0]`, and a community review by her. */
  reviews: { member: string; community: string };
  /** A challenge the two tagged members joined and logged progress in. */
  challenge: string;
  /** The viewer's reports of two messages. */
  reports: string[];
  /** Two orders placed by shoppers (status new). */
  orders: string[];
}

const get = async (path: string, token: string): Promise<HttpResult> => {
  const res = await call('GET', path, { token });
  expect(res.status, `GET ${path}: ${res.text}`).toBe(200);
  return res;
};

const ids = (rows: unknown): string[] => (rows as Array<{ id: string }>).map((row) => row.id);

/**
 * `limit` shortens the page: limit=1 answers one row where limit=2 answers two. Lists that others write to meanwhile
 * are asked again until both replies come from the same moment.
 */
const limits = async (path: string, token: string, rows: (res: HttpResult) => unknown[] = (res) => res.body): Promise<void> => {
  const sep = path.includes('?') ? '&' : '?';
  expect(rows(await get(`${path}${sep}limit=2`, token))).toHaveLength(2);
  expect(rows(await get(`${path}${sep}limit=1`, token))).toHaveLength(1);
};

/** `offset` moves the page: limit=1&offset=1 is the second row of limit=2 (asked again while others write meanwhile). */
const offsets = async (path: string, token: string, rows: (res: HttpResult) => unknown[] = (res) => res.body, key = (row: unknown) => (row as { id: string }).id): Promise<void> => {
  const sep = path.includes('?') ? '&' : '?';
  await eventually(
    async () => {
      const two = rows(await get(`${path}${sep}limit=2&offset=0`, token)).map(key);
      const second = rows(await get(`${path}${sep}limit=1&offset=1`, token)).map(key);
      expect(two).toHaveLength(2);
      return second.length === 1 && second[0] === two[1] && second[0] !== two[0] ? true : undefined;
    },
    10_000,
    `${path}: offset=1 to answer the second row`,
  );
};

type Check = (fixture: Fixture) => Promise<void>;

/** Checked elsewhere: the effect needs rows this file does not make; the value is the test that checks it. */
class CoveredBy {
  constructor(readonly testFile: string) {}
}

const EFFECTS: Record<string, Check | CoveredBy> = {
  'GET /api/users search': async ({ viewer, tag, tagged }) =>
    expect(ids((await get(`/api/users?search=${tag}`, viewer.accessToken)).body).sort()).toEqual(tagged.map((member) => member.user.id).sort()),
  'GET /api/users business_category': async ({ viewer, tag, tagged }) =>
    expect(ids((await get(`/api/users?search=${tag}&business_category=consulting`, viewer.accessToken)).body)).toEqual([tagged[0].user.id]),
  'GET /api/users limit': ({ viewer, tag }) => limits(`/api/users?search=${tag}`, viewer.accessToken),
  'GET /api/users offset': ({ viewer, tag }) => offsets(`/api/users?search=${tag}`, viewer.accessToken),
  'GET /api/users/{id}/followers limit': ({ viewer }) => limits(`/api/users/${viewer.user.id}/followers`, viewer.accessToken, (res) => res.body.followers),
  'GET /api/users/{id}/followers offset': ({ viewer }) => offsets(`/api/users/${viewer.user.id}/followers`, viewer.accessToken, (res) => res.body.followers),
  'GET /api/users/{id}/following limit': ({ viewer }) => limits(`/api/users/${viewer.user.id}/following`, viewer.accessToken, (res) => res.body.following),
  'GET /api/users/{id}/following offset': ({ viewer }) => offsets(`/api/users/${viewer.user.id}/following`, viewer.accessToken, (res) => res.body.following),
  'GET /api/users/{id}/endorsements limit': ({ viewer }) => limits(`/api/users/${viewer.user.id}/endorsements`, viewer.accessToken),
  'GET /api/users/{id}/endorsements offset': ({ viewer }) => offsets(`/api/users/${viewer.user.id}/endorsements`, viewer.accessToken),
  'GET /api/users/{id}/posts limit': ({ viewer, tagged }) => limits(`/api/users/${tagged[0].user.id}/posts`, viewer.accessToken),
  'GET /api/posts/feed limit': ({ viewer }) => limits('/api/posts/feed', viewer.accessToken),
  'GET /api/messages/conversations limit': ({ viewer }) => limits('/api/messages/conversations', viewer.accessToken),
  'GET /api/messages/conversations offset': ({ viewer }) =>
    offsets('/api/messages/conversations', viewer.accessToken, (res) => res.body, (row) => (row as { partner_id: string }).partner_id),
  'GET /api/messages/{partnerId} limit': async ({ viewer, tagged, thread }) => {
    expect(ids((await get(`/api/messages/${tagged[0].user.id}?limit=1`, viewer.accessToken)).body)).toEqual([thread[2]]);
  },
  'GET /api/messages/{partnerId} before': async ({ viewer, tagged, thread }) => {
    expect(ids((await get(`/api/messages/${tagged[0].user.id}?before=${thread[2]}`, viewer.accessToken)).body)).toEqual([thread[0], thread[1]]);
  },
  'GET /api/messages/blocks limit': ({ viewer }) => limits('/api/messages/blocks', viewer.accessToken),
  'GET /api/messages/blocks offset': ({ viewer }) =>
    offsets('/api/messages/blocks', viewer.accessToken, (res) => res.body, (row) => (row as { user_id: string }).user_id),
  'GET /api/notifications limit': ({ viewer }) => limits('/api/notifications', viewer.accessToken),
  'GET /api/notifications before': ({ viewer }) =>
    // Asked again while notifications of the fixture still arrive between the two requests.
    eventually(
      async () => {
        const all = ids((await get('/api/notifications', viewer.accessToken)).body);
        expect(all.length).toBeGreaterThanOrEqual(2);
        const older = ids((await get(`/api/notifications?before=${all[0]}`, viewer.accessToken)).body);
        return older.length > 0 && older.slice(0, all.length - 1).join() === all.slice(1).join() ? true : undefined;
      },
      10_000,
      'before= to answer the notifications after the first',
    ),
  'GET /api/notifications/unsubscribe token': new CoveredBy('subgraphs/messaging/src/modules/delivery/delivery.test.ts'),
  'GET /api/products limit': ({ viewer }) => limits('/api/products', viewer.accessToken, (res) => res.body.products),
  'GET /api/products offset': ({ viewer }) => offsets('/api/products', viewer.accessToken, (res) => res.body.products),
  'GET /api/reviews review_type': async ({ viewer, reviews }) => {
    const members = (await get('/api/reviews?review_type=member', viewer.accessToken)).body as Array<{ id: string; review_type: string }>;
    expect(members.every((review) => review.review_type === 'member')).toBe(true);
    await eventually(async () => (ids((await get('/api/reviews?review_type=member', viewer.accessToken)).body).includes(reviews.member) ? true : undefined));
    expect(ids((await get('/api/reviews?review_type=member&limit=50', viewer.accessToken)).body)).not.toContain(reviews.community);
  },
  'GET /api/reviews limit': ({ viewer }) => limits('/api/reviews', viewer.accessToken),
  'GET /api/reviews offset': ({ viewer }) => offsets('/api/reviews', viewer.accessToken),
  'GET /api/gallery/photos category': async ({ viewer, photos }) => {
    const inCategory = (await get(`/api/gallery/photos?category=${photos.photoCategory}`, viewer.accessToken)).body as Array<{ id: string; category: string }>;
    expect(inCategory.every((photo) => photo.category === photos.photoCategory)).toBe(true);
    expect(ids(inCategory)).toContain(photos.inCategory);
    expect(ids(inCategory)).not.toContain(photos.inCommunity);
  },
  'GET /api/gallery/photos limit': ({ viewer }) => limits('/api/gallery/photos', viewer.accessToken),
  'GET /api/gallery/photos offset': ({ viewer }) => offsets('/api/gallery/photos', viewer.accessToken),
  'GET /api/community/success-stories featured_only': async ({ viewer, story }) => {
    expect(ids((await get('/api/community/success-stories?limit=100', viewer.accessToken)).body)).toContain(story);
    expect(ids((await get('/api/community/success-stories?featured_only=true&limit=100', viewer.accessToken)).body)).not.toContain(story);
  },
  'GET /api/community/success-stories limit': ({ viewer }) => limits('/api/community/success-stories', viewer.accessToken),
  'GET /api/community/success-stories offset': ({ viewer }) => offsets('/api/community/success-stories', viewer.accessToken),
  'GET /api/events status': async ({ viewer }) => {
    const upcoming = (await get('/api/events?status=upcoming', viewer.accessToken)).body as Array<{ status: string }>;
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((event) => event.status === 'upcoming')).toBe(true);
    const cancelled = (await get('/api/events?status=cancelled', viewer.accessToken)).body as Array<{ status: string }>;
    expect(cancelled.every((event) => event.status === 'cancelled')).toBe(true);
  },
  'GET /api/events limit': ({ viewer }) => limits('/api/events', viewer.accessToken),
  'GET /api/community/challenges include_ended': async ({ viewer }) => {
    // The demo data holds a challenge that ended days ago.
    const ended = (res: HttpResult) => (res.body as Array<{ is_ended: boolean }>).filter((challenge) => challenge.is_ended);
    expect(ended(await get('/api/community/challenges', viewer.accessToken))).toEqual([]);
    expect(ended(await get('/api/community/challenges?include_ended=true', viewer.accessToken)).length).toBeGreaterThan(0);
  },
  'GET /api/community/challenges limit': ({ viewer }) => limits('/api/community/challenges', viewer.accessToken),
  'GET /api/community/challenges/{id}/leaderboard limit': ({ viewer, challenge }) =>
    limits(`/api/community/challenges/${challenge}/leaderboard`, viewer.accessToken, (res) => res.body.entries),
  'GET /api/orders status': async ({ admin, orders }) => {
    const fresh = (await get('/api/orders?status=new&limit=100', admin.accessToken)).body as Array<{ id: string; status: string }>;
    expect(fresh.every((order) => order.status === 'new')).toBe(true);
    expect(ids(fresh)).toEqual(expect.arrayContaining(orders));
    expect(ids((await get('/api/orders?status=shipped&limit=100', admin.accessToken)).body)).not.toContain(orders[0]);
  },
  'GET /api/orders limit': ({ admin }) => limits('/api/orders', admin.accessToken),
  'GET /api/orders offset': ({ admin }) => offsets('/api/orders', admin.accessToken),
  'GET /api/admin/reports status': async ({ admin, reports }) => {
    const open = (await get('/api/admin/reports?status=open&limit=100', admin.accessToken)).body as Array<{ id: string; status: string }>;
    expect(open.every((report) => report.status === 'open')).toBe(true);
    expect(ids(open)).toEqual(expect.arrayContaining(reports));
    expect(ids((await get('/api/admin/reports?status=resolved&limit=100', admin.accessToken)).body)).not.toContain(reports[0]);
  },
  'GET /api/admin/reports limit': ({ admin }) => limits('/api/admin/reports', admin.accessToken),
  'GET /api/admin/reports offset': ({ admin }) => offsets('/api/admin/reports', admin.accessToken),
  'GET /api/admin/moderation/reports status': async ({ admin, reports }) => {
    const open = (await get('/api/admin/moderation/reports?status=open&limit=100', admin.accessToken)).body as Array<{ id: string; status: string }>;
    expect(open.every((report) => report.status === 'open')).toBe(true);
    expect(ids(open)).toEqual(expect.arrayContaining(reports));
    expect(ids((await get('/api/admin/moderation/reports?status=resolved&limit=100', admin.accessToken)).body)).not.toContain(reports[0]);
  },
  'GET /api/admin/moderation/reports kind': async ({ admin, reports }) => {
    const messages = (await get('/api/admin/moderation/reports?kind=message&limit=100', admin.accessToken)).body as Array<{ id: string; subject_type: string }>;
    expect(messages.every((report) => report.subject_type === 'message')).toBe(true);
    expect(ids(messages)).toEqual(expect.arrayContaining(reports));
    expect(ids((await get('/api/admin/moderation/reports?kind=photo&limit=100', admin.accessToken)).body)).not.toContain(reports[0]);
  },
  'GET /api/admin/moderation/reports limit': ({ admin }) => limits('/api/admin/moderation/reports', admin.accessToken),
  'GET /api/admin/moderation/reports offset': ({ admin }) => offsets('/api/admin/moderation/reports', admin.accessToken),
  'GET /api/admin/webhooks/{id}/deliveries limit': new CoveredBy('gateway/src/rest/accounts/webhooks.routes.test.ts'),
  'GET /api/admin/webhooks/{id}/deliveries offset': new CoveredBy('gateway/src/rest/accounts/webhooks.routes.test.ts'),
};

const ok = async (method: string, path: string, token: string, json?: unknown): Promise<HttpResult> => {
  const res = await call(method, path, { token, ...(json === undefined ? {} : { json }) });
  expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
  return res;
};

/** A member with the tag in her last name and a business category. */
const taggedMember = async (tag: string, category: string): Promise<Member> => {
  const member = await registerMember({ firstName: 'Param', lastName: `${tag}-${category}` });
  await ok('PUT', '/api/users/me', member.accessToken, { first_name: 'Param', last_name: `${tag}-${category}`, business_category: category });
  return member;
};

async function makeFixture(): Promise<Fixture> {
  const tag = `prm${randomUUID().slice(0, 8)}`;
  const [viewer, first, second, blockedOne, blockedTwo, admin] = await Promise.all([
    registerMember({ firstName: 'Params', lastName: 'Viewer' }),
    taggedMember(tag, 'consulting'),
    taggedMember(tag, 'tech_digital'),
    registerMember(),
    registerMember(),
    registerAdmin(),
  ]);
  const all = [viewer, first, second, blockedOne, blockedTwo];
  await knownToMessaging(all.map((member) => member.user.id));

  // Follows both ways (followers, following, notifications, the feed).
  for (const other of [first, second]) {
    await ok('POST', `/api/users/${viewer.user.id}/follow`, other.accessToken);
    await ok('POST', `/api/users/${other.user.id}/follow`, viewer.accessToken);
  }
  // Posts by the tagged members (her posts, the viewer's feed).
  for (const author of [first, first, second]) await ok('POST', '/api/posts', author.accessToken, { content: `Params post ${randomUUID()}` });
  // Conversations and a thread of three.
  const thread: string[] = [];
  for (let index = 0; index < 3; index += 1) thread.push((await sendOk(first, viewer, `Thread ${index}`)).id);
  await sendOk(second, viewer, 'Hello from the second');
  // Two blocks.
  for (const blocked of [blockedOne, blockedTwo]) await ok('POST', '/api/messages/blocks', viewer.accessToken, { user_id: blocked.user.id });
  // Reviews: a member review and a community review; more than two reviews in all.
  const memberReview = await ok('POST', '/api/reviews', first.accessToken, { review_type: 'member', target_id: second.user.id, rating: 5, title: 'Great coach', content: 'Helped me a lot.' });
  const communityReview = await ok('POST', '/api/reviews', first.accessToken, { review_type: 'community', target_id: 'community', rating: 4, title: 'Lovely group', content: 'Walks every week.' });
  await ok('POST', '/api/reviews', second.accessToken, { review_type: 'community', target_id: 'community', rating: 5, title: 'Welcoming', content: 'Friendly moms.' });
  // Photos in two categories (her own are listed whatever their state).
  const categories = ids((await get('/api/gallery/categories', viewer.accessToken)).body).filter((id) => id !== 'community');
  const photoCategory = categories[0]!;
  const photo = (category: string) =>
    ok('POST', '/api/gallery/photos', viewer.accessToken, { title: `Params ${category}`, category, image_url: `https://images.example/${randomUUID()}.jpg` });
  const inCategory = (await photo(photoCategory)).body.id as string;
  const inCommunity = (await photo('community')).body.id as string;
  // Stories: two, not featured.
  const story = (await ok('POST', '/api/community/success-stories', first.accessToken, { title: 'First client', story_type: 'business_win', story_content: 'Signed my first client.' })).body.id as string;
  await ok('POST', '/api/community/success-stories', second.accessToken, { title: 'A 5k', story_type: 'fitness_milestone', story_content: 'Walked my first 5k.' });
  // Two upcoming walks, far enough ahead to stay behind the walks other tests look for.
  await Promise.all([createEvent({ eventDate: inDays(300) }, { by: admin }), createEvent({ eventDate: inDays(301) }, { by: admin })]);
  // Endorsements of the viewer by both tagged members.
  for (const [endorser, skill] of [[first, 'Marketing'], [second, 'Coaching']] as const) {
    const endorsed = await call('POST', '/graphql', {
      token: endorser.accessToken,
      json: { query: 'mutation($userId: ID!, $skill: String!) { endorse(userId: $userId, skill: $skill) { id } }', variables: { userId: viewer.user.id, skill } },
    });
    expect(endorsed.body.errors, endorsed.text).toBeUndefined();
  }
  // A challenge with two members on its leaderboard.
  const challenge = (
    await ok('POST', '/api/community/challenges', admin.accessToken, { title: 'Param Steps', description: 'Walk.', challenge_type: 'steps', target_value: 1000, end_date: inDays(7) })
  ).body.id as string;
  for (const [member, amount] of [[first, 300], [second, 200]] as const) {
    await ok('POST', `/api/community/challenges/${challenge}/join`, member.accessToken);
    await ok('POST', `/api/community/challenges/${challenge}/progress`, member.accessToken, { amount });
  }
  // Reports of two messages.
  const reports: string[] = [];
  for (const messageId of thread.slice(0, 2)) reports.push((await ok('POST', `/api/messages/${messageId}/report`, viewer.accessToken, { reason: 'spam' })).body.id);
  // Two orders, each from a cart of its own.
  const { products } = (await get('/api/products', viewer.accessToken)).body as { products: Array<{ id: string; variants: Array<{ id: string; is_enabled: boolean }> }> };
  const product = products.find((candidate) => candidate.variants.some((variant) => variant.is_enabled))!;
  const variant = product.variants.find((candidate) => candidate.is_enabled)!;
  const orders: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const cart = randomUUID();
    await ok('POST', `/api/cart/${cart}/items`, viewer.accessToken, { product_id: product.id, variant_id: variant.id, quantity: 1 });
    const shopper = { firstName: 'Dana', lastName: 'Reyes', email: `params-${randomUUID()}@test.example`, address1: '12 Elm Street', city: 'Austin', region: 'TX', zip: '78701', country: 'US' };
    orders.push((await ok('POST', `/api/cart/${cart}/checkout`, viewer.accessToken, shopper)).body.order_id);
  }
  // The follows reach the viewer's notifications.
  await eventually(async () => ((await get('/api/notifications', viewer.accessToken)).body.length >= 2 ? true : undefined), 15_000, 'two notifications');

  return {
    viewer,
    tagged: [first, second],
    tag,
    blocked: [blockedOne, blockedTwo],
    thread,
    admin,
    photos: { inCategory, inCommunity, photoCategory },
    story,
    reviews: { member: memberReview.body.id, community: communityReview.body.id },
    challenge,
    reports,
    orders,
  };
}

describe('every query parameter of the OpenAPI document does what it says, or is refused with 422', () => {
  let parameters: QueryParameter[] = [];
  let fixture: Fixture;

  beforeAll(async () => {
    const res = await call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    parameters = documentedGetParameters(res.body as Json);
    fixture = await makeFixture();
  }, 120_000);

  it('the table names every documented GET query parameter, and only those', () => {
    expect(Object.keys(EFFECTS).sort()).toEqual(parameters.map((parameter) => `${parameter.route} ${parameter.name}`).sort());
  });

  it('a value outside a parameter’s schema is 422 naming the parameter', async () => {
    const token = fixture.admin.accessToken;
    let checked = 0;
    for (const parameter of parameters) {
      for (const value of refusedValues(parameter.schema)) {
        const res = await call('GET', `${withIds(parameter.path)}?${parameter.name}=${encodeURIComponent(value)}`, { token });
        expect(res.status, `${parameter.route}?${parameter.name}=${value}: ${res.text}`).toBe(422);
        expect(res.body.detail.map((item: { loc: unknown }) => item.loc)).toContainEqual(['query', parameter.name]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(parameters.length);
  });

  for (const [key, check] of Object.entries(EFFECTS)) {
    if (check instanceof CoveredBy)
      it(`${key} has its effect, checked in ${check.testFile}`, () => {
        const name = key.split(' ').at(-1)!;
        expect(readFileSync(join(repoRoot, check.testFile), 'utf8')).toMatch(new RegExp(`[?&]${name}=`));
      });
    else it(`${key} has its effect`, () => check(fixture));
  }
});
