/**
 * The kit's own migrations: the tables every subgraph's database needs for what the kit does (domain events, the
 * mirrors a subgraph keeps), applied before the subgraph's own migrations and recorded in the database's
 * `kit_migrations` table (docs/architecture.md, "What the kit owns"). A subgraph's migrations create only its domain.
 *
 * Append only: a kit migration is never edited once released. Every statement is idempotent, because databases made
 * before the kit migrated its tables already have them (from the subgraph's first migration) with the same shape.
 */
import { DOMAIN_EVENT_TABLES_SQL, OUTBOX_TRACEPARENT_SQL } from './domain-events/tables.js';
import { EVENTS_MIRROR, MEMBERS_MIRROR, mirrorTableSql, type MirrorOptions } from './mirrors/kinds.js';
import { runMigrations, type MikroORM } from './orm.js';

/** Where each database records the kit migrations applied to it (beside MikroORM's `mikro_orm_migrations`). */
export const KIT_MIGRATIONS_TABLE = 'kit_migrations';

/** What of the kit a subgraph uses (runSubgraph's options): a kit migration may apply only to some subgraphs. */
export interface KitMigrationScope {
  readonly mirrors?: MirrorOptions | undefined;
}

export interface KitMigration {
  /** Recorded in `kit_migrations` once applied; never renamed. */
  readonly name: string;
  /** Whether this subgraph's database needs it (default: every subgraph's). */
  readonly appliesTo?: (scope: KitMigrationScope) => boolean;
  readonly sql: readonly string[];
}

export const KIT_MIGRATIONS: readonly KitMigration[] = [
  { name: 'kit-001-domain-event-tables', sql: DOMAIN_EVENT_TABLES_SQL },
  { name: 'kit-002-members-mirror', appliesTo: ({ mirrors }) => Boolean(mirrors?.members), sql: [mirrorTableSql(MEMBERS_MIRROR)] },
  { name: 'kit-003-events-mirror', appliesTo: ({ mirrors }) => Boolean(mirrors?.events), sql: [mirrorTableSql(EVENTS_MIRROR)] },
  { name: 'kit-004-outbox-traceparent', sql: [OUTBOX_TRACEPARENT_SQL] },
];

/** The kit migrations a subgraph's database needs, in order. */
export const kitMigrationsFor = (scope: KitMigrationScope): KitMigration[] =>
  KIT_MIGRATIONS.filter((migration) => migration.appliesTo?.(scope) ?? true);

/** Applies the kit migrations this database lacks, each in its own transaction with its record; returns their names. */
export async function runKitMigrations(orm: MikroORM, scope: KitMigrationScope): Promise<string[]> {
  const em = orm.em.fork();
  await em.execute(
    `create table if not exists "${KIT_MIGRATIONS_TABLE}" ("name" varchar(255) not null, "executed_at" timestamptz not null default now(), constraint "${KIT_MIGRATIONS_TABLE}_pkey" primary key ("name"))`,
    [],
    'run',
  );
  const done = new Set((await em.execute<Array<{ name: string }>>(`select "name" from "${KIT_MIGRATIONS_TABLE}"`)).map((row) => row.name));
  const applied: string[] = [];
  for (const migration of kitMigrationsFor(scope).filter((candidate) => !done.has(candidate.name))) {
    await em.transactional(async (tem) => {
      for (const statement of migration.sql) await tem.execute(statement, [], 'run');
      await tem.execute(`insert into "${KIT_MIGRATIONS_TABLE}" ("name") values (?)`, [migration.name], 'run');
    });
    applied.push(migration.name);
  }
  return applied;
}

/**
 * Brings a subgraph's database to its current version: the kit's migrations, then the subgraph's own (MikroORM's
 * migrator). Returns the names applied, the kit's first. Runs under the start-up lock (withStartupLock).
 */
export async function migrateDatabase(orm: MikroORM, scope: KitMigrationScope): Promise<string[]> {
  const kit = await runKitMigrations(orm, scope);
  return [...kit, ...(await runMigrations(orm))];
}
