/**
 * Queue workers that poll once in ten minutes still take a job at once: the domain-events database NOTIFYs each new
 * job's queue (job-wakeups.ts) and the worker of that queue is woken; a failed delivery wakes its worker when the retry
 * is due. Runs on a queue database of its own; the publishing bus is a second instance, so the wake-up can only have
 * come through PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, eventually, queryRows } from '@momstride/testing';
import { startEventBus, SUBSCRIBER_QUEUE_POLICY, type EventBus } from './bus.js';

const server = () => inject('serverDatabaseUrl');
const database = `kit_wakeups_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const logger = pino({ level: 'silent' });
/** Far longer than any wait below: only a wake-up can deliver in time. */
const POLL_SECONDS = 600;

const buses: EventBus[] = [];
afterAll(async () => {
  for (const bus of buses) await bus.stop();
  await queryRows(server(), `drop database if exists ${database} with (force)`);
});

describe('queue workers woken by PostgreSQL', () => {
  it('take a new job within moments and a failed one when its retry is due, while they poll every ten minutes', async () => {
    await queryRows(server(), `create database ${database}`);
    const subscriber = await startEventBus({ connectionString: databaseUrl(database), logger, pollingIntervalSeconds: POLL_SECONDS });
    buses.push(subscriber);
    const handled: string[] = [];
    let failNext = false;
    await subscriber.subscribe('user.registered', 'kit-wakeups-test', async ({ userId }) => {
      handled.push(userId);
      if (failNext) {
        failNext = false;
        throw new Error('not yet');
      }
    });
    const publisher = await startEventBus({ connectionString: databaseUrl(database), logger, pollingIntervalSeconds: POLL_SECONDS });
    buses.push(publisher);
    const publish = async () => {
      const userId = randomUUID();
      await publisher.publish('user.registered', { userId, occurredAt: new Date().toISOString() });
      return userId;
    };

    // The worker has made its first fetch once it took this one; from then on it sleeps for POLL_SECONDS unless woken.
    const first = await publish();
    await eventually(async () => (handled.includes(first) ? true : undefined), 10_000, 'the first delivery');
    for (let i = 0; i < 3; i++) {
      const next = await publish();
      await eventually(async () => (handled.includes(next) ? true : undefined), 5_000, `delivery ${i + 2}, woken by its NOTIFY`);
    }

    // A delivery that fails is retried after the queue's retry delay, not at the next poll.
    failNext = true;
    const failing = await publish();
    await eventually(async () => (handled.filter((id) => id === failing).length === 2 ? true : undefined), (SUBSCRIBER_QUEUE_POLICY.retryDelay + 10) * 1000, 'the retry');
    expect(handled.filter((id) => id === failing)).toHaveLength(2);
  });

  it('run a scheduled job as soon as pg-boss sends its tick, though its own send-it worker polls every 45 s', async () => {
    const bus = buses[0]!;
    let runs = 0;
    // A schedule that never ticks by itself in this test (1 January); its tick is sent below as pg-boss's cron does.
    await bus.schedule('kit-wakeups-schedule', '0 0 1 1 *', async () => void (runs += 1));
    const cron = new PgBoss({ connectionString: databaseUrl(database), supervise: false, schedule: false, migrate: false });
    await cron.start();
    try {
      await cron.send('__pgboss__send-it', { name: 'kit-wakeups-schedule', data: {} });
      await eventually(async () => (runs === 1 ? true : undefined), 5_000, 'the scheduled job to run');
    } finally {
      await cron.stop({ graceful: false });
    }
  });
});
