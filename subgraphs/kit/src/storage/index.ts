export * from './object-storage.js';
export * from './local-disk-storage.js';
// S3Storage itself is reached through createObjectStorage (it loads the AWS SDK on demand).
export type { S3StorageOptions } from './s3-storage.js';
export * from './env.js';
export * from './create-storage.js';
export * from './image.js';
export * from './multipart.js';
export * from './semaphore.js';
export * from './media-metrics.js';
