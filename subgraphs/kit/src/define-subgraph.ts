import type { z } from 'zod';
import { createOrmConfig, migrationPathsOf, type OrmConfigOptions, type OrmOptions } from './orm.js';
import type { RunSubgraphOptions } from './run-subgraph.js';

/**
 * A subgraph, whole: what it is (name, entities, migrations beside `moduleUrl`, schema, seed, mirrors, subscriptions) and
 * how it starts (setup). Each subgraph exports one, `subgraph` in its `src/subgraph.ts`; the kit runs it (runSubgraph:
 * alone by its index.ts, or beside the others in the monolith), prints its schema (print-schema.ts) and opens its
 * database (ormConfigOf). docs/architecture.md, "Adding a subgraph".
 */
export const defineSubgraph = <TShape extends z.ZodRawShape = Record<never, never>, TLoaders = unknown, TExtra extends object = object>(
  definition: RunSubgraphOptions<TShape, TLoaders, TExtra>,
): RunSubgraphOptions<TShape, TLoaders, TExtra> => definition;

/** A subgraph's ORM configuration on the database at `clientUrl`, as runSubgraph opens it (tests and tools open it so too). */
export const ormConfigOf = (
  definition: Pick<RunSubgraphOptions<z.ZodRawShape, unknown, object>, 'name' | 'moduleUrl' | 'entities' | 'skipTables'>,
  clientUrl: string,
  overrides: Pick<OrmConfigOptions, 'poolMax'> = {},
): OrmOptions =>
  createOrmConfig({
    clientUrl,
    entities: definition.entities,
    contextName: definition.name,
    ...migrationPathsOf(definition.moduleUrl),
    ...(definition.skipTables ? { skipTables: [...definition.skipTables] } : {}),
    ...overrides,
  });
