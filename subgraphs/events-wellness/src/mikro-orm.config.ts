import { createOrmConfig, migrationPathsOf } from '@momstride/kit';
import type { Options } from '@mikro-orm/postgresql';
import { entities } from './entities.js';

/** events-wellness's ORM configuration (as runSubgraph builds it), for tools and tests that open the database themselves. */
export function eventsWellnessOrmConfig(databaseUrl: string): Options {
  return createOrmConfig({ clientUrl: databaseUrl, entities, ...migrationPathsOf(import.meta.url) });
}
