/**
 * Domain events are never lost: recorded in the change's transaction, relayed with retries when the queue was
 * unavailable, applied once by consumers however often they are delivered.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFreshSubgraphs, type FreshSubgraphs } from '../../../../scripts/testing/fresh-subgraphs.js';
import { createLogger } from '../logger.js';
import { createOrmConfig, initOrm } from '../orm.js';
import { signViewerToken, type ViewerRole } from '../viewer.js';
import { startEventBus } from './bus.js';
import { recordDomainEvent } from './outbox.js';
import { OUTBOX_TABLE } from './tables.js';

const query = async <T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<T[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
};

const eventually = async <T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const gql = async <T>(baseUrl: string, document: string, variables: Record<string, unknown>, viewer: { userId?: string; role?: ViewerRole } = {}) => {
  const token = await signViewerToken(inject('viewerTokenPrivateKey'), {
    ...(viewer.userId ? { sub: viewer.userId, role: viewer.role ?? 'member' } : {}),
    ip: `outbox-${randomUUID()}`,
  });
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-viewer-token': token },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
};

const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { user { id } } }';
const register = async (url: string, firstName: string) =>
  (
    await gql<{ register: { user: { id: string } } }>(url, REGISTER, {
      input: { firstName, lastName: 'Walker', email: `${randomUUID()}@test.example`, password: 'Walk-together-2026', role: 'member' },
    })
  ).register.user.id;

describe('the transactional outbox', () => {
  let fresh: FreshSubgraphs;
  const serverUrl = () => inject('serverDatabaseUrl');

  beforeAll(async () => {
    fresh = await startFreshSubgraphs(['accounts', 'community']);
  }, 120_000);
  afterAll(async () => {
    await fresh?.stop();
  });

  it('a deletion made while the queue is unavailable still removes the member’s content once it is back', async () => {
    const { accounts, community } = fresh.urls as Record<string, string>;
    const ownerId = await register(accounts!, 'Owner'); // the first account: the organization owner, an admin
    const memberId = await register(accounts!, 'Leaving');
    await eventually(
      async () => ((await query(fresh.databases['community']!, 'select 1 from members where user_id = $1', [memberId])).length === 1 ? true : undefined),
      'her user.registered to reach community',
    );
    await gql(community!, 'mutation($c: String!) { createPost(content: $c) { id } }', { c: 'Goodbye, walkers' }, { userId: memberId });

    // The queue's database refuses connections and drops the ones it had.
    await query(serverUrl(), `ALTER DATABASE ${fresh.domainEventsDatabase} WITH ALLOW_CONNECTIONS false`);
    await query(serverUrl(), 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [fresh.domainEventsDatabase]);
    try {
      await gql(accounts!, 'mutation($id: ID!) { deleteUser(userId: $id) }', { id: memberId }, { userId: ownerId, role: 'admin' });
      // Evidence the relay tried and failed: the event waits in the outbox with an attempt counted.
      const pending = await eventually(async () => {
        const [row] = await query<{ published_at: Date | null; attempts: number; last_error: string | null }>(
          fresh.databases['accounts']!,
          `select published_at, attempts, last_error from ${OUTBOX_TABLE} where name = 'user.deleted' and payload->>'userId' = $1`,
          [memberId],
        );
        return row && row.attempts >= 1 ? row : undefined;
      }, 'a failed publish attempt');
      expect(pending.published_at).toBeNull();
      expect(pending.last_error).toBeTruthy();
      expect(await query(fresh.databases['community']!, 'select 1 from posts where author_id = $1', [memberId])).toHaveLength(1);
    } finally {
      await query(serverUrl(), `ALTER DATABASE ${fresh.domainEventsDatabase} WITH ALLOW_CONNECTIONS true`);
    }

    await eventually(
      async () => ((await query(fresh.databases['community']!, 'select 1 from posts where author_id = $1', [memberId])).length === 0 ? true : undefined),
      'her posts to disappear after the queue came back',
      60_000,
    );
    const [published] = await query<{ published_at: Date | null }>(
      fresh.databases['accounts']!,
      `select published_at from ${OUTBOX_TABLE} where name = 'user.deleted' and payload->>'userId' = $1`,
      [memberId],
    );
    expect(published?.published_at).not.toBeNull();
    expect(await query(fresh.databases['community']!, 'select 1 from members where user_id = $1', [memberId])).toHaveLength(0);
  }, 120_000);

  it('an event delivered twice is applied once', async () => {
    const bus = await startEventBus({ connectionString: fresh.databases['domainEvents']!, logger: createLogger({ name: 'outbox-test', level: 'silent' }) });
    try {
      const [userId, marker, eventId] = [randomUUID(), randomUUID(), randomUUID()];
      const occurredAt = new Date().toISOString();
      const memberRows = (id: string) => query(fresh.databases['community']!, 'select 1 from members where user_id = $1', [id]);
      await bus.publish('user.registered', { userId, occurredAt, eventId });
      await eventually(async () => ((await memberRows(userId)).length === 1 ? true : undefined), 'the first delivery');
      // Her member row goes (as if removed since); the same event delivered again must not bring it back.
      await query(fresh.databases['community']!, 'delete from members where user_id = $1', [userId]);
      await bus.publish('user.registered', { userId, occurredAt, eventId });
      await bus.publish('user.registered', { userId: marker, occurredAt, eventId: randomUUID() });
      await eventually(async () => ((await memberRows(marker)).length === 1 ? true : undefined), 'the marker behind the repeat');
      expect(await memberRows(userId)).toHaveLength(0);
      expect(await query(fresh.databases['community']!, 'select 1 from processed_domain_events where event_id = $1', [eventId])).toHaveLength(1);
    } finally {
      await bus.stop();
    }
  }, 60_000);

  it('records the event in the transaction of the change: a rollback leaves no event, a commit leaves one', async () => {
    const orm = await initOrm({ ...createOrmConfig({ clientUrl: fresh.databases['accounts']!, entities: [], migrationsPath: '/nonexistent' }), discovery: { warnWhenNoEntities: false } });
    try {
      const [rolledBack, committed] = [randomUUID(), randomUUID()];
      await expect(
        orm.em.fork().transactional(async (tem) => {
          await recordDomainEvent(tem, 'user.registered', { userId: rolledBack });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await orm.em.fork().transactional((tem) => recordDomainEvent(tem, 'user.registered', { userId: committed }));
      const recorded = async (userId: string) =>
        (await query(fresh.databases['accounts']!, `select 1 from ${OUTBOX_TABLE} where payload->>'userId' = $1`, [userId])).length;
      expect(await recorded(rolledBack)).toBe(0);
      expect(await recorded(committed)).toBe(1);
      await expect(recordDomainEvent(orm.em.fork(), 'user.registered', { userId: randomUUID() })).rejects.toThrow(/inside the transaction/);
    } finally {
      await orm.close(true);
    }
  });
});
