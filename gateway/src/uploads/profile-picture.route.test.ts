import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  decompressionBomb,
  gatewayUrl,
  makePng,
  type Member,
  multipartBody,
  type MultipartBody,
  pngOfSize,
  registerMember,
} from '@momstride/testing';

const MAX = 5_242_880;
const PATH = '/api/users/me/profile-picture';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Sends raw bytes; without a Content-Length (chunked) when `chunked` is set. */
function send(form: MultipartBody, { token, chunked = false }: { token?: string; chunked?: boolean } = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': form.contentType };
    if (!chunked) headers['content-length'] = String(form.body.length);
    if (token) headers['authorization'] = `Bearer ${token}`;
    const req = httpRequest(new URL(PATH, gatewayUrl()), { method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    if (chunked) {
      // 64 KiB pieces, like a browser streaming a file.
      for (let offset = 0; offset < form.body.length; offset += 65_536) req.write(form.body.subarray(offset, offset + 65_536));
    } else {
      req.write(form.body);
    }
    req.end();
  });
}


const fileOf = (url: string) => join(inject('mediaDir'), ...url.replace(/^\/media\//, '').split('/'));
const me = async (member: Member) => (await call('GET', '/api/users/me', { token: member.accessToken })).body;

describe('POST /api/users/me/profile-picture', () => {
  let png: Buffer;
  let jpegWithGps: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 1024, height: 640, channels: 4, background: '#e91e63' } }).png().toBuffer();
    jpegWithGps = await sharp({ create: { width: 800, height: 1200, channels: 3, background: '#3f51b5' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Hidden Name' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' } })
      .toBuffer();
  });

  it('answers 401 without a token and for a bad one', async () => {
    const anonymous = await send(multipartBody(png));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ detail: 'Not authenticated' });
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    const forged = await send(multipartBody(png), { token: 'not-a-jwt' });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ detail: 'Could not validate credentials' });
  });

  it('stores a metadata-free 512 px WebP, served at /media with nosniff, and shows it on the profile', async () => {
    const member = await registerMember();
    const res = await send(multipartBody(jpegWithGps, { filename: 'holiday.jpg', type: 'image/jpeg' }), { token: member.accessToken });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['profile_picture']);
    const url: string = res.body.profile_picture;
    expect(url).toMatch(new RegExp(`^/media/profile-pictures/${member.user.id}-[0-9a-f]+\\.webp$`));
    expect((await me(member)).profile_picture).toBe(url);
    expect(existsSync(fileOf(url))).toBe(true);

    const served = await fetch(new URL(url, gatewayUrl()));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Hidden Name'))).toBe(false);
  });

  it('streams a chunked upload (no Content-Length) through', async () => {
    const member = await registerMember();
    const res = await send(multipartBody(png), { token: member.accessToken, chunked: true });
    expect(res.status).toBe(200);
    expect(existsSync(fileOf(res.body.profile_picture))).toBe(true);
  });

  it('refuses bad uploads with the product\'s messages and keeps the previous picture', async () => {
    const member = await registerMember();
    const first = await send(multipartBody(png), { token: member.accessToken });
    expect(first.status).toBe(200);
    const url: string = first.body.profile_picture;

    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(document.cookie)</script></svg>');
    const tooLarge = multipartBody(pngOfSize(MAX + 1));
    const wayTooLarge = multipartBody(Buffer.alloc(7 * 1024 * 1024, 1));
    const cases: Array<[string, Promise<Reply>, number, string]> = [
      ['5 MB + 1 byte', send(tooLarge, { token: member.accessToken }), 413, 'Image size must be less than 5MB'],
      ['5 MB + 1 byte, chunked', send(tooLarge, { token: member.accessToken, chunked: true }), 413, 'Image size must be less than 5MB'],
      ['7 MB (Content-Length over the cap)', send(wayTooLarge, { token: member.accessToken }), 413, 'Image size must be less than 5MB'],
      ['7 MB chunked (cut off while streaming)', send(wayTooLarge, { token: member.accessToken, chunked: true }), 413, 'Image size must be less than 5MB'],
      ['text renamed .png', send(multipartBody(Buffer.from('hello, I am text\n'), { filename: 'photo.png' }), { token: member.accessToken }), 400, 'Please select an image file'],
      ['SVG', send(multipartBody(svg, { filename: 'logo.svg', type: 'image/svg+xml' }), { token: member.accessToken }), 400, 'Please select an image file'],
      ['decompression bomb', send(multipartBody(decompressionBomb()), { token: member.accessToken }), 400, 'Please select an image file'],
      ['not multipart', send({ body: Buffer.from('{}'), contentType: 'application/json' }, { token: member.accessToken }), 400, 'Please select an image file'],
    ];
    for (const [label, pending, status, detail] of cases) {
      const res = await pending;
      expect(res.status, label).toBe(status);
      expect(res.body, label).toEqual({ detail });
      expect((await me(member)).profile_picture, label).toBe(url);
      expect(existsSync(fileOf(url)), label).toBe(true);
    }
  });

  it('deletes the previous file when a new picture replaces it', async () => {
    const member = await registerMember();
    const first = await send(multipartBody(png), { token: member.accessToken });
    const second = await send(multipartBody(jpegWithGps, { type: 'image/jpeg' }), { token: member.accessToken });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(existsSync(fileOf(first.body.profile_picture))).toBe(false);
    expect(existsSync(fileOf(second.body.profile_picture))).toBe(true);
    expect((await fetch(new URL(first.body.profile_picture, gatewayUrl()))).status).toBe(404);
    expect((await me(member)).profile_picture).toBe(second.body.profile_picture);
    expect(readFileSync(fileOf(second.body.profile_picture)).subarray(8, 12).toString()).toBe('WEBP');
  });

  it('passes the per-member upload budget on: the 11th upload within 10 minutes is 429 with Retry-After', async () => {
    const member = await registerMember();
    const small = multipartBody(makePng(24));
    for (let upload = 1; upload <= 10; upload++) {
      expect((await send(small, { token: member.accessToken })).status, `upload ${upload}`).toBe(200);
    }
    const refused = await send(small, { token: member.accessToken });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many uploads\. Please try again in \d+ minutes?\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another member's budget is her own.
    const other = await registerMember();
    expect((await send(small, { token: other.accessToken })).status).toBe(200);
  });
});
