/**
 * The System tab's "Retry" on dead letters: the owning subgraph's bus moves what waits in `<queue>__dead` back onto the
 * queue, where its worker handles it, and the dead-letter queue is empty afterwards. Runs on a queue database of its own.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, eventually, queryRows } from '@momstride/testing';
import { deadLetterQueueName, queueName, startEventBus, type EventBus } from './bus.js';

const server = () => inject('serverDatabaseUrl');
const database = `kit_dead_letters_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const logger = pino({ level: 'silent' });

let bus: EventBus | undefined;
let boss: PgBoss | undefined;
afterAll(async () => {
  await bus?.stop();
  await boss?.stop({ graceful: false });
  await queryRows(server(), `drop database if exists ${database} with (force)`);
});

describe('retrying dead letters', () => {
  it('puts every dead letter back on its queue, where the worker handles it, and empties the dead-letter queue', async () => {
    await queryRows(server(), `create database ${database}`);
    bus = await startEventBus({ connectionString: databaseUrl(database), logger });
    const handled: string[] = [];
    await bus.subscribe('user.registered', 'kit-dead-test', async ({ userId }) => {
      handled.push(userId);
    });
    const queue = queueName('kit-dead-test', 'user.registered');
    boss = new PgBoss({ connectionString: databaseUrl(database), schedule: false, supervise: false });
    await boss.start();
    // Three deliveries that failed their last retry (pg-boss copies such a job to the dead-letter queue, as here).
    const dead = [randomUUID(), randomUUID(), randomUUID()];
    for (const userId of dead) await boss.send(deadLetterQueueName(queue), { userId, occurredAt: new Date().toISOString() });
    expect(await boss.getQueueSize(deadLetterQueueName(queue))).toBe(3);
    expect(await bus.deadLetters(queue)).toBe(3);
    expect(handled).toEqual([]);

    expect(await bus.retryDeadLetters(queue)).toBe(3);
    await eventually(async () => (dead.every((userId) => handled.includes(userId)) ? true : undefined), 15_000, 'the requeued deliveries');
    expect(await boss.getQueueSize(deadLetterQueueName(queue))).toBe(0);
    expect(await bus.deadLetters(queue)).toBe(0);
    expect(await bus.retryDeadLetters(queue)).toBe(0);
    expect(await bus.retryDeadLetters('kit-dead-test__no-such-event')).toBeUndefined();
  });
});
