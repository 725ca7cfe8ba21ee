import pg from 'pg';
import { DataloaderType, type EntityClass, type EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM, type Options } from '@mikro-orm/postgresql';
import { SeedManager } from '@mikro-orm/seeder';
import { fileURLToPath } from 'node:url';
import { DEMO_SEED_TABLE } from './demo-seed.js';
import { DOMAIN_EVENT_TABLES } from './domain-events/tables.js';
import { KIT_MIGRATIONS_TABLE } from './kit-migrations.js';

export { MikroORM };
export type { EntityManager, Options as OrmOptions } from '@mikro-orm/postgresql';

export interface OrmConfigOptions {
  /** URL of this subgraph's own database. */
  clientUrl: string;
  /** Every entity, listed explicitly (no folder discovery). */
  entities: Array<EntityClass<unknown> | EntitySchema>;
  /** Absolute folder holding the compiled migrations (dist/migrations, .js files). */
  migrationsPath: string;
  /** Absolute folder holding the TypeScript migrations (src/migrations); used when generating. */
  migrationsPathTs?: string;
  /** Tables that exist in the database but belong to no entity (left alone by the schema diff; the kit's
   * domain-event tables, its migrations' record and its demo-seed record are always added). */
  skipTables?: string[];
  debug?: boolean;
  poolMax?: number;
  /**
   * Names the ORM's request and transaction contexts (MikroORM keys them by this name): the subgraph's name, so that
   * several subgraphs in one process (monolithic mode) never see each other's EntityManager.
   */
  contextName?: string;
}

/** MikroORM 6.6 PostgreSQL configuration shared by every subgraph. */
export function createOrmConfig(options: OrmConfigOptions): Options {
  return defineConfig({
    clientUrl: options.clientUrl,
    entities: options.entities,
    ...(options.contextName ? { contextName: options.contextName } : {}),
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true, warnWhenNoEntities: false },
    metadataCache: { enabled: false },
    extensions: [Migrator, SeedManager],
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    allowGlobalContext: false,
    ensureDatabase: false,
    preferTs: false,
    debug: options.debug ?? false,
    // An idle connection is kept two minutes, past the outbox relay's once-a-minute safety poll: a subgraph at rest keeps
    // one connection rather than opening one (a fork and an authentication in PostgreSQL) every minute.
    pool: { min: 0, max: options.poolMax ?? 10, idleTimeoutMillis: 120_000 },
    schemaGenerator: { skipTables: [...DOMAIN_EVENT_TABLES, KIT_MIGRATIONS_TABLE, DEMO_SEED_TABLE, ...(options.skipTables ?? [])] },
    migrations: {
      path: options.migrationsPath,
      ...(options.migrationsPathTs ? { pathTs: options.migrationsPathTs } : {}),
      glob: '!(*.d).{js,ts}',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
      disableForeignKeys: false,
      silent: true,
    },
  });
}

/**
 * Migration folders of a subgraph from the URL of a module in its `src/` (or compiled `dist/`) root, e.g. its
 * index or its definition (subgraph.ts): compiled migrations in `dist/migrations`, TypeScript ones in `src/migrations`.
 */
export const migrationPathsOf = (moduleUrl: string): Pick<OrmConfigOptions, 'migrationsPath' | 'migrationsPathTs'> => ({
  migrationsPath: fileURLToPath(new URL('../dist/migrations', moduleUrl)),
  migrationsPathTs: fileURLToPath(new URL('../src/migrations', moduleUrl)),
});

export async function initOrm(config: Options): Promise<MikroORM> {
  return MikroORM.init(config);
}

/** Applies every pending migration; returns the names applied. */
export async function runMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((migration) => migration.name);
}

/** Advisory lock key (each subgraph's own database) held while a process migrates and seeds: "momstride start-up". */
const STARTUP_LOCK = 0x4d_53_53_55;

/**
 * Runs `work` (migrations, demo seed) while holding a session advisory lock on the database at `url`, taken on a
 * connection of its own: copies of a subgraph starting together take turns, so a migration never runs twice at once
 * (the next copy finds it applied). Ending the connection releases the lock, also when `work` fails.
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'momstride-startup-lock' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** True when the database answers `SELECT 1`. */
export async function isDatabaseReady(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.getConnection().execute('select 1 as ok');
    return true;
  } catch {
    return false;
  }
}
