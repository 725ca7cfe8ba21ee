/**
 * A delivery whose completion meets an unavailable queue database (pg-boss 10 does not await it): the process goes on,
 * the failure is reported as a queue error, and the bus delivers again once the database is back. Runs on a queue
 * database of its own. Without pg-boss-completion.ts the completion's rejection is unhandled: the run fails (Vitest
 * reports it; a subgraph process would end).
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, eventually, queryRows } from '@momstride/testing';
import { startEventBus, type EventBus } from './bus.js';

const server = () => inject('serverDatabaseUrl');
const database = `kit_completion_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const setConnections = (allowed: boolean) => queryRows(server(), `alter database ${database} with allow_connections ${allowed}`);

let bus: EventBus | undefined;
afterAll(async () => {
  await setConnections(true);
  await bus?.stop();
  await queryRows(server(), `drop database if exists ${database} with (force)`);
});

describe('a delivery completed as the queue database goes away', () => {
  it('does not end the process: the failure is reported and delivery resumes once the database is back', async () => {
    await queryRows(server(), `create database ${database}`);
    const logged: Array<{ msg?: string; err?: { stack?: string } }> = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) });
    bus = await startEventBus({ connectionString: databaseUrl(database), logger });
    const handled: string[] = [];
    await bus.subscribe('user.registered', 'kit-completion-test', async ({ userId }) => {
      handled.push(userId);
      if (handled.length > 1) return;
      // The first delivery's handler succeeds, but its queue database is gone before pg-boss can mark it completed.
      await setConnections(false);
      await queryRows(server(), 'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
    });

    const first = randomUUID();
    await bus.publish('user.registered', { userId: first, occurredAt: new Date().toISOString() });
    await eventually(async () => (handled.includes(first) ? true : undefined), 20_000, 'the first delivery');
    const reported = await eventually(
      async () => logged.find((line) => line.msg === 'domain-event queue error' && /Manager\.complete/.test(line.err?.stack ?? '')),
      20_000,
      'the failed completion to be reported',
    );
    expect(reported.err?.stack).toMatch(/not currently accepting connections|terminat/);

    // Back: the bus publishes and delivers again (this process was not ended by the failed completion).
    await setConnections(true);
    const second = randomUUID();
    await eventually(
      () =>
        bus!.publish('user.registered', { userId: second, occurredAt: new Date().toISOString() }).then(
          () => true,
          () => undefined, // its pool still reconnecting
        ),
      20_000,
      'the queue database to take jobs again',
    );
    await eventually(async () => (handled.includes(second) ? true : undefined), 20_000, 'a delivery after the database came back');
  });
});
