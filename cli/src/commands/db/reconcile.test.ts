/**
 * Mirrors repair themselves (docs/architecture.md, "Member and event mirrors"): messaging and media-reviews started on
 * empty databases beside an accounts holding 1,000 members (5 of them since deleted) and an events-wellness holding 50
 * walks reconcile at start; `momstride db reconcile` repairs a copy that fell behind again (rows restored from an old
 * backup); afterwards every member can be messaged and reviewed and every walk reviewed — with the owners stopped, so
 * from the copies alone — and the deleted members stay gone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, type FreshSubgraphs, queryRows, startFreshSubgraphs, subgraph, type SubgraphClient } from '@momstride/testing';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';

const MEMBERS = 1_000;
const DELETED = 5;
const WALKS = 50;

let owners: FreshSubgraphs;
let mirrors: FreshSubgraphs;
let memberIds: string[] = [];
let deletedIds: string[] = [];
let walkIds: string[] = [];
let messaging: SubgraphClient;
let mediaReviews: SubgraphClient;

const graphqlUrls = (urls: Readonly<Record<string, string>>) => JSON.stringify(Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, `${url}/graphql`])));

const countOf = async (databaseUrl: string, sql: string): Promise<number> => Number((await queryRows<{ n: string }>(databaseUrl, sql))[0]!.n);

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

beforeAll(async () => {
  owners = await startFreshSubgraphs(['accounts', 'events-wellness']);
  const suffix = randomUUID().slice(0, 8);
  memberIds = (
    await queryRows<{ id: string }>(
      owners.databases.accounts!,
      `insert into users (id, first_name, last_name, email, password_hash)
       select gen_random_uuid(), 'Bulk', 'Mom ' || i, 'bulk-' || i || '-${suffix}@test.example', 'not-a-hash' from generate_series(1, ${MEMBERS}) as i
       returning id`,
    )
  ).map((row) => row.id);
  // Deleted as accounts deletes (the row gone, the id in removed_users), their user.deleted never delivered.
  deletedIds = memberIds.slice(0, DELETED);
  await queryRows(owners.databases.accounts!, 'delete from users where id = any($1)', [deletedIds]);
  await queryRows(owners.databases.accounts!, 'insert into removed_users (user_id) select unnest($1::uuid[])', [deletedIds]);
  walkIds = (
    await queryRows<{ id: string }>(
      owners.databases['events-wellness']!,
      `insert into events (id, title, description, starts_at, duration_minutes, ends_at)
       select gen_random_uuid(), 'Walk ' || i, 'Around the lake', now() + interval '10 days', 60, now() + interval '10 days 1 hour' from generate_series(1, ${WALKS}) as i
       returning id`,
    )
  ).map((row) => row.id);
  mirrors = await startFreshSubgraphs(['messaging', 'media-reviews'], {
    SUBGRAPH_URLS: graphqlUrls({ accounts: owners.urls.accounts!, 'events-wellness': owners.urls['events-wellness']! }),
  });
  messaging = subgraph('messaging', { baseUrl: mirrors.urls.messaging!, databaseUrl: mirrors.databases.messaging! });
  mediaReviews = subgraph('media-reviews', { baseUrl: mirrors.urls['media-reviews']!, databaseUrl: mirrors.databases['media-reviews']! });
}, 300_000);

afterAll(async () => {
  await mirrors?.stop();
  await owners?.stop();
});

describe('mirrors reconcile from their owners', () => {
  it('at start: empty copies fill with every member and walk, without the deleted members', async () => {
    const live = MEMBERS - DELETED;
    await eventually(
      async () => ((await countOf(mirrors.databases.messaging!, 'select count(*) as n from members')) === live ? true : undefined),
      120_000,
      "messaging's copy of the members",
    );
    await eventually(
      async () =>
        (await countOf(mirrors.databases['media-reviews']!, 'select count(*) as n from members')) === live &&
        (await countOf(mirrors.databases['media-reviews']!, 'select count(*) as n from known_events')) === WALKS
          ? true
          : undefined,
      120_000,
      "media-reviews' copies of the members and walks",
    );
  }, 300_000);

  it('on demand (momstride db reconcile --json): rows of deleted members restored from an old backup go, the missing come back; twice changes nothing', async () => {
    // An older backup: messaging still holds two deleted members and lacks ten live ones.
    const lost = memberIds.slice(DELETED, DELETED + 10);
    await queryRows(mirrors.databases.messaging!, 'delete from members where user_id = any($1)', [lost]);
    await queryRows(mirrors.databases.messaging!, 'delete from removed_users where user_id = any($1)', [deletedIds.slice(0, 2)]);
    await queryRows(mirrors.databases.messaging!, 'insert into members (user_id) select unnest($1::uuid[])', [deletedIds.slice(0, 2)]);

    const env = {
      SUBGRAPH_URLS: graphqlUrls({ messaging: mirrors.urls.messaging!, 'media-reviews': mirrors.urls['media-reviews']! }),
      INTERNAL_TOKEN_PRIVATE_KEY: inject('stackSecrets').internalTokenPrivateKey,
    };
    const first = await runMomstride(['db', 'reconcile', '--json'], { configDir: tempConfigDir(), env });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout) as { subgraphs: Array<{ subgraph: string; mirrors: Array<{ mirror: string; ownerRows: number; added: number; removed: number }> }> };
    const byName = Object.fromEntries(report.subgraphs.map((entry) => [entry.subgraph, Object.fromEntries(entry.mirrors.map((mirror) => [mirror.mirror, mirror]))]));
    expect(byName.messaging!.members).toMatchObject({ ownerRows: MEMBERS - DELETED, added: 10, removed: 2 });
    expect(byName['media-reviews']!.members).toMatchObject({ ownerRows: MEMBERS - DELETED, added: 0, removed: 0 });
    expect(byName['media-reviews']!.events).toMatchObject({ ownerRows: WALKS, added: 0, removed: 0 });
    expect(await countOf(mirrors.databases.messaging!, 'select count(*) as n from members')).toBe(MEMBERS - DELETED);
    expect(await countOf(mirrors.databases.messaging!, `select count(*) as n from removed_users where user_id in ('${deletedIds.join("','")}')`)).toBe(DELETED);

    const second = await runMomstride(['db', 'reconcile'], { configDir: tempConfigDir(), env });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`messaging: members from accounts: ${(MEMBERS - DELETED).toLocaleString('en-US')} at the owner, 0 added, 0 removed`);
  }, 120_000);

  it('every member can then be messaged and reviewed and every walk reviewed from the copies alone; the deleted stay gone', async () => {
    await owners.stopSubgraph('accounts');
    await owners.stopSubgraph('events-wellness');
    const live = memberIds.slice(DELETED);
    const failures: string[] = [];
    await eachLimited(live, 8, async (memberId) => {
      const viewer = { userId: randomUUID(), role: 'member' as const };
      const conversation = await messaging.gql('query($id: ID!) { conversation(partnerId: $id) { unreadCount } }', { id: memberId }, viewer);
      if (conversation.errors) failures.push(`message ${memberId}: ${JSON.stringify(conversation.errors)}`);
      const reviewed = await mediaReviews.gql(
        'mutation($input: ReviewInput!) { submitReview(input: $input) { id } }',
        { input: { reviewType: 'member', targetId: memberId, rating: 5, title: 'Kind', content: 'Always there on Saturdays' } },
        viewer,
      );
      if (reviewed.errors) failures.push(`review ${memberId}: ${JSON.stringify(reviewed.errors)}`);
    });
    await eachLimited(walkIds, 8, async (walkId) => {
      const reviewed = await mediaReviews.gql(
        'mutation($input: ReviewInput!) { submitReview(input: $input) { id } }',
        { input: { reviewType: 'event', targetId: walkId, rating: 4, title: 'Nice walk', content: 'Lovely views' } },
        { userId: randomUUID(), role: 'member' },
      );
      if (reviewed.errors) failures.push(`walk ${walkId}: ${JSON.stringify(reviewed.errors)}`);
    });
    expect(failures).toEqual([]);
    for (const deletedId of deletedIds) {
      const viewer = { userId: randomUUID(), role: 'member' as const };
      const conversation = await messaging.gql('query($id: ID!) { conversation(partnerId: $id) { unreadCount } }', { id: deletedId }, viewer);
      expect(conversation.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const reviewed = await mediaReviews.gql(
        'mutation($input: ReviewInput!) { submitReview(input: $input) { id } }',
        { input: { reviewType: 'member', targetId: deletedId, rating: 1, title: 'Gone', content: 'Should not be stored' } },
        viewer,
      );
      expect(reviewed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  }, 300_000);
});
