import type { EntityClass, EntityDictionary, EntityMetadata } from '@mikro-orm/core';
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

/**
 * A fixed query for a hot read path: every stored column of `entity` followed by `tail` (where / order by / limit
 * with `?` bindings; an array binding expands to a list), its rows as managed entities of `em` (em.map) — what
 * `em.find` would give, without building and compiling a query on every call, which costs more than the database
 * round trip for the small reads GraphQL requests make. Keep `tail` in step with the entity's indexes.
 */
export function entityQuery<T extends object>(entity: EntityClass<T>, tail: string | ((meta: EntityMetadata) => string)) {
  const sqlOf = new WeakMap<EntityMetadata, string>();
  return async (em: EntityManager, bindings: readonly unknown[]): Promise<T[]> => {
    const meta = em.getMetadata().get(entity.name);
    let sql = sqlOf.get(meta);
    if (!sql) {
      sql = `${selectAllOf(meta)} ${typeof tail === 'string' ? tail : tail(meta)}`;
      sqlOf.set(meta, sql);
    }
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(sql, [...bindings], 'all', em.getTransactionContext());
    return rows.map((row) => em.map(entity, row as EntityDictionary<T>));
  };
}

type EntityQuery<T> = ReturnType<typeof entityQuery<T & object>>;
const byIdsQueries = new WeakMap<EntityClass<unknown>, EntityQuery<unknown>>();

/** Entities by primary key: `where <pk> in (?)` with the ids as one array binding (one query per entity class). */
export const entitiesByIds = <T extends object>(entity: EntityClass<T>): EntityQuery<T> => {
  let query = byIdsQueries.get(entity) as EntityQuery<T> | undefined;
  if (!query) {
    query = entityQuery(entity, (meta) => `where ${primaryKeyColumnOf(meta)} in (?)`);
    byIdsQueries.set(entity, query as EntityQuery<unknown>);
  }
  return query;
};
