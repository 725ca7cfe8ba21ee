/**
 * Readings for gauges measured when scraped (a query, a walk over files): at most one reading per `maxAgeMs`, the
 * last one answered meanwhile, and one reading in flight at a time however many scrapes come at once.
 */
export function cachedReading<T>(read: () => Promise<T>, maxAgeMs: number, now: () => number = Date.now): () => Promise<T> {
  let last: { value: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    pending ??= read()
      .then((value) => {
        last = { value, at: now() };
        return value;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
