import { ReferenceKind, type EntityClass, type EntityMetadata, type Platform } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/** `select <every stored column> from <table>` of an entity. */
const selectAllOf = (meta: EntityMetadata, extra?: string): string => {
  const columns = meta.props
    .filter((prop) => prop.persist !== false && !prop.formula && (prop.fieldNames?.length ?? 0) > 0)
    .flatMap((prop) => prop.fieldNames)
    .map(quote);
  if (extra) columns.push(extra);
  const table = meta.schema ? `${quote(meta.schema)}.${quote(meta.tableName)}` : quote(meta.tableName);
  return `select ${columns.join(', ')} from ${table}`;
};

/** The column of an entity's single-column primary key. */
const primaryKeyFieldOf = (meta: EntityMetadata): string => {
  const [primaryKey] = meta.primaryKeys;
  const column = meta.properties[primaryKey as keyof typeof meta.properties]?.fieldNames[0];
  if (meta.primaryKeys.length !== 1 || !column) throw new Error(`${meta.className} has no single-column primary key`);
  return column;
};

/** The (quoted) column of an entity's single-column primary key. */
const primaryKeyColumnOf = (meta: EntityMetadata): string => quote(primaryKeyFieldOf(meta));

/** The pg client knex pools (only what is used here). */
interface PooledConnection {
  query(sql: string, values: readonly unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  __knexUid?: string;
}

/** The part of knex's client used here: its pool (a transaction's client hands out the transaction's connection). */
interface KnexClient {
  acquireConnection(): Promise<PooledConnection>;
  releaseConnection(connection: PooledConnection): Promise<unknown>;
  emit(event: 'query', data: Record<string, unknown>): boolean;
}

/**
 * Runs one statement on a connection of `em`'s pool (or of its open transaction), announcing it to knex's `query`
 * listeners as knex does (the test-time SQL statement counters listen there) and to MikroORM's query log. PostgreSQL's
 * `$1`, `$2` … parameters (an array is one parameter: `= any($n)`), rows as pg gives them: for hand-written reads on a
 * hot path (a join whose rows become snapshots of two entities with toSnapshots), without MikroORM's query runner.
 */
export const selectRows = async (em: EntityManager, sql: string, values: readonly unknown[]): Promise<Record<string, unknown>[]> => {
  const { client } = (em.getTransactionContext() ?? em.getKnex()) as unknown as { client: KnexClient };
  const connection = await client.acquireConnection();
  const started = Date.now();
  try {
    client.emit('query', { sql, bindings: values, method: 'select', __knexUid: connection.__knexUid });
    const { rows } = await connection.query(sql, values);
    em.config.getLogger().logQuery({ query: sql, params: [...values], took: Date.now() - started, results: rows.length, level: 'info' });
    return rows;
  } finally {
    await client.releaseConnection(connection);
  }
};

interface ColumnMapping {
  readonly column: string;
  readonly property: string;
  readonly convert?: (value: unknown) => unknown;
}

/** How each column of a row becomes a property: MikroORM's custom types convert, dates parse; the rest as pg gives them. */
const mappingOf = (meta: EntityMetadata, platform: Platform): ColumnMapping[] =>
  meta.props
    .filter((prop) => prop.persist !== false && !prop.formula && (prop.fieldNames?.length ?? 0) > 0)
    .map((prop) => {
      if (prop.kind !== ReferenceKind.SCALAR || prop.fieldNames.length !== 1) {
        throw new Error(`entityQuery reads scalar columns only; ${meta.className}.${prop.name} is not one`);
      }
      const customType = prop.customType;
      const convert = customType
        ? (value: unknown) => (value == null ? value : customType.convertToJSValue(value, platform))
        : prop.runtimeType === 'Date'
          ? (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? new Date(value) : value)
          : undefined;
      return { column: prop.fieldNames[0]!, property: prop.name, ...(convert ? { convert } : {}) };
    });

/**
 * The prototype of an entity's snapshots: the entity class's own (so `instanceof` holds, e.g. for type-graphql's
 * `@Root()`), with plain writable data properties in front of the change-tracking accessors MikroORM puts on the
 * class's prototype, so filling a snapshot calls none of them.
 */
const snapshotPrototypeOf = (entity: EntityClass<unknown>, mapping: readonly ColumnMapping[]): object =>
  Object.create(
    entity.prototype as object,
    Object.fromEntries(mapping.map(({ property }) => [property, { value: undefined, writable: true, enumerable: false, configurable: true }])),
  ) as object;

/**
 * A fixed query for a hot read path: every stored column of `entity` followed by `tail` (where / order by / limit
 * with PostgreSQL's `$1`, `$2` … parameters; pass arrays to `= any($n)`), its rows as read-only snapshots: instances
 * of the entity class holding its properties, not managed entities. It skips what `em.find` does per call — building
 * and compiling a query, knex's runner, the identity map, and the per-instance change-tracking accessors MikroORM
 * defines on every entity it hydrates — which together cost more than the database round trip for the small reads
 * GraphQL requests make. Use it for reads; to change something, load it with em.findOne. Keep `tail` in step with
 * the entity's indexes.
 */
export function entityQuery<T extends object>(entity: EntityClass<T>, tail: string | ((meta: EntityMetadata) => string)) {
  const sqlOf = new WeakMap<EntityMetadata, string>();
  return async (em: EntityManager, values: readonly unknown[]): Promise<T[]> => {
    const meta = em.getMetadata().get<T>(entity.name);
    let sql = sqlOf.get(meta);
    if (!sql) {
      sql = `${selectAllOf(meta)} ${typeof tail === 'string' ? tail : tail(meta)}`;
      sqlOf.set(meta, sql);
    }
    return toSnapshots(em, entity, await selectRows(em, sql, values));
  };
}

/** Snapshots, and the ids of those whose mark is true. */
export interface MarkedEntities<T> {
  readonly entities: T[];
  readonly marked: ReadonlySet<string>;
}

/**
 * entityQuery with a yes or no per row computed in the same statement: `mark` is an SQL boolean over the row (e.g.
 * whether the viewer liked it, an EXISTS on the likes' key), and the ids of the rows where it holds come back beside
 * the snapshots — what a list would otherwise ask in a second query for its page of ids.
 */
export function markedEntityQuery<T extends object>(entity: EntityClass<T>, mark: string, tail: string) {
  const sqlOf = new WeakMap<EntityMetadata, { sql: string; id: string }>();
  return async (em: EntityManager, values: readonly unknown[]): Promise<MarkedEntities<T>> => {
    const meta = em.getMetadata().get<T>(entity.name);
    let query = sqlOf.get(meta);
    if (!query) {
      query = { sql: `${selectAllOf(meta, `(${mark}) as "marked"`)} ${tail}`, id: primaryKeyFieldOf(meta) };
      sqlOf.set(meta, query);
    }
    const rows = await selectRows(em, query.sql, values);
    const marked = new Set<string>();
    for (const row of rows) if (row['marked'] === true) marked.add(row[query.id] as string);
    return { entities: toSnapshots(em, entity, rows), marked };
  };
}

/** Turns rows into snapshots: one function per entity, written for its columns (see snapshotMakerOf). */
type SnapshotMaker = (rows: readonly Record<string, unknown>[]) => object[];

/**
 * The function that turns rows of an entity into snapshots, written out for its columns: `s.firstName = row["first_name"]`
 * and so on, in the order of the mapping. Every snapshot of an entity then gets its properties the same way (one
 * hidden class, fixed property stores), instead of a loop storing property names it reads from the mapping — which
 * cost a list of a hundred rows of twenty-odd columns more than reading them from PostgreSQL. Names come from the
 * entity's metadata and are quoted with JSON.stringify.
 */
const snapshotMakerOf = (mapping: readonly ColumnMapping[], prototype: object): SnapshotMaker => {
  const stores = mapping.map(({ column, property, convert }, index) => {
    const value = `row[${JSON.stringify(column)}]`;
    return `s[${JSON.stringify(property)}] = ${convert ? `convert[${index}](${value})` : value};`;
  });
  const body = `const out = new Array(rows.length);
for (let i = 0; i < rows.length; i++) {
  const row = rows[i];
  const s = Object.create(prototype);
  ${stores.join('\n  ')}
  out[i] = s;
}
return out;`;
  const make = new Function('prototype', 'convert', 'rows', body) as (prototype: object, convert: unknown[], rows: readonly Record<string, unknown>[]) => object[];
  const converts = mapping.map(({ convert }) => convert);
  return (rows) => make(prototype, converts, rows);
};

const snapshotMakers = new WeakMap<EntityMetadata, SnapshotMaker>();

/**
 * Rows of an entity's table (column names as keys, e.g. from `em.execute('select * from …')`) as read-only
 * snapshots, like entityQuery's: for hand-written read queries (search, joins) that would otherwise em.map each row.
 */
export function toSnapshots<T extends object>(em: EntityManager, entity: EntityClass<T>, rows: readonly Record<string, unknown>[]): T[] {
  const meta = em.getMetadata().get<T>(entity.name);
  let make = snapshotMakers.get(meta);
  if (!make) {
    const mapping = mappingOf(meta, em.getPlatform());
    make = snapshotMakerOf(mapping, snapshotPrototypeOf(entity, mapping));
    snapshotMakers.set(meta, make);
  }
  return make(rows) as T[];
}

type EntityQuery<T> = ReturnType<typeof entityQuery<T & object>>;
const byIdsQueries = new WeakMap<EntityClass<unknown>, EntityQuery<unknown>>();

/** Entities by primary key: `where <pk> = any($1)`, $1 the array of ids (one query per entity class). */
export const entitiesByIds = <T extends object>(entity: EntityClass<T>): EntityQuery<T> => {
  let query = byIdsQueries.get(entity) as EntityQuery<T> | undefined;
  if (!query) {
    query = entityQuery(entity, (meta) => `where ${primaryKeyColumnOf(meta)} = any($1)`);
    byIdsQueries.set(entity, query as EntityQuery<unknown>);
  }
  return query;
};
