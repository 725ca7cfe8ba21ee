import { createOrmConfig, migrationPathsOf } from '@momstride/kit';
import type { Options } from '@mikro-orm/postgresql';
import { entities, SQL_ONLY_TABLES } from './entities.js';

/** commerce's ORM configuration (as runSubgraph builds it), for tools and tests that open the database themselves. */
export function commerceOrmConfig(databaseUrl: string): Options {
  return createOrmConfig({ clientUrl: databaseUrl, entities, skipTables: SQL_ONLY_TABLES, ...migrationPathsOf(import.meta.url) });
}
