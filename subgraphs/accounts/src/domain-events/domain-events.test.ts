import { randomUUID } from 'node:crypto';
import { startEventBus, createLogger, type DomainEventName, type DomainEvents, type EventBus } from '@momstride/kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { domainEventsDatabase } from '../../../../subgraphs.config.js';
import { gqlOk, OWNER_VIEWER, registerUser, viewerOf } from '../testing/accounts-client.js';

type Received = { [E in DomainEventName]: Array<DomainEvents[E]> };

const received: Received = { 'user.registered': [], 'user.followed': [], 'user.deleted': [] };
let bus: EventBus;

async function waitFor<T>(find: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('event not received in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('domain events published by accounts', () => {
  beforeAll(async () => {
    const url = new URL(inject('serverDatabaseUrl'));
    url.pathname = `/${domainEventsDatabase}`;
    bus = await startEventBus({ connectionString: url.toString(), logger: createLogger({ name: 'events-test', level: 'warn' }) });
    // A subscriber of its own (a queue per subscriber), as another subgraph would have.
    const subscriber = `accounts-test-${randomUUID().slice(0, 8)}`;
    await bus.subscribe('user.registered', subscriber, async (payload) => void received['user.registered'].push(payload));
    await bus.subscribe('user.followed', subscriber, async (payload) => void received['user.followed'].push(payload));
    await bus.subscribe('user.deleted', subscriber, async (payload) => void received['user.deleted'].push(payload));
  });

  afterAll(async () => {
    await bus?.stop();
  });

  it('user.registered, user.followed and user.deleted, after the change', async () => {
    const [ann, bea] = await Promise.all([registerUser(), registerUser()]);
    const registered = await waitFor(() => received['user.registered'].find((event) => event.userId === ann.user.id));
    expect(Date.parse(registered.occurredAt)).not.toBeNaN();

    await gqlOk('mutation($id: ID!) { follow(userId: $id) { isFollowing } }', { id: bea.user.id }, viewerOf(ann));
    await gqlOk('mutation($id: ID!) { follow(userId: $id) { isFollowing } }', { id: bea.user.id }, viewerOf(ann));
    await waitFor(() => received['user.followed'].find((event) => event.followerId === ann.user.id && event.followeeId === bea.user.id));

    await gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: bea.user.id }, OWNER_VIEWER);
    await waitFor(() => received['user.deleted'].find((event) => event.userId === bea.user.id));
    // An idempotent repeat of a follow publishes nothing new.
    expect(received['user.followed'].filter((event) => event.followerId === ann.user.id)).toHaveLength(1);
  });
});
