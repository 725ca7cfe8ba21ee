import { createRateBudget, type RateBudget } from '@momstride/kit';
import { LOGIN_LIMITS_TABLE } from '../../entities.js';

/** The window of the per-member upload budget. */
export const UPLOAD_WINDOW_SECONDS = 10 * 60;

export interface UploadRateOptions {
  /** A knex instance on the accounts database (MikroORM's). */
  readonly knex: unknown;
  /** Uploads one member may make per UPLOAD_WINDOW_SECONDS. */
  readonly uploadsPerWindow: number;
}

/** Per-member budget of profile picture uploads (each one decodes an image, the costly part). */
export type UploadRate = RateBudget;

export const tooManyUploadsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many uploads. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

/** Counters live beside the login throttle's, in the same rate-limiter-flexible table (own key prefix). */
export const createUploadRate = (options: UploadRateOptions): UploadRate =>
  createRateBudget({
    knex: options.knex,
    tableName: LOGIN_LIMITS_TABLE,
    keyPrefix: 'profile_picture_upload',
    points: options.uploadsPerWindow,
    windowSeconds: UPLOAD_WINDOW_SECONDS,
  });
