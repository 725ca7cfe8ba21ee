import { createRateBudget, type RateBudget } from '@momstride/kit';

/** The table of the rate budget's counters (Migration20261227090000). */
export const RATE_LIMITS_TABLE = 'rate_limits';
const WINDOW_SECONDS = 60 * 60;

/** Each member's photo budget: `photosPerHour` photos an hour, by URL or by file (PHOTOS_PER_HOUR). */
export const createPhotoRate = (knex: unknown, photosPerHour: number): RateBudget =>
  createRateBudget({ knex, tableName: RATE_LIMITS_TABLE, keyPrefix: 'photo_share', points: photosPerHour, windowSeconds: WINDOW_SECONDS });
