import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createLogger, startEventBus } from '@momstride/kit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { domainEventsDatabaseUrl, errorCode, errorOf, eventually, subgraph } from '@momstride/testing';

const media = subgraph('media-reviews');
const member = () => ({ userId: randomUUID() });
const admin = () => ({ userId: randomUUID(), role: 'admin' as const });
type Viewer = ReturnType<typeof member>;

const FIELDS = 'id title description category status problem imageUrl thumbnailUrl width height likesCount likedByMe uploader { id }';
const SUBMIT = `mutation($input: PhotoInput!) { submitPhoto(input: $input) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { photo(id: $id) { ${FIELDS} } }`;
const LIST = `query($category: String, $limit: Int!) { photos(category: $category, limit: $limit) { id status category } }`;
const LIKE = `mutation($id: ID!) { togglePhotoLike(id: $id) { liked photo { id likesCount } } }`;
const DELETE = `mutation($id: ID!) { deletePhoto(id: $id) }`;

interface PhotoData {
  id: string;
  status: string;
  problem: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  likesCount: number;
  likedByMe: boolean;
  category: string;
  title: string;
  description: string;
}

const fixture = (path: string) => `${inject('imageFixtureUrl')}${path}`;
const fileOf = (url: string) => join(inject('mediaDir'), ...url.replace(/^\/media\//, '').split('/'));

async function submit(viewer: Viewer, imageUrl: string, over: Record<string, unknown> = {}): Promise<PhotoData> {
  return (await media.gqlOk<{ submitPhoto: PhotoData }>(SUBMIT, { input: { title: 'Walk', imageUrl, ...over } }, viewer)).submitPhoto;
}

/** Waits until the copy job has settled the photo (ready or unavailable). */
const settled = (viewer: Viewer, id: string) =>
  eventually(
    async () => {
      const photo = (await media.gqlOk<{ photo: PhotoData }>(ONE, { id }, viewer)).photo;
      return photo.status === 'pending' ? undefined : photo;
    },
    30_000,
    `photo ${id} settled`,
  );

/** A service on loopback that must never be reached (an internal endpoint an attacker would aim at). */
let internal: Server;
let internalOrigin: string;
let internalHits = 0;

beforeAll(async () => {
  internal = createServer((_req, res) => {
    internalHits += 1;
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end('secret');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  internalOrigin = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
});
afterAll(async () => {
  internal.closeAllConnections();
  await new Promise((resolve) => internal.close(resolve));
});

describe('gallery photos (media-reviews)', () => {
  it('accepts a photo by URL at once as pending, then copies the image: ready with our own WebP and thumbnail, never the source URL', async () => {
    const viewer = member();
    const source = fixture('/photo.png');
    const photo = await submit(viewer, source, { description: '  By the river  ' });
    expect(photo).toMatchObject({ status: 'pending', imageUrl: null, thumbnailUrl: null, category: 'community', description: 'By the river', likesCount: 0, uploader: { id: viewer.userId } });

    const ready = await settled(viewer, photo.id);
    expect(ready.status).toBe('ready');
    expect(ready.imageUrl).toMatch(new RegExp(`^/media/photos/${photo.id}-[0-9a-f]{16}\\.webp$`));
    expect(ready.thumbnailUrl).toMatch(new RegExp(`^/media/photos/${photo.id}-[0-9a-f]{16}-thumb\\.webp$`));
    expect(ready.imageUrl).not.toContain(inject('imageFixtureUrl'));
    // 640 px is kept as it is (never enlarged); the thumbnail is 480 px.
    expect([ready.width, ready.height]).toEqual([640, 640]);
    expect(await sharp(fileOf(ready.imageUrl!)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 640 });
    expect(await sharp(fileOf(ready.thumbnailUrl!)).metadata()).toMatchObject({ format: 'webp', width: 480, height: 480 });
  });

  // Whatever kept the link from being fetched, she reads one code, `unavailable` (the reason is in the log only): a
  // private address and a name that does not resolve look the same, so internal names cannot be mapped through it.
  it.each([
    ['a loopback service', () => `https://127.0.0.1:${new URL(internalOrigin).port}/cat.png`, 'unavailable'],
    ['a private address', () => 'https://10.0.0.1/cat.png', 'unavailable'],
    ['the cloud metadata address', () => 'https://169.254.169.254/latest/meta-data/', 'unavailable'],
    ['IPv6 loopback', () => `https://[::1]:${new URL(internalOrigin).port}/cat.png`, 'unavailable'],
    ['a local-use NAT64 address of the metadata service', () => 'https://[64:ff9b:1::a9fe:a9fe]/latest/meta-data/', 'unavailable'],
    ['a name that does not resolve', () => 'https://postgres.invalid/cat.png', 'unavailable'],
    ['a redirect to a loopback service', () => fixture(`/redirect?to=${encodeURIComponent(`${internalOrigin}/cat.png`)}`), 'unavailable'],
    ['a redirect to the metadata address', () => fixture(`/redirect?to=${encodeURIComponent('https://169.254.169.254/latest/meta-data/')}`), 'unavailable'],
    ['a redirect to plain http', () => fixture(`/redirect?to=${encodeURIComponent('http://images.invalid/cat.png')}`), 'unavailable'],
    ['a 50 MB body', () => fixture('/huge.png'), 'unavailable'],
    ['a web page that says it is a PNG', () => fixture('/page.html'), 'unsupported_type'],
    ['a missing image', () => fixture('/nothing-here.png'), 'unavailable'],
  ])('refuses %s: the photo becomes unavailable, with no image', async (_label, url, problem) => {
    const viewer = member();
    const photo = await submit(viewer, url());
    expect(photo).toMatchObject({ status: 'pending', problem: null });
    const after = await settled(viewer, photo.id);
    expect(after).toMatchObject({ status: 'unavailable', problem, imageUrl: null, thumbnailUrl: null, width: null, height: null });
    expect(internalHits).toBe(0);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const viewer = member();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image URL must start with https://'],
      [{ imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }, 'imageUrl', 'Image URL must start with https://'],
      [{ imageUrl: 'file:///etc/passwd' }, 'imageUrl', 'Image URL must start with https://'],
      [{ imageUrl: 'not a url' }, 'imageUrl', 'Image URL must start with https://'],
      // Plain http: an on-path attacker could choose the image (only a test origin may use it).
      [{ imageUrl: 'http://example.com/a.png' }, 'imageUrl', 'Image URL must start with https://'],
      [{ imageUrl: `https://example.com/${'a'.repeat(2100)}.png` }, 'imageUrl', 'Image URL can be at most 2048 characters'],
      [{ imageUrl: 'https://user:secret@example.com/a.png' }, 'imageUrl', 'Image URL must not contain a user name or password'],
      [{ imageUrl: '   ' }, 'imageUrl', 'Image URL is required'],
      [{ title: '  ' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(121) }, 'title', 'Title can be at most 120 characters'],
      [{ description: 'x'.repeat(1001) }, 'description', 'Description can be at most 1000 characters'],
      [{ category: 'gossip' }, 'category', 'Unknown category'],
    ];
    for (const [over, field, message] of cases) {
      const result = await media.gql(SUBMIT, { input: { title: 'Walk', imageUrl: 'https://example.com/a.png', ...over } }, viewer);
      expect(errorOf(result), message).toMatchObject({ code: 'BAD_USER_INPUT', message });
      expect(result.errors?.[0]?.extensions?.fields, message).toContainEqual({ field, message });
    }
    const mine = await media.withDatabase((client) => client.query('select count(*)::int as n from photos where uploader_id = $1', [viewer.userId]));
    expect(mine.rows[0].n).toBe(0);
    expect(errorCode(await media.gql(SUBMIT, { input: { title: 'Walk', imageUrl: 'https://example.com/a.png' } }))).toBe('UNAUTHENTICATED');
  });

  it('allows 30 photos per member an hour, then RATE_LIMITED with the seconds to wait', async () => {
    const viewer = member();
    for (let photo = 1; photo <= 30; photo++) await submit(viewer, 'https://10.0.0.1/a.png', { title: `Photo ${photo}` });
    const refused = await media.gql(SUBMIT, { input: { title: 'One more', imageUrl: 'https://10.0.0.1/a.png' } }, viewer);
    expect(errorOf(refused)).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^You're sharing photos too quickly\. Please try again in \d+ minutes?\.$/) });
    expect(refused.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(errorCode(await media.gql(SUBMIT, { input: { title: 'Someone else', imageUrl: 'https://10.0.0.1/a.png' } }, member()))).toBeUndefined();
  });

  it("lists newest first by category; another member's photo shows only once it is ready", async () => {
    const uploader = member();
    const other = member();
    const walk = await submit(uploader, fixture('/photo.png'), { category: 'walks' });
    const broken = await submit(uploader, fixture('/page.html'), { category: 'walks' });
    await settled(uploader, walk.id);
    await settled(uploader, broken.id);
    const hers = (await media.gqlOk<{ photos: Array<{ id: string; status: string; category: string }> }>(LIST, { category: 'walks', limit: 50 }, uploader)).photos;
    expect(hers.map((photo) => photo.id).slice(0, 2)).toEqual([broken.id, walk.id]);
    expect(hers.every((photo) => photo.category === 'walks')).toBe(true);
    const theirs = (await media.gqlOk<{ photos: Array<{ id: string }> }>(LIST, { category: 'walks', limit: 50 }, other)).photos.map((photo) => photo.id);
    expect(theirs).toContain(walk.id);
    expect(theirs).not.toContain(broken.id);
    expect(errorOf(await media.gql(ONE, { id: broken.id }, other))).toMatchObject({ code: 'NOT_FOUND', message: 'Photo not found' });
    // An admin reads any photo, and lists everyone's in a status (to find stuck ones); a member only her own.
    const anAdmin = admin();
    expect((await media.gqlOk<{ photo: PhotoData }>(ONE, { id: broken.id }, anAdmin)).photo.status).toBe('unavailable');
    const STATUS = `query($status: PhotoStatus, $limit: Int!) { photos(status: $status, limit: $limit) { id status } }`;
    const unavailable = (await media.gqlOk<{ photos: Array<{ id: string; status: string }> }>(STATUS, { status: 'unavailable', limit: 50 }, anAdmin)).photos;
    expect(unavailable.map((photo) => photo.id)).toContain(broken.id);
    expect(unavailable.every((photo) => photo.status === 'unavailable')).toBe(true);
    expect((await media.gqlOk<{ photos: Array<{ id: string }> }>(STATUS, { status: 'unavailable', limit: 50 }, other)).photos).toEqual([]);
    expect((await media.gqlOk<{ photos: Array<{ id: string }> }>(STATUS, { status: 'unavailable', limit: 50 }, uploader)).photos.map((photo) => photo.id)).toEqual([broken.id]);
    const family = (await media.gqlOk<{ photos: Array<{ id: string }> }>(LIST, { category: 'family', limit: 50 }, uploader)).photos.map((photo) => photo.id);
    expect(family).not.toContain(walk.id);
  });

  it('likes add up exactly under concurrency, and a like toggles back', async () => {
    const uploader = member();
    const photo = await submit(uploader, fixture('/photo.png'));
    await settled(uploader, photo.id);
    const likers = Array.from({ length: 20 }, member);
    const results = await Promise.all(likers.map((liker) => media.gqlOk<{ togglePhotoLike: { liked: boolean } }>(LIKE, { id: photo.id }, liker)));
    expect(results.every((result) => result.togglePhotoLike.liked)).toBe(true);
    const after = (await media.gqlOk<{ photo: PhotoData }>(ONE, { id: photo.id }, likers[0]!)).photo;
    expect(after).toMatchObject({ likesCount: 20, likedByMe: true });

    // One member toggling twice at once ends where twice in a row would: not liked, count unchanged.
    const twice = await Promise.all([media.gqlOk(LIKE, { id: photo.id }, uploader), media.gqlOk(LIKE, { id: photo.id }, uploader)]);
    expect(twice).toHaveLength(2);
    const counted = await media.withDatabase((client) =>
      client.query('select likes_count, (select count(*)::int from photo_likes where photo_id = $1) as rows from photos where id = $1', [photo.id]),
    );
    expect(counted.rows[0]).toEqual({ likes_count: 20, rows: 20 });
    expect(errorOf(await media.gql(LIKE, { id: randomUUID() }, uploader))).toMatchObject({ code: 'NOT_FOUND', message: 'Photo not found' });
  });

  it('the uploader or an admin deletes a photo (its files go too); anyone else is refused', async () => {
    const uploader = member();
    const first = await settled(uploader, (await submit(uploader, fixture('/photo.png'))).id);
    const second = await settled(uploader, (await submit(uploader, fixture('/photo.png'))).id);
    expect(existsSync(fileOf(first.imageUrl!))).toBe(true);

    expect(errorOf(await media.gql(DELETE, { id: first.id }, member()))).toMatchObject({ code: 'FORBIDDEN', message: 'Only the uploader or an admin can delete this photo' });
    expect((await media.gqlOk<{ deletePhoto: boolean }>(DELETE, { id: first.id }, uploader)).deletePhoto).toBe(true);
    expect(existsSync(fileOf(first.imageUrl!))).toBe(false);
    expect(existsSync(fileOf(first.thumbnailUrl!))).toBe(false);
    expect(errorCode(await media.gql(ONE, { id: first.id }, uploader))).toBe('NOT_FOUND');

    expect((await media.gqlOk<{ deletePhoto: boolean }>(DELETE, { id: second.id }, admin())).deletePhoto).toBe(true);
    expect(existsSync(fileOf(second.imageUrl!))).toBe(false);
    expect(errorCode(await media.gql(DELETE, { id: second.id }, uploader))).toBe('NOT_FOUND');
  });

  it("a deleted member's photos and likes go with her (counts exact, files orphaned for clean-up)", async () => {
    const doomed = member();
    const other = member();
    const hers = await settled(doomed, (await submit(doomed, fixture('/photo.png'))).id);
    const theirs = await settled(other, (await submit(other, fixture('/photo.png'))).id);
    await media.gqlOk(LIKE, { id: theirs.id }, doomed);
    await media.gqlOk(LIKE, { id: hers.id }, other);
    expect((await media.gqlOk<{ photo: PhotoData }>(ONE, { id: theirs.id }, other)).photo.likesCount).toBe(1);

    const bus = await startEventBus({ connectionString: domainEventsDatabaseUrl(), logger: createLogger({ name: 'test-events', level: 'silent' }) });
    try {
      await bus.publish('user.deleted', { userId: doomed.userId, occurredAt: new Date().toISOString() });
    } finally {
      await bus.stop();
    }
    await eventually(async () => (errorCode(await media.gql(ONE, { id: hers.id }, other)) === 'NOT_FOUND' ? true : undefined), 15_000, 'her photo removed');
    expect((await media.gqlOk<{ photo: PhotoData }>(ONE, { id: theirs.id }, other)).photo.likesCount).toBe(0);
    const orphaned = await media.withDatabase((client) => client.query('select url from orphaned_media where url = any($1::text[])', [[hers.imageUrl, hers.thumbnailUrl]]));
    expect(orphaned.rows).toHaveLength(2);
    const likes = await media.withDatabase((client) => client.query('select count(*)::int as n from photo_likes where user_id = $1', [doomed.userId]));
    expect(likes.rows[0].n).toBe(0);
  });
});
