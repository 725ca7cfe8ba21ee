import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, queryRows, registerMember, requestStats, subgraphDatabaseUrl } from '@momstride/testing';

/** Gives the gallery `count` ready photos by `count` different members, straight in media-reviews' database (older than any other test's). */
async function seedPhotos(count: number): Promise<void> {
  await queryRows(
    subgraphDatabaseUrl('media-reviews'),
    `insert into photos (id, uploader_id, title, description, category, status, source_url, image_url, thumbnail_url, width, height, likes_count, created_at)
     select gen_random_uuid(), gen_random_uuid(), 'Cost photo ' || n, 'Seeded for the cost test', 'community', 'ready', null,
            '/media/photos/cost-' || n || '.webp', '/media/photos/cost-' || n || '-thumb.webp', 1600, 1200, 0, now() - make_interval(days => 400, secs => n)
       from generate_series(1, $1::int) as n`,
    [count],
  );
}

describe('GET /api/gallery/photos cost', () => {
  it('a page of 50 photos: one _entities call to accounts for every uploader, and a fixed few SQL statements in media-reviews', async () => {
    await seedPhotos(60);
    const viewer = await registerMember();
    const requestId = `photos-cost-${randomUUID()}`;
    const res = await call('GET', '/api/gallery/photos?limit=50', { token: viewer.accessToken, headers: { 'x-request-id': requestId } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(50);

    const accounts = await requestStats('accounts', requestId);
    const photos = await requestStats('media-reviews', requestId);
    expect(accounts.operations.map((operation) => operation.rootFields)).toEqual([['_entities']]);
    expect(photos.operations).toHaveLength(1);
    // The page, with the viewer's likes in the same statement.
    expect(photos.operations[0]!.sqlStatements).toBe(1);
  });
});
