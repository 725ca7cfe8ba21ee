/**
 * Domain events are never lost: recorded in the change's transaction, relayed with retries when the queue was
 * unavailable, retried when the subscriber could not apply them, applied once however often they are delivered. Runs
 * accounts and community on fresh databases and a domain-event queue of their own, so taking a database down disturbs
 * no other test.
 */
import { randomUUID } from 'node:crypto';
import { createLogger, createOrmConfig, initOrm, OUTBOX_TABLE, recordDomainEvent, startEventBus } from '@momstride/kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  eventually,
  type FreshSubgraphs,
  queryRows,
  registerUser,
  startFreshSubgraphs,
  subgraph,
  type SubgraphClient,
} from '@momstride/testing';

const present = (rows: unknown[]) => (rows.length > 0 ? true : undefined);
const absent = (rows: unknown[]) => (rows.length === 0 ? true : undefined);

describe('domain events are never lost', () => {
  let fresh: FreshSubgraphs;
  let accounts: SubgraphClient;
  let community: SubgraphClient;
  const serverUrl = () => inject('serverDatabaseUrl');
  const membersOf = (userId: string) => queryRows(community.databaseUrl(), 'select 1 from members where user_id = $1', [userId]);
  const postsOf = (userId: string) => queryRows(community.databaseUrl(), 'select 1 from posts where author_id = $1', [userId]);

  beforeAll(async () => {
    fresh = await startFreshSubgraphs(['accounts', 'community']);
    accounts = subgraph('accounts', { baseUrl: fresh.urls['accounts']!, databaseUrl: fresh.databases['accounts']! });
    community = subgraph('community', { baseUrl: fresh.urls['community']!, databaseUrl: fresh.databases['community']! });
  }, 120_000);
  afterAll(async () => {
    await fresh?.stop();
  });

  it('a deletion made while the queue is unavailable still removes the member’s content once it is back', async () => {
    const owner = await registerUser({ firstName: 'Owner' }, accounts.url()); // the first account: the organization owner
    const leaving = await registerUser({ firstName: 'Leaving' }, accounts.url());
    await eventually(async () => present(await membersOf(leaving.user.id)), 20_000, 'her user.registered to reach community');
    await community.gqlOk('mutation($c: String!) { createPost(content: $c) { id } }', { c: 'Goodbye, walkers' }, { userId: leaving.user.id });

    // The queue's database refuses connections and drops the ones it had.
    await queryRows(serverUrl(), `ALTER DATABASE ${fresh.domainEventsDatabase} WITH ALLOW_CONNECTIONS false`);
    await queryRows(serverUrl(), 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [fresh.domainEventsDatabase]);
    try {
      await accounts.gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: leaving.user.id }, { userId: owner.user.id, role: 'admin' });
      // Evidence the queue was down: the event waits in the outbox, unpublished, with a failed attempt counted.
      const pending = await eventually(
        async () => {
          const [row] = await queryRows<{ published_at: Date | null; attempts: number; last_error: string | null }>(
            accounts.databaseUrl(),
            `select published_at, attempts, last_error from ${OUTBOX_TABLE} where name = 'user.deleted' and payload->>'userId' = $1`,
            [leaving.user.id],
          );
          return row && row.attempts >= 1 ? row : undefined;
        },
        20_000,
        'a failed publish attempt',
      );
      expect(pending.published_at).toBeNull();
      expect(pending.last_error).toBeTruthy();
      expect(await postsOf(leaving.user.id)).toHaveLength(1);
    } finally {
      await queryRows(serverUrl(), `ALTER DATABASE ${fresh.domainEventsDatabase} WITH ALLOW_CONNECTIONS true`);
    }

    await eventually(async () => absent(await postsOf(leaving.user.id)), 60_000, 'her posts to disappear after the queue came back');
    expect(await membersOf(leaving.user.id)).toHaveLength(0);
    const [published] = await queryRows<{ published_at: Date | null }>(
      accounts.databaseUrl(),
      `select published_at from ${OUTBOX_TABLE} where name = 'user.deleted' and payload->>'userId' = $1`,
      [leaving.user.id],
    );
    expect(published?.published_at).toBeInstanceOf(Date);
  }, 120_000);

  it('an event delivered twice is applied once', async () => {
    const bus = await startEventBus({ connectionString: fresh.databases['domainEvents']!, logger: createLogger({ name: 'never-lost-test', level: 'silent' }) });
    try {
      const [userId, marker, eventId] = [randomUUID(), randomUUID(), randomUUID()];
      const occurredAt = new Date().toISOString();
      await bus.publish('user.registered', { userId, occurredAt, domainEventId: eventId });
      await eventually(async () => present(await membersOf(userId)), 20_000, 'the first delivery');
      // Her member row goes (as if removed since); the same event delivered again must not bring it back.
      await queryRows(community.databaseUrl(), 'delete from members where user_id = $1', [userId]);
      await bus.publish('user.registered', { userId, occurredAt, domainEventId: eventId });
      // A marker behind the repeat on the same queue: once it is applied, the repeat has been handled.
      await bus.publish('user.registered', { userId: marker, occurredAt, domainEventId: randomUUID() });
      await eventually(async () => present(await membersOf(marker)), 20_000, 'the marker behind the repeat');
      expect(await membersOf(userId)).toHaveLength(0);
      expect(await queryRows(community.databaseUrl(), 'select 1 from processed_domain_events where event_id = $1', [eventId])).toHaveLength(1);
    } finally {
      await bus.stop();
    }
  }, 60_000);

  it('a delivery the subscriber cannot apply yet (its own database unavailable) is applied once the database is back', async () => {
    const bus = await startEventBus({ connectionString: fresh.databases['domainEvents']!, logger: createLogger({ name: 'never-lost-test', level: 'silent' }) });
    const communityDatabase = new URL(community.databaseUrl()).pathname.slice(1);
    try {
      const [userId, eventId] = [randomUUID(), randomUUID()];
      await queryRows(serverUrl(), `ALTER DATABASE ${communityDatabase} WITH ALLOW_CONNECTIONS false`);
      await queryRows(serverUrl(), 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [communityDatabase]);
      try {
        await bus.publish('user.registered', { userId, occurredAt: new Date().toISOString(), domainEventId: eventId });
        // Evidence the handler ran and failed: the job waits for a retry.
        await eventually(
          async () =>
            present(
              await queryRows(
                fresh.databases['domainEvents']!,
                `select 1 from pgboss.job where name = 'community__user-registered' and data->>'domainEventId' = $1 and state = 'retry'`,
                [eventId],
              ),
            ),
          20_000,
          'a failed delivery waiting for its retry',
        );
      } finally {
        await queryRows(serverUrl(), `ALTER DATABASE ${communityDatabase} WITH ALLOW_CONNECTIONS true`);
      }
      await eventually(async () => present(await membersOf(userId)), 60_000, 'the retried delivery to be applied');
    } finally {
      await bus.stop();
    }
  }, 90_000);

  it('records the event in the transaction of the change: a rollback leaves neither, a commit leaves both', async () => {
    const orm = await initOrm(createOrmConfig({ clientUrl: accounts.databaseUrl(), entities: [], migrationsPath: '/nonexistent', poolMax: 2 }));
    const change = (userId: string) => `insert into session_revocations (id, user_id) values ('${randomUUID()}', '${userId}')`;
    const recorded = async (userId: string) => ({
      changes: (await queryRows(accounts.databaseUrl(), 'select 1 from session_revocations where user_id = $1', [userId])).length,
      events: (await queryRows(accounts.databaseUrl(), `select 1 from ${OUTBOX_TABLE} where payload->>'userId' = $1`, [userId])).length,
    });
    try {
      const [rolledBack, committed] = [randomUUID(), randomUUID()];
      await expect(
        orm.em.fork().transactional(async (tem) => {
          await tem.execute(change(rolledBack), [], 'run');
          await recordDomainEvent(tem, 'user.deleted', { userId: rolledBack });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await orm.em.fork().transactional(async (tem) => {
        await tem.execute(change(committed), [], 'run');
        await recordDomainEvent(tem, 'user.deleted', { userId: committed });
      });
      expect(await recorded(rolledBack)).toEqual({ changes: 0, events: 0 });
      expect(await recorded(committed)).toEqual({ changes: 1, events: 1 });
      // Outside a transaction it refuses: an event recorded on its own could outlive a change that failed.
      await expect(recordDomainEvent(orm.em.fork(), 'user.deleted', { userId: randomUUID() })).rejects.toThrow(/inside the transaction/);
    } finally {
      await orm.close(true);
    }
  });
});
