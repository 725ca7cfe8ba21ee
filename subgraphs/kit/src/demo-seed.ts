import type { MikroORM } from './orm.js';

/**
 * Demo data (SEED_DEMO_DATA) is seeded once per database version, not on every start: when the database has no record
 * of a seed yet, or when this start applied migrations (a new version may bring more demo data; seeders are
 * idempotent). The record is a one-row table of the kit's, left alone by the ORM's schema diff.
 */
export const DEMO_SEED_TABLE = 'demo_seed';

/** True when the demo seed should run now (`applied`: the migrations this start applied). */
export async function demoSeedDue(orm: MikroORM, applied: readonly string[]): Promise<boolean> {
  if (applied.length > 0) return true;
  const connection = orm.em.getConnection();
  const [table] = await connection.execute<Array<{ present: boolean }>>(`select to_regclass('${DEMO_SEED_TABLE}') is not null as present`);
  if (!table?.present) return true;
  const rows = await connection.execute<Array<{ seeded: boolean }>>(`select true as seeded from ${DEMO_SEED_TABLE} limit 1`);
  return rows.length === 0;
}

/** Records that the demo seed has run (after it has). */
export async function recordDemoSeed(orm: MikroORM): Promise<void> {
  const connection = orm.em.getConnection();
  await connection.execute(`create table if not exists ${DEMO_SEED_TABLE} (seeded_at timestamptz not null default now())`);
  await connection.execute(`delete from ${DEMO_SEED_TABLE}`);
  await connection.execute(`insert into ${DEMO_SEED_TABLE} default values`);
}
