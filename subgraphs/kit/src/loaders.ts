import DataLoader from 'dataloader';
import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { entitiesByIds } from './entity-query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * A per-request loader of entities by (uuid) id: N loads in one tick become one statement (built once per entity,
 * see entity-query.ts) returning read-only snapshots (see entityQuery). Unknown or malformed ids resolve to null. Loaders serve reads;
 * a mutation loads what it changes with em.findOne.
 */
export function createEntityByIdLoader<T extends { id: string }>(
  em: EntityManager,
  entity: EntityClass<T>,
): DataLoader<string, T | null> {
  const byIds = entitiesByIds(entity);
  return new DataLoader<string, T | null>(async (ids) => {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return ids.map(() => null);
    const byId = new Map((await byIds(em, [valid])).map((found) => [found.id, found]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}
