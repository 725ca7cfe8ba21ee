/**
 * Scheduled jobs (the kit's `bus.schedule`, pg-boss cron) across replicas: every subgraph process registers its
 * subgraph's schedules, watches the clock and works the queue, yet each tick makes one job and each job runs once.
 *
 * The schedules tick hourly or daily, so the test sets every one to each minute in pg-boss's schedule table (its
 * own stack; the original crons come back afterwards) and watches two ticks go through the path a tick takes: a
 * process's cron monitor sends one `__pgboss__send-it` job per schedule and minute (pg-boss's singleton), a process
 * turns it into one job on the schedule's queue, a process runs it. A stale cart shows the handler really ran.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { call, domainEventsDatabaseUrl, eventually, queryRows, subgraphDatabaseUrl } from '@momstride/testing';

/** Every schedule registered with bus.schedule (housekeeping of accounts, messaging and the gallery; cart expiry). */
const SCHEDULES = ['accounts__housekeeping', 'messaging__housekeeping', 'media-reviews__gallery-housekeeping', 'commerce__cart-expiry'];
const SEND_IT = '__pgboss__send-it';
/**
 * Two ticks a minute apart, each found by a cron monitor (one of the processes, every 30 s) and sent on within 5 s:
 * about 2 minutes at worst (the minute under way already sent before the change), with slack for a busy machine.
 */
const TWO_TICKS_MS = 180_000;

interface Tick {
  schedule: string;
  /** `__pgboss__send-it` jobs since the start: one per tick. */
  sends: number;
  sends_completed: number;
  /** The minutes those sends were for (pg-boss's singleton slot). */
  minutes: number;
  /** Jobs on the schedule's queue since the start, and how many of them completed, failed or were retried. */
  runs: number;
  runs_completed: number;
  runs_failed: number;
  runs_retried: number;
}

const events = () => domainEventsDatabaseUrl();

/** Sends and runs of each schedule since `since`, in one snapshot. */
const ticksSince = (since: string) =>
  queryRows<Tick>(
    events(),
    `select s.schedule,
            count(distinct j.id) filter (where j.name = $2)::int as sends,
            count(distinct j.id) filter (where j.name = $2 and j.state = 'completed')::int as sends_completed,
            count(distinct j.singleton_on) filter (where j.name = $2)::int as minutes,
            count(distinct j.id) filter (where j.name = s.schedule)::int as runs,
            count(distinct j.id) filter (where j.name = s.schedule and j.state = 'completed')::int as runs_completed,
            count(distinct j.id) filter (where j.name = s.schedule and j.state = 'failed')::int as runs_failed,
            count(distinct j.id) filter (where j.name = s.schedule and j.retry_count > 0)::int as runs_retried
       from unnest($1::text[]) as s(schedule)
       left join pgboss.job j on j.created_on > $3 and (j.name = s.schedule or (j.name = $2 and j.singleton_key = s.schedule))
      group by s.schedule order by s.schedule`,
    [SCHEDULES, SEND_IT, since],
  );

describe('scheduled jobs across replicas', () => {
  let originals: Array<{ name: string; cron: string }> = [];
  afterAll(async () => {
    for (const { name, cron } of originals) await queryRows(events(), 'update pgboss.schedule set cron = $2 where name = $1', [name, cron]);
  });

  it('each tick of every schedule makes one job, which runs once, with two processes of each subgraph', { timeout: TWO_TICKS_MS + 30_000 }, async () => {
    originals = await queryRows(events(), 'select name, cron from pgboss.schedule where name = any($1) order by name', [SCHEDULES]);
    expect(originals.map((row) => row.name)).toEqual([...SCHEDULES].sort());

    // A cart untouched for 40 days: the next cart-expiry run removes it.
    const products = (await call('GET', '/api/products?limit=50')).body.products as Array<{ id: string; variants: Array<{ id: string; is_enabled: boolean }> }>;
    const product = products.find((candidate) => candidate.variants.some((variant) => variant.is_enabled))!;
    const sessionId = randomUUID();
    const added = await call('POST', `/api/cart/${sessionId}/items`, { json: { product_id: product.id, variant_id: product.variants.find((variant) => variant.is_enabled)!.id, quantity: 1 } });
    expect(added.status).toBe(200);
    const aged = await queryRows(subgraphDatabaseUrl('commerce'), `update carts set updated_at = now() - interval '40 days' where session_id = $1 returning id`, [sessionId]);
    expect(aged).toHaveLength(1);

    const changed = await queryRows<{ since: string }>(events(), `update pgboss.schedule set cron = '* * * * *' where name = any($1) returning now()::text as since`, [SCHEDULES]);
    const since = changed[0]!.since;

    // Two ticks of every schedule sent and turned into jobs (nothing left in flight), and a run of each done.
    const ticks = await eventually(
      async () => {
        const rows = await ticksSince(since);
        return rows.every((row) => row.sends_completed >= 2 && row.sends_completed === row.sends && row.runs_completed >= 1) ? rows : undefined;
      },
      TWO_TICKS_MS,
      'two ticks of every schedule',
    );
    for (const tick of ticks) {
      // One send per minute, one job per send, no job failed or run again.
      expect(tick, tick.schedule).toMatchObject({ minutes: tick.sends, runs: tick.sends, runs_failed: 0, runs_retried: 0 });
    }
    expect(await queryRows(subgraphDatabaseUrl('commerce'), 'select id from carts where session_id = $1', [sessionId])).toEqual([]);
  });
});
