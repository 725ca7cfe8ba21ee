import type { EntityManager } from '@mikro-orm/core';
import { DEMO_EVENT_COUNT, demoEventId, demoUserIds, type EntityManager as SqlEntityManager } from '@momstride/kit';
import { Seeder } from '@mikro-orm/seeder';
import { addKnownEvent } from '../modules/events/known-event.service.js';
import { addMember } from '../modules/members/member.service.js';
import { COMMUNITY_TARGET } from '../modules/reviews/review-type.js';
import { demoReviewId, demoReviews, type DemoReview } from './demo-content.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const targetOf = (review: DemoReview): string =>
  review.target === 'community' ? COMMUNITY_TARGET : 'member' in review.target ? demoUserIds[review.target.member] : demoEventId(review.target.event);

/**
 * The demo members and events media-reviews knows and a few reviews with helpful marks. Idempotent: fixed ids and natural keys, ON CONFLICT DO NOTHING.
 */
export class DemoSeeder extends Seeder {
  async run(baseEm: EntityManager): Promise<void> {
    const em = baseEm as unknown as SqlEntityManager;
    await em.transactional(async (tx) => {
      for (const userId of Object.values(demoUserIds)) await addMember(tx, userId);
      for (let index = 0; index < DEMO_EVENT_COUNT; index += 1) await addKnownEvent(tx, demoEventId(index));
      for (const [index, review] of demoReviews.entries()) {
        const createdAt = new Date(Date.now() - review.daysAgo * DAY_MS).toISOString();
        const inserted = await tx.execute<unknown[]>(
          `insert into reviews (id, reviewer_id, review_type, target_id, rating, title, content, helpful_count, is_featured, created_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
          [demoReviewId(index), demoUserIds[review.reviewer], review.reviewType, targetOf(review), review.rating, review.title, review.content, review.helpfulBy?.length ?? 0, review.featured ?? false, createdAt, createdAt],
        );
        if (inserted.length === 0) continue;
        for (const member of review.helpfulBy ?? []) {
          await tx.execute('insert into review_helpful (review_id, user_id) values (?, ?)', [demoReviewId(index), demoUserIds[member]], 'run');
        }
      }
    });
  }
}
