import { randomUUID } from 'node:crypto';
import { initOrm, ormConfigOf, type MikroORM } from '@momstride/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventsDatabaseUrl, queryRows } from '@momstride/testing';
import { subgraph } from '../../subgraph.js';
import { messaging } from '../../testing/messaging.js';
import { HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE } from './housekeeping.schedule.js';
import { pruneStaleRows } from './prune-stale-rows.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('messaging housekeeping', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await initOrm(ormConfigOf(subgraph, messaging.databaseUrl(), { poolMax: 2 }));
  });
  afterAll(async () => {
    await orm?.close(true);
  });

  it('prunes stream events older than a day and notifications read more than 90 days ago, and nothing else', async () => {
    const user = randomUUID();
    const ago = (ms: number) => new Date(Date.now() - ms);
    for (const [seq, createdAt] of [[1, ago(DAY + HOUR)], [2, ago(DAY - HOUR)]] as const) {
      await queryRows(
        messaging.databaseUrl(),
        `insert into stream_events (user_id, seq, prev_seq, kind, data, created_at) values ($1, $2 + 1000000000, 0, 'read', '{}', $3)`,
        [user, seq, createdAt],
      );
    }
    const notification = (readAt: Date | null, createdAt: Date) =>
      queryRows<{ id: string }>(
        messaging.databaseUrl(),
        `insert into notifications (id, user_id, kind, text, link, created_at, read_at) values ($1, $2, 'follow', 'started following you', '/profile', $3, $4) returning id`,
        [randomUUID(), user, createdAt, readAt],
      ).then((rows) => rows[0]!.id);
    const oldRead = await notification(ago(91 * DAY), ago(100 * DAY));
    const recentRead = await notification(ago(89 * DAY), ago(100 * DAY));
    const oldUnread = await notification(null, ago(200 * DAY));

    const pruned = await pruneStaleRows(orm.em.fork());
    expect(pruned.streamEvents).toBeGreaterThanOrEqual(1);
    expect(pruned.notifications).toBeGreaterThanOrEqual(1);
    expect((await queryRows<{ seq: string }>(messaging.databaseUrl(), 'select seq from stream_events where user_id = $1', [user])).map((row) => row.seq)).toEqual([
      '1000000002',
    ]);
    const left = (await queryRows<{ id: string }>(messaging.databaseUrl(), 'select id from notifications where user_id = $1', [user])).map((row) => row.id);
    expect(left.sort()).toEqual([recentRead, oldUnread].sort());
    expect(left).not.toContain(oldRead);
  });

  it('is scheduled on the domain-event queue (pg-boss) when messaging starts', async () => {
    const schedules = await queryRows(domainEventsDatabaseUrl(), 'select name, cron, timezone from pgboss.schedule where name = $1', [HOUSEKEEPING_QUEUE]);
    expect(schedules).toEqual([{ name: HOUSEKEEPING_QUEUE, cron: HOUSEKEEPING_CRON, timezone: 'UTC' }]);
  });
});
