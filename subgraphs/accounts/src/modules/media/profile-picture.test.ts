import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  decompressionBomb,
  makePng,
  multipartBody,
  type MultipartBody,
  pngOfSize,
  registerUser,
  subgraph,
  type ViewerOptions,
  viewerToken,
} from '@momstride/testing';

const accounts = subgraph('accounts');

const MAX = 5_242_880;

const uploadUrl = () => `${inject('subgraphUrls').accounts!}/uploads/profile-picture`;
const mediaDir = () => inject('mediaDir');

async function upload(viewer: ViewerOptions | null, form: MultipartBody) {
  const headers: Record<string, string> = { 'content-type': form.contentType };
  if (viewer) headers['x-viewer-token'] = await viewerToken(viewer);
  const response = await fetch(uploadUrl(), { method: 'POST', headers, body: form.body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}


const profilePictureOf = async (userId: string): Promise<string | null> => {
  const result = await accounts.gql<{ me: { profilePicture: string | null } }>('{ me { profilePicture } }', {}, { userId });
  return result.data!.me.profilePicture;
};

const fileOf = (url: string) => join(mediaDir(), ...url.replace(/^\/media\//, '').split('/'));
const filesOfUser = (userId: string) => readdirSync(join(mediaDir(), 'profile-pictures')).filter((name) => name.startsWith(`${userId}-`));

describe('POST /uploads/profile-picture (accounts)', () => {
  let photo: Buffer;

  beforeAll(async () => {
    photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2a7' } }).png().toBuffer();
  });

  it('needs a viewer token and a signed-in viewer', async () => {
    const form = multipartBody(photo);
    expect(await upload(null, form)).toMatchObject({ status: 401 });
    expect(await upload({}, form)).toEqual({ status: 401, body: { detail: 'Not authenticated' } });
  });

  it('stores a re-encoded 512 px WebP and points the user at it', async () => {
    const { user } = await registerUser();
    const res = await upload({ userId: user.id }, multipartBody(photo));
    expect(res.status).toBe(200);
    const url = String(res.body.profile_picture);
    expect(url).toMatch(new RegExp(`^/media/profile-pictures/${user.id}-[0-9a-f]{24}\\.webp$`));
    expect(await profilePictureOf(user.id)).toBe(url);
    const meta = await sharp(readFileSync(fileOf(url))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('strips EXIF and GPS metadata from a JPEG', async () => {
    const { user } = await registerUser();
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a52' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jane', Copyright: 'Private' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload({ userId: user.id }, multipartBody(jpeg, { filename: 'me.jpg', type: 'image/jpeg' }));
    expect(res.status).toBe(200);
    const stored = readFileSync(fileOf(String(res.body.profile_picture)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Jane'))).toBe(false);
  });

  it('accepts exactly 5,242,880 bytes', async () => {
    const { user } = await registerUser();
    const png = pngOfSize(MAX);
    expect(png.length).toBe(MAX);
    const res = await upload({ userId: user.id }, multipartBody(png));
    expect(res.status).toBe(200);
    expect(readFileSync(fileOf(String(res.body.profile_picture))).includes(Buffer.from('Comment'))).toBe(false);
  });

  it('refuses bad uploads with the product\'s messages and keeps the previous picture', async () => {
    const { user } = await registerUser();
    const first = await upload({ userId: user.id }, multipartBody(photo));
    expect(first.status).toBe(200);
    const url = String(first.body.profile_picture);

    const tooLarge = pngOfSize(MAX + 1);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const cases: Array<[string, { body: Buffer; contentType: string }, number, string]> = [
      ['5 MB + 1 byte', multipartBody(tooLarge), 413, 'Image size must be less than 5MB'],
      ['text renamed .png', multipartBody(Buffer.from('definitely not a picture\n'), { filename: 'notes.png' }), 400, 'Please select an image file'],
      ['SVG', multipartBody(svg, { filename: 'x.svg', type: 'image/svg+xml' }), 400, 'Please select an image file'],
      ['SVG named .png', multipartBody(svg), 400, 'Please select an image file'],
      ['decompression bomb', multipartBody(decompressionBomb()), 400, 'Please select an image file'],
      ['truncated PNG', multipartBody(photo.subarray(0, photo.length - 50)), 400, 'Please select an image file'],
      ['wrong field', multipartBody(photo, { field: 'picture' }), 400, 'Please select an image file'],
      ['empty file', multipartBody(Buffer.alloc(0)), 400, 'Please select an image file'],
      ['not multipart', { body: Buffer.from('{"file":"x"}'), contentType: 'application/json' }, 400, 'Please select an image file'],
    ];
    for (const [label, form, status, detail] of cases) {
      const res = await upload({ userId: user.id }, form);
      expect(res, label).toEqual({ status, body: { detail } });
      expect(await profilePictureOf(user.id), label).toBe(url);
      expect(existsSync(fileOf(url)), label).toBe(true);
    }
    expect(filesOfUser(user.id)).toEqual([url.split('/').at(-1)]);
  });

  it('removes the previous picture when a new one replaces it', async () => {
    const { user } = await registerUser();
    const first = await upload({ userId: user.id }, multipartBody(photo));
    const second = await upload({ userId: user.id }, multipartBody(photo));
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [String(first.body.profile_picture), String(second.body.profile_picture)];
    expect(a).not.toBe(b);
    expect(existsSync(fileOf(a))).toBe(false);
    expect(existsSync(fileOf(b))).toBe(true);
    expect(await profilePictureOf(user.id)).toBe(b);
  });

  it('keeps exactly one picture when uploads race', async () => {
    const { user } = await registerUser();
    const results = await Promise.all(Array.from({ length: 4 }, () => upload({ userId: user.id }, multipartBody(photo))));
    expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const current = await profilePictureOf(user.id);
    expect(filesOfUser(user.id)).toEqual([current!.split('/').at(-1)]);
  });

  it('never deletes a file it does not own', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const mine = await upload({ userId: owner.user.id }, multipartBody(photo));
    const url = String(mine.body.profile_picture);
    // Point the other user at the owner's file behind the API's back; her next upload must not remove it.
    await accounts.withDatabase((client) => client.query('update users set profile_picture = $1 where id = $2', [url, other.user.id]));
    expect((await upload({ userId: other.user.id }, multipartBody(photo))).status).toBe(200);
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('refuses images declaring more than 25 megapixels, before decoding them', async () => {
    const { user } = await registerUser();
    // One pixel row over the cap; a plain colour compresses to a few kilobytes.
    const over = await sharp({ create: { width: 5000, height: 5001, channels: 3, background: '#888' } }).png().toBuffer();
    expect(over.length).toBeLessThan(MAX);
    expect(await upload({ userId: user.id }, multipartBody(over))).toEqual({ status: 400, body: { detail: 'Please select an image file' } });
    const atCap = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#888' } }).png().toBuffer();
    expect((await upload({ userId: user.id }, multipartBody(atCap))).status).toBe(200);
  });

  it('allows 10 uploads per member in 10 minutes, then answers 429 with Retry-After and keeps the picture', async () => {
    const { user } = await registerUser();
    const small = multipartBody(makePng(24));
    let last = '';
    for (let attempt = 1; attempt <= 10; attempt++) {
      const res = await upload({ userId: user.id }, small);
      expect(res.status, `upload ${attempt}`).toBe(200);
      last = String(res.body.profile_picture);
    }
    const response = await fetch(uploadUrl(), {
      method: 'POST',
      headers: { 'content-type': small.contentType, 'x-viewer-token': await viewerToken({ userId: user.id }) },
      body: small.body,
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await response.json()).toEqual({ detail: `Too many uploads. Please try again in ${Math.ceil(retryAfter / 60)} minutes.` });
    expect(await profilePictureOf(user.id)).toBe(last);
    expect(filesOfUser(user.id)).toEqual([last.split('/').at(-1)]);
  });
});
