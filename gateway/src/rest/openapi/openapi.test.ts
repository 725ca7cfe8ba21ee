/**
 * The OpenAPI document of /api against the real gateway: it is served at GET /api/openapi.json as committed in
 * schema/openapi.json, it names every /api route the gateway's express app registers (and no other), and real replies —
 * every GET route, writes through each area and error cases — have a documented status and a body its schema accepts.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createEvent,
  type HttpResult,
  inDays,
  loginOwner,
  type Member,
  messagingMembers,
  registerAdmin,
  repoRoot,
} from '@momstride/testing';
import { openApiValidator, type OpenApiValidator } from '../../testing/openapi-validator.js';
import { buildOpenApiDocument } from './document.js';

type Json = Record<string, unknown>;
type Paths = Record<string, Record<string, Json>>;

const documentedOperations = (document: Json): string[] =>
  Object.entries(document['paths'] as Paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('the OpenAPI document of /api', () => {
  const document = buildOpenApiDocument() as Json;

  it('is served at GET /api/openapi.json, public and cacheable, as committed in schema/openapi.json', async () => {
    const res = await call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.body).toEqual(document);
    expect(JSON.parse(readFileSync(join(repoRoot, 'schema/openapi.json'), 'utf8'))).toEqual(document);
    expect(res.body.openapi).toMatch(/^3\.1\./);
    const again = await call('GET', '/api/openapi.json', { headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('names exactly the /api routes the gateway registers', () => {
    const secrets = inject('stackSecrets');
    const urls = inject('subgraphUrls');
    const output = execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), ['gateway/src/testing/print-api-routes.ts'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: {
        PATH: process.env['PATH'],
        NODE_ENV: 'test',
        LOG_LEVEL: 'fatal',
        ACCESS_TOKEN_PUBLIC_KEY: secrets.accessTokenPublicKey,
        VIEWER_TOKEN_PRIVATE_KEY: secrets.viewerTokenPrivateKey,
        INTERNAL_TOKEN_PRIVATE_KEY: secrets.internalTokenPrivateKey,
        SUBGRAPH_URLS: JSON.stringify(Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, `${url}/graphql`]))),
        MEDIA_DIR: inject('mediaDir'),
      },
    });
    const registered = JSON.parse(output) as string[];
    expect(registered.length).toBeGreaterThan(80);
    expect(documentedOperations(document)).toEqual(registered);
  }, 60_000);

  it('every operation has an operationId, a summary, a tag, a success reply and the error shapes', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document['paths'] as Paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation['operationId'], where).toEqual(expect.any(String));
        expect(ids.has(String(operation['operationId'])), where).toBe(false);
        ids.add(String(operation['operationId']));
        expect(operation['summary'], `${where} has no summary (defineRoute's summary)`).toMatch(/^\S.{4,}$/);
        expect((operation['tags'] as string[]).length, where).toBe(1);
        const responses = operation['responses'] as Json;
        expect(Object.keys(responses).some((status) => /^2\d\d$/.test(status)), where).toBe(true);
        expect(responses['default'], where).toEqual({ $ref: '#/components/responses/Error' });
        if (operation['security'] === undefined) {
          expect(responses['401'], where).toEqual({ $ref: '#/components/responses/Unauthorized' });
          // Signed-in requests count against the member's or the token's budget.
          expect(responses['429'], where).toEqual({ $ref: '#/components/responses/TooManyRequests' });
          const success = Object.entries(responses).find(([status]) => /^2\d\d$/.test(status))![1] as Json;
          if (success['content'] && !('text/calendar' in (success['content'] as Json)))
            expect(Object.keys((success['headers'] as Json | undefined) ?? {}), where).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']));
        }
      }
    }
  });
});

describe('real replies fit the OpenAPI document', () => {
  const validator: OpenApiValidator = openApiValidator(buildOpenApiDocument() as Json);
  const checked: string[] = [];

  /** Calls the gateway and checks the reply against the document; `path` as the document writes it, `{x}` filled from `values`. */
  const checkedCall = async (
    method: string,
    path: string,
    values: Record<string, string>,
    options: Parameters<typeof call>[2] = {},
    query = '',
  ): Promise<HttpResult> => {
    const url = path.replace(/\{(\w+)\}/g, (_all, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
      return encodeURIComponent(value);
    });
    const res = await call(method, `${url}${query}`, options);
    expect(validator.problems(method, path, res), `${method} ${url}${query}: ${res.text.slice(0, 300)}`).toEqual([]);
    checked.push(`${method} ${path} ${res.status}`);
    return res;
  };

  let admin: Member;
  let member: Member;
  let friend: Member;
  const values: Record<string, string> = {};

  beforeAll(async () => {
    [member, friend] = (await messagingMembers(2)) as [Member, Member];
    admin = await registerAdmin();
  }, 60_000);

  it('writes through every area answer what the document says', async () => {
    const as = (user: Member, json?: unknown) => ({ token: user.accessToken, ...(json === undefined ? {} : { json }) });
    values['userId'] = friend.user.id;
    await checkedCall('POST', '/api/auth/login', {}, { json: { email: member.email, password: member.password } });
    await checkedCall('PUT', '/api/users/me', {}, as(member, { first_name: 'Openapi', last_name: 'Checked', bio: 'Runs', years_in_business: '3' }));
    await checkedCall('POST', '/api/users/{id}/follow', { id: friend.user.id }, as(member));
    await checkedCall('DELETE', '/api/users/{id}/follow', { id: friend.user.id }, as(member));
    await checkedCall('POST', '/api/posts', {}, as(member, { content: 'Morning walk done' }));
    const event = await createEvent({}, { by: admin });
    values['eventId'] = event.id;
    await checkedCall('POST', '/api/events/{id}/join', { id: event.id }, as(member));
    await checkedCall('PUT', '/api/events/{id}', { id: event.id }, as(admin, { title: 'Lake walk', description: 'Around the lake', event_date: inDays(11), duration_minutes: 45 }));
    const goal = await checkedCall('POST', '/api/wellness/goals', {}, as(member, { goal_type: 'steps', target_value: 10000, target_date: inDays(30).slice(0, 10) }));
    await checkedCall('PUT', '/api/wellness/goals/{id}', { id: goal.body.id }, as(member), '?current_value=2500');
    const challenge = await checkedCall(
      'POST',
      '/api/community/challenges',
      {},
      as(admin, { title: 'Step up', description: 'Walk more', challenge_type: 'steps', target_value: 50000, end_date: inDays(20) }),
    );
    values['challengeId'] = challenge.body.id;
    await checkedCall('POST', '/api/community/challenges/{id}/join', { id: challenge.body.id }, as(member));
    await checkedCall('POST', '/api/community/challenges/{id}/progress', { id: challenge.body.id }, as(member, { amount: 1200 }));
    const story = await checkedCall('POST', '/api/community/success-stories', {}, as(member, { title: 'First client', story_type: 'business_win', story_content: 'She signed!' }));
    values['storyId'] = story.body.id;
    await checkedCall('POST', '/api/community/success-stories/{id}/like', { id: story.body.id }, as(friend));
    await checkedCall('POST', '/api/reviews', {}, as(member, { review_type: 'community', rating: 5, title: 'Lovely', content: 'A kind community' }));
    const message = await checkedCall('POST', '/api/messages', {}, as(member, { recipient_id: friend.user.id, content: 'Hello there' }));
    await checkedCall('POST', '/api/messages/{messageId}/report', { messageId: message.body.id }, as(friend, { reason: 'spam' }));
    await checkedCall('POST', '/api/notifications/read-all', {}, as(friend));
    await checkedCall('POST', '/api/messages/blocks', {}, as(friend, { user_id: admin.user.id }));
    await checkedCall('DELETE', '/api/messages/blocks/{userId}', { userId: admin.user.id }, as(friend));
    const photo = await checkedCall('POST', '/api/gallery/photos', {}, as(member, { title: 'Trail', image_url: `${inject('imageFixtureUrl')}/photo.png` }));
    values['photoId'] = photo.body.id;
    await checkedCall('POST', '/api/gallery/photos/{id}/like', { id: photo.body.id }, as(friend));
    await checkedCall('POST', '/api/auth/forgot-password', {}, { json: { email: member.email } });
  });

  it('error replies have the documented shapes', async () => {
    await checkedCall('GET', '/api/users/me', {});
    await checkedCall('GET', '/api/users/me', {}, { token: 'not-a-token' });
    await checkedCall('GET', '/api/users', {}, { token: member.accessToken }, '?limit=0');
    await checkedCall('GET', '/api/users/{id}/is-following', { id: 'not-a-uuid' }, { token: member.accessToken });
    await checkedCall('GET', '/api/users/{id}/is-following', { id: randomUUID() }, { token: member.accessToken });
    await checkedCall('PUT', '/api/users/{id}', { id: friend.user.id }, { token: member.accessToken, json: { role: 'admin' } });
    await checkedCall('POST', '/api/posts', {}, { token: member.accessToken, raw: '{"content": ' });
    await checkedCall('POST', '/api/auth/login', {}, { json: { email: member.email, password: 'wrong-password' } });
    await checkedCall('GET', '/api/calendar/{token}.ics', { token: randomBytes(16).toString('hex') });
    await checkedCall('GET', '/api/stream', {});
    await checkedCall('POST', '/api/users/me/profile-picture', {}, { token: member.accessToken, json: {} });
  });

  it('every GET route answers what the document says', async () => {
    const owner = await loginOwner();
    const token = { token: member.accessToken };
    const orders = await call('GET', '/api/orders', { token: owner.accessToken });
    const conversationWith = friend.user.id;
    const idFor: Record<string, string> = {
      '/api/users/': friend.user.id,
      '/api/events/': values['eventId']!,
      '/api/community/challenges/': values['challengeId']!,
      '/api/community/success-stories/': values['storyId']!,
      '/api/gallery/photos/': values['photoId']!,
      '/api/orders/': (orders.body as { id: string }[])[0]?.id ?? randomUUID(),
    };
    const gets = Object.entries((buildOpenApiDocument() as { paths: Paths }).paths)
      .filter(([, item]) => 'get' in item)
      .map(([path]) => path);
    for (const path of gets) {
      if (path === '/api/stream') continue; // a stream that stays open: its 401 is checked above
      const prefix = Object.keys(idFor).find((start) => path.startsWith(start) && path.slice(start.length).startsWith('{id}'));
      const fill = {
        id: prefix ? idFor[prefix]! : randomUUID(),
        partnerId: conversationWith,
        sessionId: randomBytes(12).toString('base64url'),
        token: randomBytes(16).toString('hex'),
      };
      const adminOnly = path === '/api/orders' || path.startsWith('/api/orders/') || path === '/api/admin/reports';
      await checkedCall('GET', path, fill, adminOnly ? { token: owner.accessToken } : token);
    }
    // An admin's GET /api/users with no parameters is the admin list (users with `_id` and posts_count).
    await checkedCall('GET', '/api/users', {}, { token: owner.accessToken });
    expect(checked.filter((entry) => entry.startsWith('GET ')).length).toBeGreaterThanOrEqual(gets.length);
    const errors = checked.filter((entry) => !/ 2\d\d$/.test(entry));
    console.log(`OpenAPI: ${checked.length} replies checked, ${checked.length - errors.length} of them 2xx; the others: ${errors.join(', ')}`);
  });

  it('a reply that does not fit its schema is caught', async () => {
    const document = buildOpenApiDocument() as { components: { schemas: Record<string, { required: string[] }> } };
    document.components.schemas['User']!.required.push('nickname');
    const strict = openApiValidator(document as unknown as Json);
    const res = await call('GET', '/api/users/me', { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(strict.problems('GET', '/api/users/me', res)).toEqual([
      expect.stringContaining("must have required property 'nickname'"),
    ]);
    expect(strict.problems('GET', '/api/users/me', { ...res, body: { ...res.body, extra: 1 } })).toEqual(
      expect.arrayContaining([expect.stringContaining('must NOT have additional properties')]),
    );
  });
});
