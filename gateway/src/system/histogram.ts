/** A histogram's buckets summed over series: upper bound (seconds, +Infinity last) → observations at or below it. */
export type Buckets = Map<number, number>;

/** Adds the buckets `from` into `into`. */
export const addBuckets = (from: ReadonlyMap<number, number>, into: Buckets): Buckets => {
  for (const [le, count] of from) into.set(le, (into.get(le) ?? 0) + count);
  return into;
};

/**
 * The `q` quantile (0..1) of cumulative buckets in milliseconds, as Prometheus' histogram_quantile estimates it: linear
 * within the bucket holding the rank, the largest finite bound when the rank falls in +Inf; null without observations.
 */
export const quantileMs = (buckets: ReadonlyMap<number, number>, q: number): number | null => {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const total = buckets.get(Infinity) ?? (bounds.length > 0 ? buckets.get(bounds.at(-1)!)! : 0);
  if (total <= 0) return null;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const bound of bounds) {
    const cumulative = buckets.get(bound)!;
    if (cumulative >= rank) {
      if (bound === Infinity) return round(lowerBound * 1000);
      const inBucket = cumulative - lowerCount;
      const seconds = inBucket > 0 ? lowerBound + ((bound - lowerBound) * (rank - lowerCount)) / inBucket : bound;
      return round(seconds * 1000);
    }
    lowerBound = bound;
    lowerCount = cumulative;
  }
  return round(lowerBound * 1000);
};

/** Milliseconds to a tenth. */
const round = (value: number): number => Math.round(value * 10) / 10;
