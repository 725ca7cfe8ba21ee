import { randomUUID } from 'node:crypto';
import { createLogger, startEventBus, type DomainEventMessage, type DomainEventName, type EventBus } from '@momstride/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventsDatabaseUrl, eventually, OWNER_VIEWER, queryRows, registerUsers, subgraph, viewerOf } from '@momstride/testing';

const accounts = subgraph('accounts');

type Received = { [E in DomainEventName]: Array<DomainEventMessage<E>> };

const received: Received = { 'user.registered': [], 'user.followed': [], 'user.deleted': [], 'event.waitlist_promoted': [], 'event.cancelled': [] };
let bus: EventBus;

const FOLLOW = 'mutation($id: ID!) { follow(userId: $id) { isFollowing } }';
const arrived = <T>(find: () => T | undefined, what: string): Promise<T> => eventually(async () => find(), 15_000, what);

describe('domain events published by accounts', () => {
  beforeAll(async () => {
    bus = await startEventBus({ connectionString: domainEventsDatabaseUrl(), logger: createLogger({ name: 'events-test', level: 'warn' }) });
    // A subscriber of its own (a queue per subscriber), as another subgraph would have.
    const subscriber = `accounts-test-${randomUUID().slice(0, 8)}`;
    await bus.subscribe('user.registered', subscriber, async (message) => void received['user.registered'].push(message));
    await bus.subscribe('user.followed', subscriber, async (message) => void received['user.followed'].push(message));
    await bus.subscribe('user.deleted', subscriber, async (message) => void received['user.deleted'].push(message));
  });

  afterAll(async () => {
    await bus?.stop();
  });

  it('user.registered, user.followed and user.deleted, relayed from the outbox with their event ids', async () => {
    const [ann, bea, cat] = await registerUsers(3);
    const registered = await arrived(() => received['user.registered'].find((event) => event.userId === ann!.user.id), 'user.registered');
    expect(Date.parse(registered.occurredAt)).not.toBeNaN();

    await accounts.gqlOk(FOLLOW, { id: bea!.user.id }, viewerOf(ann!));
    await accounts.gqlOk(FOLLOW, { id: bea!.user.id }, viewerOf(ann!));
    await arrived(() => received['user.followed'].find((event) => event.followerId === ann!.user.id && event.followeeId === bea!.user.id), 'user.followed');
    // Marker on the same queue: once Ann's later follow of Cat has arrived, a second event for the repeat would have too.
    await accounts.gqlOk(FOLLOW, { id: cat!.user.id }, viewerOf(ann!));
    await arrived(() => received['user.followed'].find((event) => event.followerId === ann!.user.id && event.followeeId === cat!.user.id), 'the marker follow');
    // An idempotent repeat of a follow records nothing new.
    expect(received['user.followed'].filter((event) => event.followerId === ann!.user.id && event.followeeId === bea!.user.id)).toHaveLength(1);

    await accounts.gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: bea!.user.id }, OWNER_VIEWER);
    const deleted = await arrived(() => received['user.deleted'].find((event) => event.userId === bea!.user.id), 'user.deleted');

    // Each message carries the id of its outbox row, then marked published: the relay marks it in the transaction
    // that read it, which commits after the queue took the message, so a subscriber can be handed it a moment before.
    const row = await eventually(
      async () => {
        const [found] = await queryRows<{ name: string; published_at: Date | null }>(
          accounts.databaseUrl(),
          'select name, published_at from domain_event_outbox where id = $1',
          [deleted.domainEventId],
        );
        return found?.published_at ? found : undefined;
      },
      15_000,
      'the outbox row marked published',
    );
    expect(row.name).toBe('user.deleted');
    expect(new Set([registered.domainEventId, deleted.domainEventId]).size).toBe(2);
  });
});
