import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, queryRows, registerMember, requestStats, subgraphDatabaseUrl } from '@momstride/testing';

/** Gives the community `count` reviews by `count` different members, straight in media-reviews' database (older than any other test's). */
async function seedReviews(count: number): Promise<void> {
  await queryRows(
    subgraphDatabaseUrl('media-reviews'),
    `insert into reviews (id, reviewer_id, review_type, target_id, rating, title, content, created_at, updated_at)
     select gen_random_uuid(), gen_random_uuid(), 'community', 'community', 1 + n % 5, 'Cost review ' || n, 'Seeded for the cost test', now() - make_interval(days => 400, secs => n), now()
       from generate_series(1, $1::int) as n`,
    [count],
  );
}

describe('GET /api/reviews cost', () => {
  it('a page of 50 reviews: one _entities call to accounts for every reviewer, and a fixed few SQL statements in media-reviews', async () => {
    await seedReviews(60);
    const viewer = await registerMember();
    const requestId = `reviews-cost-${randomUUID()}`;
    const res = await call('GET', '/api/reviews?limit=50', { token: viewer.accessToken, headers: { 'x-request-id': requestId } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(50);

    const accounts = await requestStats('accounts', requestId);
    const reviews = await requestStats('media-reviews', requestId);
    expect(accounts.operations.map((operation) => operation.rootFields)).toEqual([['_entities']]);
    expect(reviews.operations).toHaveLength(1);
    // The page, with the viewer's helpful marks in the same statement.
    expect(reviews.operations[0]!.sqlStatements).toBe(1);
  });
});
