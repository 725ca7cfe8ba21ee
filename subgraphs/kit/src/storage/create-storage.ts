import type { StorageConfig } from './env.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import type { ObjectStorage } from './object-storage.js';

/**
 * The storage driver the configuration selects (local disk by default). The AWS SDK is loaded only when the
 * S3 driver is chosen.
 */
export async function createObjectStorage(config: StorageConfig): Promise<ObjectStorage> {
  if (config.driver === 'local') return new LocalDiskStorage({ root: config.mediaDir });
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage({
    bucket: config.bucket,
    region: config.region,
    publicUrl: config.publicUrl,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}
