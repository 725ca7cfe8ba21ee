import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createObjectStorage } from './create-storage.js';
import { parseStorageEnv } from './env.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { S3Storage } from './s3-storage.js';

describe('storage environment', () => {
  it('defaults to the local driver under .data/uploads', async () => {
    const config = parseStorageEnv({});
    expect(config).toEqual({ driver: 'local', mediaDir: resolve(process.cwd(), '.data/uploads') });
    expect(await createObjectStorage(config)).toBeInstanceOf(LocalDiskStorage);
    expect(parseStorageEnv({ STORAGE_DRIVER: 'local', MEDIA_DIR: '/srv/media' })).toEqual({ driver: 'local', mediaDir: '/srv/media' });
  });

  it('builds the S3 driver from S3_* variables', async () => {
    const config = parseStorageEnv({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.test',
    });
    expect(config).toEqual({
      driver: 's3',
      bucket: 'media',
      region: 'auto',
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.example.test',
    });
    expect(await createObjectStorage(config)).toBeInstanceOf(S3Storage);
    const aws = parseStorageEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'us-east-1', S3_PUBLIC_URL: 'https://b.example.test' });
    expect(aws).toMatchObject({ driver: 's3', forcePathStyle: false });
    expect(aws).not.toHaveProperty('credentials');
    expect(parseStorageEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_PUBLIC_URL: 'https://x.test', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      forcePathStyle: true,
    });
  });

  it('names every missing S3 variable clearly', () => {
    expect(() => parseStorageEnv({ STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET is required when STORAGE_DRIVER=s3[\s\S]*S3_REGION is required[\s\S]*S3_PUBLIC_URL is required/,
    );
    expect(() =>
      parseStorageEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_PUBLIC_URL: 'https://x.test', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
    expect(() => parseStorageEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER must be "local" or "s3"/);
    expect(() => parseStorageEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_PUBLIC_URL: 'not a url' })).toThrow(
      /S3_PUBLIC_URL must be an http\(s\) URL/,
    );
  });
});
