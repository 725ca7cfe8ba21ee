import { fileURLToPath } from 'node:url';
import { createOrmConfig } from '@momstride/kit';
import type { Options } from '@mikro-orm/postgresql';
import { entities } from './entities.js';

/** dist/migrations when compiled (the folder next to this file). */
const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));
const migrationsPathTs = fileURLToPath(new URL('../src/migrations', import.meta.url));

export function communityOrmConfig(databaseUrl: string): Options {
  return createOrmConfig({ clientUrl: databaseUrl, entities, migrationsPath, migrationsPathTs });
}
