import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, eventually, graphql, inDays, loginOwner, type Member, registerMember } from '@momstride/testing';

const REVIEW_KEYS = [
  'content',
  'created_at',
  'helpful_count',
  'id',
  'is_featured',
  'is_helpful',
  'rating',
  'review_type',
  'reviewer_business',
  'reviewer_id',
  'reviewer_name',
  'target_id',
  'title',
  'updated_at',
];

const review = (token: string, json: Record<string, unknown>) => call('POST', '/api/reviews', { token, json });
const body = (over: Record<string, unknown> = {}) => ({ review_type: 'community', rating: 5, title: 'Lovely people', content: 'Warm and welcoming.', ...over });

/** Retries until media-reviews has learnt of the target (a domain event on its way), then answers that reply. */
const once = (send: () => ReturnType<typeof call>, until: (status: number) => boolean) =>
  eventually(
    async () => {
      const reply = await send();
      return until(reply.status) ? reply : undefined;
    },
    20_000,
    'media-reviews to learn of the target',
  );

describe('REST /api/reviews and /api/gallery/categories', () => {
  it('lists the seeded categories, community first', async () => {
    const member = await registerMember();
    const categories = await call('GET', '/api/gallery/categories', { token: member.accessToken });
    expect(categories.status).toBe(200);
    expect(categories.body[0]).toEqual({ id: 'community', name: 'Community', icon: expect.any(String), description: expect.any(String) });
    expect(categories.body.map((category: { id: string }) => category.id)).toEqual(['community', 'walks', 'wellness', 'business', 'family']);
  });

  it('writes a community review (201, the REST shape), updates it on a second one, lists newest first by type, refuses bad input', async () => {
    const author = await registerMember();
    const first = await review(author.accessToken, body({ target_id: null }));
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(REVIEW_KEYS);
    expect(first.body).toMatchObject({ review_type: 'community', target_id: 'community', rating: 5, reviewer_id: author.user.id, helpful_count: 0, is_featured: false });
    const again = await review(author.accessToken, body({ rating: 4, title: 'Still lovely' }));
    expect(again.body).toMatchObject({ id: first.body.id, rating: 4, title: 'Still lovely' });

    const listed = await call('GET', '/api/reviews?review_type=community&limit=50', { token: author.accessToken });
    expect(listed.body[0]).toMatchObject({ id: first.body.id, rating: 4 });
    expect(listed.body.every((item: { review_type: string }) => item.review_type === 'community')).toBe(true);
    expect((await call('GET', '/api/reviews?review_type=nonsense', { token: author.accessToken })).status).toBe(422);

    for (const rating of [0, 6]) expect((await review(author.accessToken, body({ rating }))).body.detail[0].msg).toBe('Rating must be a whole number from 1 to 5');
    expect((await review(author.accessToken, body({ rating: 2.5 }))).status).toBe(422);
    const blank = await review(author.accessToken, body({ title: ' ', content: '' }));
    expect(blank.status).toBe(422);
    expect(blank.body.detail.map((item: { msg: string }) => item.msg)).toEqual(['Title is required', 'Review is required']);
    expect((await review(author.accessToken, body({ review_type: 'event', target_id: randomUUID() }))).body).toEqual({ detail: 'Event not found' });
    expect((await review(author.accessToken, body({ review_type: 'member', target_id: author.user.id }))).status).toBe(422);
    expect((await review(author.accessToken, body({ review_type: 'member' }))).body.detail[0].msg).toBe('Choose the event or member you are reviewing');
    expect((await call('GET', '/api/reviews', {})).status).toBe(401);
  });

  it('reviews a new event and a new member once they are known; both show their rating through federation', async () => {
    const owner = await loginOwner();
    const event = await call('POST', '/api/events', {
      token: owner.accessToken,
      json: { title: 'Review me walk', description: 'A walk to review.', event_date: inDays(3), duration_minutes: 45, location: 'Park', max_participants: null },
    });
    expect(event.status).toBe(201);
    const [ann, bea] = [await registerMember(), await registerMember()];
    const ofEvent = await once(() => review(ann.accessToken, body({ review_type: 'event', target_id: event.body.id, rating: 4 })), (status) => status !== 404);
    expect(ofEvent.status).toBe(201);
    await review(bea.accessToken, body({ review_type: 'event', target_id: event.body.id, rating: 5 }));
    const ofMember = await once(() => review(ann.accessToken, body({ review_type: 'member', target_id: bea.user.id, rating: 3 })), (status) => status !== 404);
    expect(ofMember.body).toMatchObject({ review_type: 'member', target_id: bea.user.id, rating: 3 });

    const ratings = await graphql(
      'query ($event: ID!, $user: ID!) { event(id: $event) { rating { average count } } user(id: $user) { rating { average count } } }',
      { event: event.body.id, user: bea.user.id },
      { token: ann.accessToken },
    );
    expect(ratings.body.errors).toBeUndefined();
    expect(ratings.body.data).toEqual({ event: { rating: { average: 4.5, count: 2 } }, user: { rating: { average: 3, count: 1 } } });
  });

  it('helpful marks count exactly (20 members at once), toggle back, never on her own; admins feature; author or admin deletes', async () => {
    const author: Member = await registerMember();
    const { id } = (await review(author.accessToken, body({ title: `Helpful ${randomUUID().slice(0, 6)}` }))).body as { id: string };
    const markers = await Promise.all(Array.from({ length: 20 }, () => registerMember()));
    const marks = await Promise.all(markers.map((member) => call('POST', `/api/reviews/${id}/helpful`, { token: member.accessToken })));
    expect(marks.every((reply) => reply.body.helpful === true)).toBe(true);
    const back = await call('POST', `/api/reviews/${id}/helpful`, { token: markers[0]!.accessToken });
    expect(back.body).toEqual({ helpful: false, helpful_count: 19 });
    expect((await call('POST', `/api/reviews/${id}/helpful`, { token: author.accessToken })).status).toBe(409);
    expect((await call('POST', `/api/reviews/${randomUUID()}/helpful`, { token: author.accessToken })).status).toBe(404);

    expect((await call('POST', `/api/reviews/${id}/feature`, { token: author.accessToken })).status).toBe(403);
    const owner = await loginOwner();
    expect((await call('POST', `/api/reviews/${id}/feature`, { token: owner.accessToken })).body).toMatchObject({ id, is_featured: true });
    expect((await call('DELETE', `/api/reviews/${id}`, { token: markers[1]!.accessToken })).status).toBe(403);
    expect((await call('DELETE', `/api/reviews/${id}`, { token: author.accessToken })).body).toEqual({ message: 'Review deleted' });
  });

  it('a deleted member takes her reviews and helpful marks along; the counts of others stay exact', async () => {
    const [doomed, other] = [await registerMember(), await registerMember()];
    const hers = (await review(doomed.accessToken, body({ title: 'Going soon' }))).body.id as string;
    const theirs = (await review(other.accessToken, body({ title: 'Staying' }))).body.id as string;
    await call('POST', `/api/reviews/${theirs}/helpful`, { token: doomed.accessToken });
    const owner = await loginOwner();
    expect((await call('DELETE', `/api/users/${doomed.user.id}`, { token: owner.accessToken })).status).toBe(200);
    const ids = await eventually(
      async () => {
        const listed: string[] = (await call('GET', '/api/reviews?review_type=community&limit=50', { token: other.accessToken })).body.map((item: { id: string }) => item.id);
        return listed.includes(hers) ? undefined : listed;
      },
      20_000,
      'her review to leave the list',
    );
    expect(ids).not.toContain(hers);
    const mine = (await call('GET', '/api/reviews?review_type=community&limit=50', { token: other.accessToken })).body.find((item: { id: string }) => item.id === theirs);
    expect(mine.helpful_count).toBe(0);
  });
});
