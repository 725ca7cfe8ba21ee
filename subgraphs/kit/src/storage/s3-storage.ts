import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { assertValidStorageKey, keyUnder, publicUrlFor, type ObjectStorage } from './object-storage.js';

export interface S3StorageOptions {
  readonly bucket: string;
  readonly region: string;
  /** Endpoint of an S3-compatible service (MinIO, R2, Spaces, ...); AWS itself when absent. */
  readonly endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible services need. */
  readonly forcePathStyle?: boolean;
  /** Static credentials; the SDK's default chain (env, profile, instance role) when absent. */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Public URL prefix objects are served from (a CDN or the bucket's public URL); key is appended. */
  readonly publicUrl: string;
  /** Cache-Control stored with each object. */
  readonly cacheControl?: string;
  /** The SDK's HTTP handler (tests capture requests with one; production uses the default). */
  readonly requestHandler?: S3ClientConfig['requestHandler'];
}

/** Objects in an S3-compatible bucket, served from `publicUrl`. */
export class S3Storage implements ObjectStorage {
  readonly client: S3Client;
  private readonly options: S3StorageOptions;

  constructor(options: S3StorageOptions) {
    this.options = options;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      ...(options.credentials ? { credentials: { ...options.credentials } } : {}),
      // Checksums only where S3 requires them: several S3-compatible services reject the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.requestHandler ? { requestHandler: options.requestHandler } : {}),
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<{ url: string }> {
    assertValidStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        CacheControl: this.options.cacheControl ?? 'public, max-age=31536000, immutable',
      }),
    );
    return { url: publicUrlFor(this.options.publicUrl, key) };
  }

  async delete(key: string): Promise<void> {
    assertValidStorageKey(key);
    // S3 answers 204 for a missing key too, so deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  keyOf(url: string): string | undefined {
    return keyUnder(this.options.publicUrl, url);
  }

  async read(key: string): Promise<Uint8Array | undefined> {
    assertValidStorageKey(key);
    try {
      const reply = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return reply.Body ? await reply.Body.transformToByteArray() : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async storedBytes(folder: string): Promise<number> {
    let bytes = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: `${assertValidStorageKey(folder)}/`, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const object of page.Contents ?? []) bytes += object.Size ?? 0;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return bytes;
  }
}
