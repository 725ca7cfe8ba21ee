import DataLoader from 'dataloader';
import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * A per-request loader of entities by (uuid) id: N loads in one tick become one
 * `em.find(Entity, { id: { $in: ids } })`. Unknown or malformed ids resolve to null.
 */
export function createEntityByIdLoader<T extends { id: string }>(
  em: EntityManager,
  entity: EntityClass<T>,
): DataLoader<string, T | null> {
  return new DataLoader<string, T | null>(async (ids) => {
    const valid = [...new Set(ids.filter(isUuid))];
    const rows = valid.length === 0 ? [] : await em.find(entity, { id: { $in: valid } } as unknown as FilterQuery<T>);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
