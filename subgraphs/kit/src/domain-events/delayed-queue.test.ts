/**
 * The bus's delayed queues and retired subscriptions, on a queue database of its own: a job runs once it comes due
 * (woken by the sender's timer, not a poll), a second send with the same singleton key while one waits is dropped, and
 * a retired subscription's queue is gone (a published event goes nowhere). The test stack's accounts retired its old
 * mail subscriptions (the dispatcher in messaging asks for those mails now).
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, domainEventsDatabaseUrl, eventually, queryRows } from '@momstride/testing';
import { queueName, startEventBus, type EventBus } from './bus.js';

const server = () => inject('serverDatabaseUrl');
const database = `kit_delayed_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const logger = pino({ level: 'silent' });

let bus: EventBus | undefined;
afterAll(async () => {
  await bus?.stop();
  await queryRows(server(), `drop database if exists ${database} with (force)`);
});

describe('delayed queues and retired subscriptions', () => {
  it('runs a job when due, once per singleton key while one waits; a retired subscription receives nothing', async () => {
    await queryRows(server(), `create database ${database}`);
    // A safety poll far beyond the test: only the sender's timer can wake the worker in time.
    bus = await startEventBus({ connectionString: databaseUrl(database), logger, pollingIntervalSeconds: 3600 });
    const ran: Array<{ key: string; at: number }> = [];
    const queue = await bus.delayedQueue<{ key: string }>('kit-delayed-test', async ({ key }) => void ran.push({ key, at: Date.now() }));
    const sentAt = Date.now();
    const startAfter = new Date(sentAt + 2000);
    await queue.send({ key: 'first' }, { startAfter, singletonKey: 'one' });
    await queue.send({ key: 'dropped' }, { startAfter, singletonKey: 'one' });
    await queue.send({ key: 'other' }, { startAfter, singletonKey: 'two' });
    await eventually(async () => (ran.length >= 2 ? true : undefined), 20_000, 'the due jobs');
    expect(ran.map((job) => job.key).sort()).toEqual(['first', 'other']);
    expect(Math.min(...ran.map((job) => job.at))).toBeGreaterThanOrEqual(startAfter.getTime());

    await bus.subscribe('user.registered', 'kit-retire-test', async () => undefined);
    await bus.retireSubscription('user.registered', 'kit-retire-test');
    await bus.publish('user.registered', { userId: randomUUID(), occurredAt: new Date().toISOString() });
    const name = queueName('kit-retire-test', 'user.registered');
    expect(await queryRows(databaseUrl(database), 'select name from pgboss.queue where name like $1', [`${name}%`])).toEqual([]);
    expect(await queryRows(databaseUrl(database), 'select name from pgboss.subscription where name = $1', [name])).toEqual([]);
  }, 60_000);

  it('the stack’s accounts no longer has its old waitlist and cancellation mail queues', async () => {
    const old = [queueName('accounts', 'event.waitlist_promoted'), queueName('accounts', 'event.cancelled')];
    expect(await queryRows(domainEventsDatabaseUrl(), 'select name from pgboss.subscription where name = any($1)', [old])).toEqual([]);
  });
});
