import type { EntityClass, EntityData, EntityDictionary, EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/** `select <every stored column> from <table>` of an entity. */
const selectAllOf = (meta: EntityMetadata): string => {
  const columns = meta.props
    .filter((prop) => prop.persist !== false && !prop.formula && (prop.fieldNames?.length ?? 0) > 0)
    .flatMap((prop) => prop.fieldNames)
    .map(quote);
  const table = meta.schema ? `${quote(meta.schema)}.${quote(meta.tableName)}` : quote(meta.tableName);
  return `select ${columns.join(', ')} from ${table}`;
};

/** The (quoted) column of an entity's single-column primary key. */
const primaryKeyColumnOf = (meta: EntityMetadata): string => {
  const [primaryKey] = meta.primaryKeys;
  const column = meta.properties[primaryKey as keyof typeof meta.properties]?.fieldNames[0];
  if (meta.primaryKeys.length !== 1 || !column) throw new Error(`${meta.className} has no single-column primary key`);
  return quote(column);
};

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
 * listeners as knex does (the test-time SQL statement counters listen there) and to MikroORM's query log.
 */
const select = async (em: EntityManager, sql: string, values: readonly unknown[]): Promise<Record<string, unknown>[]> => {
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

/**
 * A fixed query for a hot read path: every stored column of `entity` followed by `tail` (where / order by / limit
 * with PostgreSQL's `$1`, `$2` … parameters; pass arrays to `= any($n)`), its rows hydrated by MikroORM into
 * entities. It skips what `em.find` does per call — building and compiling a query, knex's runner, and registering
 * the result in the identity map for change tracking — which costs more than the database round trip for the
 * small reads GraphQL requests make. The entities are read-only snapshots: to change one, load it with em.findOne.
 * Keep `tail` in step with the entity's indexes.
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
    const rows = await select(em, sql, values);
    const driver = em.getDriver();
    const factory = em.getEntityFactory();
    return rows.map((row) =>
      factory.create<T>(entity, driver.mapResult(row as EntityDictionary<T>, meta) as EntityData<T>, {
        merge: false,
        newEntity: false,
        initialized: true,
        convertCustomTypes: true,
      }),
    );
  };
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
