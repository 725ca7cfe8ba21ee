/** The list with a next page appended (items it already shows are not repeated: offsets move when items arrive). */
export function withNextPage<T extends { id: string }>(previous: readonly T[], next: readonly T[]): T[] {
  const known = new Set(previous.map((item) => item.id));
  return [...previous, ...next.filter((item) => !known.has(item.id))];
}
