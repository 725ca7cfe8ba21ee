import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
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
export interface UploadRate {
  /** Charges one upload; null when allowed, else the seconds until the next one is. */
  charge(userId: string): Promise<number | null>;
}

export const tooManyUploadsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many uploads. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

/** Counters live beside the login throttle's, in the same rate-limiter-flexible table (own key prefix). */
export function createUploadRate(options: UploadRateOptions): UploadRate {
  const limiter = new RateLimiterPostgres({
    storeClient: options.knex,
    storeType: 'knex',
    tableName: LOGIN_LIMITS_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'profile_picture_upload',
    points: options.uploadsPerWindow,
    duration: UPLOAD_WINDOW_SECONDS,
  });
  return {
    async charge(userId) {
      try {
        await limiter.consume(userId, 1);
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    },
  };
}
