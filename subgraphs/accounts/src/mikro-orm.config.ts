import { createOrmConfig, migrationPathsOf } from '@momstride/kit';
import type { Options } from '@mikro-orm/postgresql';
import { entities, SQL_ONLY_TABLES } from './entities.js';

/** accounts' ORM configuration (as runSubgraph builds it), for tools and tests that open the database themselves. */
export function accountsOrmConfig(databaseUrl: string): Options {
  return createOrmConfig({ clientUrl: databaseUrl, entities, ...migrationPathsOf(import.meta.url), skipTables: SQL_ONLY_TABLES });
}
