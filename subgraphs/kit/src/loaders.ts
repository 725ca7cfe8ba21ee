import DataLoader from 'dataloader';
import type { EntityClass, EntityDictionary, EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/** `select <every stored column> from <table> where <pk> in (?)`, built once per entity class. */
const selectByIdsSql = new WeakMap<EntityMetadata, string>();

const byIdsSqlOf = (meta: EntityMetadata): string => {
  let sql = selectByIdsSql.get(meta);
  if (!sql) {
    const columns = meta.props
      .filter((prop) => prop.persist !== false && !prop.formula && (prop.fieldNames?.length ?? 0) > 0)
      .flatMap((prop) => prop.fieldNames)
      .map(quote);
    const [primaryKey] = meta.primaryKeys;
    const pkColumn = meta.properties[primaryKey as keyof typeof meta.properties]?.fieldNames[0];
    if (!pkColumn) throw new Error(`${meta.className} has no single-column primary key`);
    const table = meta.schema ? `${quote(meta.schema)}.${quote(meta.tableName)}` : quote(meta.tableName);
    sql = `select ${columns.join(', ')} from ${table} where ${quote(pkColumn)} in (?)`;
    selectByIdsSql.set(meta, sql);
  }
  return sql;
};

/**
 * A per-request loader of entities by (uuid) id: N loads in one tick become one statement, and the rows become
 * managed entities of `em` (em.map), as `em.find(Entity, { id: { $in: ids } })` would give — without building
 * and compiling a query per call, which costs more than the database round trip for these one-row lookups.
 * Unknown or malformed ids resolve to null.
 */
export function createEntityByIdLoader<T extends { id: string }>(
  em: EntityManager,
  entity: EntityClass<T>,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(async (ids) => {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return ids.map(() => null);
    const sql = byIdsSqlOf(em.getMetadata().get(entity.name));
    const rows = await em.getConnection().execute<Record<string, unknown>[]>(sql, [valid], 'all', em.getTransactionContext());
    const byId = new Map<string, T>();
    for (const row of rows) {
      const found = em.map(entity, row as EntityDictionary<T>);
      byId.set(found.id, found);
    }
    return ids.map((id) => byId.get(id) ?? null);
  });
}
