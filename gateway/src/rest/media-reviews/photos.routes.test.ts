import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  eventually,
  gatewayUrl,
  loginOwner,
  makePng,
  type MultipartBody,
  multipartBody,
  pngOfSize,
  registerMember,
} from '@momstride/testing';

const PHOTO_KEYS = [
  'category',
  'created_at',
  'description',
  'height',
  'id',
  'image_url',
  'is_liked',
  'likes_count',
  'problem',
  'status',
  'thumbnail_url',
  'title',
  'uploader_business',
  'uploader_id',
  'uploader_name',
  'width',
];

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** POSTs a multipart body to /api/gallery/photos. */
function upload(form: MultipartBody, token?: string) {
  return new Promise<Reply>((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': form.contentType, 'content-length': String(form.body.length) };
    if (token) headers['authorization'] = `Bearer ${token}`;
    const req = httpRequest(new URL('/api/gallery/photos', gatewayUrl()), { method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    req.end(form.body);
  });
}

const byUrl = (token: string, json: Record<string, unknown>) => call('POST', '/api/gallery/photos', { token, json });
const photo = (token: string, id: string) => call('GET', `/api/gallery/photos/${id}`, { token });

/** The photo once its check is done (no longer pending). */
const settled = (token: string, id: string) =>
  eventually(
    async () => {
      const reply = await photo(token, id);
      return reply.body?.status !== 'pending' ? reply : undefined;
    },
    30_000,
    `photo ${id} to be checked`,
  );

describe('REST /api/gallery/photos', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c2577a' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Hidden Name' } })
      .toBuffer();
  });

  it('uploads a file (201, the REST shape, ready at once) that the gallery then serves as our own WebP', async () => {
    const member = await registerMember();
    expect((await call('PUT', '/api/users/me', { token: member.accessToken, json: { first_name: 'Test', last_name: 'Member', business_name: 'Bloom Studio' } })).status).toBe(200);
    const form = multipartBody(jpeg, { filename: 'walk.jpg', type: 'image/jpeg', fields: { title: ' Morning walk ', description: 'Cold but lovely', category: 'walks' } });
    const reply = await upload(form, member.accessToken);
    expect(reply.status).toBe(201);
    expect(Object.keys(reply.body).sort()).toEqual(PHOTO_KEYS);
    expect(reply.body).toMatchObject({
      title: 'Morning walk',
      description: 'Cold but lovely',
      category: 'walks',
      status: 'ready',
      problem: null,
      width: 1600,
      height: 1200,
      uploader_id: member.user.id,
      uploader_name: `${member.user.first_name} ${member.user.last_name}`,
      uploader_business: 'Bloom Studio',
      likes_count: 0,
      is_liked: false,
    });
    const image = await call('GET', reply.body.image_url);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.text.includes('Hidden Name')).toBe(false);
    expect((await call('GET', reply.body.thumbnail_url)).status).toBe(200);

    const listed = await call('GET', '/api/gallery/photos?category=walks&limit=50', { token: member.accessToken });
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toEqual(reply.body);
  });

  it('refuses bad uploads with the product\'s messages and stores nothing', async () => {
    const member = await registerMember();
    const fields = { title: 'Walk' };
    expect(await upload(multipartBody(makePng(64), { fields }))).toMatchObject({ status: 401 });
    expect(await upload(multipartBody(pngOfSize(5_242_881), { fields }), member.accessToken)).toMatchObject({ status: 413, body: { detail: 'Image size must be less than 5MB' } });
    expect(await upload(multipartBody(Buffer.from('<html>hello</html>'), { fields }), member.accessToken)).toMatchObject({
      status: 400,
      body: { detail: 'Please select an image file' },
    });
    expect(await upload(multipartBody(makePng(64), { fields: { title: ' ' } }), member.accessToken)).toMatchObject({ status: 422, body: { detail: 'Title is required' } });
    expect(await upload(multipartBody(makePng(64), { fields: { title: 'Walk', category: 'gossip' } }), member.accessToken)).toMatchObject({
      status: 422,
      body: { detail: 'Unknown category' },
    });
    // A NUL in any form field is refused like a NUL in GraphQL text (PostgreSQL cannot store it): 422, never a 500.
    for (const nul of [{ title: 'Walk\u0000' }, { title: 'Walk', description: 'a\u0000b' }, { title: 'Walk', category: 'community\u0000' }]) {
      expect(await upload(multipartBody(makePng(64), { fields: nul }), member.accessToken), JSON.stringify(nul)).toMatchObject({
        status: 422,
        body: { detail: 'Text must not contain NUL characters or unpaired surrogates' },
      });
    }
    const mine = await call('GET', '/api/gallery/photos?limit=50', { token: member.accessToken });
    expect(mine.body.filter((item: { uploader_id: string }) => item.uploader_id === member.user.id)).toEqual([]);
  });

  it('takes a photo by URL at once (pending), which becomes ready with our copy; bad URLs get 422 with a detail', async () => {
    const member = await registerMember();
    const source = `${inject('imageFixtureUrl')}/photo.png`;
    const created = await byUrl(member.accessToken, { title: 'From my blog', description: '', category: '', image_url: source });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', image_url: null, category: 'community' });
    const ready = await settled(member.accessToken, created.body.id);
    expect(ready.body).toMatchObject({ status: 'ready', width: 640, height: 640 });
    expect(ready.body.image_url).toMatch(/^\/media\/photos\/.+\.webp$/);

    const refused = await byUrl(member.accessToken, { title: 'Walk', image_url: 'https://169.254.169.254/latest/meta-data/' });
    expect(refused.status).toBe(201);
    expect((await settled(member.accessToken, refused.body.id)).body).toMatchObject({ status: 'unavailable', problem: 'unavailable', image_url: null });

    for (const imageUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'file:///etc/passwd', 'not-a-URL', 'http://example.com/a.png']) {
      const bad = await byUrl(member.accessToken, { title: 'Walk', image_url: imageUrl });
      expect(bad.status, imageUrl).toBe(422);
      expect(bad.body.detail[0].msg, imageUrl).toBe('Image URL must start with https://');
    }
    expect((await byUrl(member.accessToken, { title: 'Walk' })).status).toBe(422);
    expect((await byUrl(member.accessToken, { title: 'Walk', image_url: source, category: 'gossip' })).body.detail[0].msg).toBe('Unknown category');
    expect((await call('POST', '/api/gallery/photos', { json: { title: 'Walk', image_url: source } })).status).toBe(401);
  });

  it('likes toggle ({liked, likes_count}), exact for 20 members at once; unknown ids are 404', async () => {
    const uploader = await registerMember();
    const created = await upload(multipartBody(makePng(200), { fields: { title: 'Picnic' } }), uploader.accessToken);
    const likers = await Promise.all(Array.from({ length: 20 }, () => registerMember()));
    const likes = await Promise.all(likers.map((liker) => call('POST', `/api/gallery/photos/${created.body.id}/like`, { token: liker.accessToken })));
    expect(likes.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    expect(likes.every((reply) => reply.body.liked === true)).toBe(true);
    expect((await photo(uploader.accessToken, created.body.id)).body.likes_count).toBe(20);
    const unlike = await call('POST', `/api/gallery/photos/${created.body.id}/like`, { token: likers[0]!.accessToken });
    expect(unlike.body).toEqual({ liked: false, likes_count: 19 });
    expect((await call('POST', `/api/gallery/photos/${randomUUID()}/like`, { token: uploader.accessToken })).body).toEqual({ detail: 'Photo not found' });
    expect((await call('POST', '/api/gallery/photos/not-an-id/like', { token: uploader.accessToken })).status).toBe(422);
  });

  it('the uploader or an admin deletes a photo; another member gets 403', async () => {
    const uploader = await registerMember();
    const other = await registerMember();
    const first = await upload(multipartBody(makePng(100), { fields: { title: 'One' } }), uploader.accessToken);
    const second = await upload(multipartBody(makePng(100), { fields: { title: 'Two' } }), uploader.accessToken);
    expect((await call('DELETE', `/api/gallery/photos/${first.body.id}`, { token: other.accessToken })).status).toBe(403);
    expect((await call('DELETE', `/api/gallery/photos/${first.body.id}`, { token: uploader.accessToken })).body).toEqual({ message: 'Photo deleted' });
    expect((await call('GET', first.body.image_url)).status).toBe(404);
    const owner = await loginOwner();
    expect((await call('DELETE', `/api/gallery/photos/${second.body.id}`, { token: owner.accessToken })).status).toBe(200);
    expect((await photo(uploader.accessToken, second.body.id)).status).toBe(404);
  });

  it('lists newest first with the demo photos, 50 at most, and filters by category', async () => {
    const member = await registerMember();
    const all = await call('GET', '/api/gallery/photos?limit=500', { token: member.accessToken });
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThanOrEqual(6);
    expect(all.body.length).toBeLessThanOrEqual(50);
    const times = all.body.map((item: { created_at: string }) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const family = await call('GET', '/api/gallery/photos?category=family', { token: member.accessToken });
    expect(family.body.length).toBeGreaterThan(0);
    expect(family.body.every((item: { category: string }) => item.category === 'family')).toBe(true);
    expect((await call('GET', '/api/gallery/photos?limit=0', { token: member.accessToken })).status).toBe(422);
    expect((await call('GET', '/api/gallery/photos')).status).toBe(401);
  });
});
