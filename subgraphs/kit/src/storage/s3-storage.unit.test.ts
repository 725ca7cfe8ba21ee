import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from './object-storage.js';
import { S3Storage } from './s3-storage.js';

interface CapturedRequest {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The real SDK with an HTTP handler that records each request instead of sending it. */
function capturingStorage(overrides: Partial<ConstructorParameters<typeof S3Storage>[0]> = {}) {
  const requests: CapturedRequest[] = [];
  const requestHandler = {
    handle: async (request: CapturedRequest) => {
      requests.push(request);
      return { response: { statusCode: request.method === 'DELETE' ? 204 : 200, headers: { etag: '"abc"' }, body: undefined } };
    },
  } as unknown as S3ClientConfig['requestHandler'];
  const storage = new S3Storage({
    bucket: 'momstride-media',
    region: 'eu-central-1',
    endpoint: 'https://s3.example.test:9000',
    forcePathStyle: true,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    publicUrl: 'https://cdn.example.test/media/',
    requestHandler,
    ...overrides,
  });
  return { storage, requests };
}

describe('S3Storage', () => {
  it('sends a signed path-style PutObject with the bytes and content type, and answers the public URL', async () => {
    const { storage, requests } = capturingStorage();
    const bytes = Buffer.from('webp-bytes');
    const { url } = await storage.put('profile-pictures/u1-abc.webp', bytes, 'image/webp');
    expect(url).toBe('https://cdn.example.test/media/profile-pictures/u1-abc.webp');
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('PUT');
    expect(request.hostname).toBe('s3.example.test');
    expect(request.port).toBe(9000);
    expect(request.path).toBe('/momstride-media/profile-pictures/u1-abc.webp');
    expect(request.headers['content-type']).toBe('image/webp');
    expect(request.headers['content-length']).toBe(String(bytes.length));
    expect(request.headers['cache-control']).toContain('max-age');
    expect(request.headers['authorization']).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-central-1\/s3\/aws4_request/);
    expect(Buffer.from(request.body as Uint8Array).toString()).toBe('webp-bytes');
  });

  it('sends DeleteObject for the key', async () => {
    const { storage, requests } = capturingStorage();
    await storage.delete('profile-pictures/u1-abc.webp');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('DELETE');
    expect(requests[0]!.path).toBe('/momstride-media/profile-pictures/u1-abc.webp');
  });

  it('uses virtual-hosted addressing when path style is off', async () => {
    const { storage, requests } = capturingStorage({ endpoint: undefined, forcePathStyle: false });
    await storage.put('a.webp', Buffer.from('x'), 'image/webp');
    expect(requests[0]!.hostname).toBe('momstride-media.s3.eu-central-1.amazonaws.com');
    expect(requests[0]!.path).toBe('/a.webp');
  });

  it('refuses invalid keys before any request, and knows its own URLs', async () => {
    const { storage, requests } = capturingStorage();
    await expect(storage.put('../x', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete('a/../../b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(requests).toHaveLength(0);
    expect(storage.keyOf('https://cdn.example.test/media/profile-pictures/a.webp')).toBe('profile-pictures/a.webp');
    expect(storage.keyOf('/media/profile-pictures/a.webp')).toBeUndefined();
  });
});
