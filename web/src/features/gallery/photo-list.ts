/**
 * The list after a fresh first page came: that page, then what had been paged in beyond it (photos newer than its
 * end may have pushed some down, deleted ones are gone). A first page that is not full is the whole list.
 */
export function withFreshFirstPage<T extends { id: string }>(previous: readonly T[], fresh: readonly T[], pageSize: number): T[] {
  if (fresh.length < pageSize) return [...fresh];
  const last = fresh.at(-1);
  const lastIndex = last ? previous.findIndex((item) => item.id === last.id) : -1;
  const freshIds = new Set(fresh.map((item) => item.id));
  const rest = (lastIndex >= 0 ? previous.slice(lastIndex + 1) : previous.slice(pageSize)).filter((item) => !freshIds.has(item.id));
  return [...fresh, ...rest];
}

export { withNextPage } from '../../lib/list-pages';
