/**
 * `momstride_media_stored_bytes` (docs/operations.md, "Metrics"): the bytes of a service's uploads in the object
 * storage (its folders), measured when scraped, at most every 5 minutes.
 */
import { cachedReading } from '../metrics/scrape-cache.js';
import { serviceMetrics } from '../metrics/service-metrics.js';
import { SIZE_READING_MS } from '../metrics/subgraph-gauges.js';
import type { ObjectStorage } from './object-storage.js';

export function watchMediaBytes(service: string, storage: Promise<ObjectStorage>, folders: readonly string[]): void {
  const bytes = cachedReading(async () => {
    const store = await storage;
    const sizes = await Promise.all(folders.map((folder) => store.storedBytes(folder)));
    return sizes.reduce((sum, size) => sum + size, 0);
  }, SIZE_READING_MS);
  serviceMetrics(service).scrapedGauge('momstride_media_stored_bytes', 'Bytes of the service’s uploads in the object storage (measured at most every 5 minutes)', [], async (gauge) => {
    gauge.set(await bytes());
  });
}
