import { chargeOrRefuse, createRateBudget, type RateBudget } from '@momstride/kit';
import { RATE_LIMITS_TABLE } from '../gallery/photo-rate.js';

/** Reviews (new ones and edits) one member may submit per hour: each new one is a `review.posted` webhook delivery too. */
export const REVIEWS_PER_HOUR = 20;
const WINDOW_SECONDS = 60 * 60;

export const createReviewRate = (knex: unknown): RateBudget =>
  createRateBudget({ knex, tableName: RATE_LIMITS_TABLE, keyPrefix: 'review_submit', points: REVIEWS_PER_HOUR, windowSeconds: WINDOW_SECONDS });

/** Charges one review to the member; RATE_LIMITED with the minutes to wait past REVIEWS_PER_HOUR. */
export const chargeReview = (rate: RateBudget, reviewerId: string): Promise<void> => chargeOrRefuse(rate, reviewerId, 'posting reviews');
