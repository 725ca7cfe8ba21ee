import { createRateBudget, rateLimited, type RateBudget } from '@momstride/kit';

/** The table of the rate budget's counters (Migration20270101090000). */
export const RATE_LIMITS_TABLE = 'rate_limits';
/** Progress logs one member may make per hour, over all challenges (a day's steps logged in bits fits easily). */
export const PROGRESS_LOGS_PER_HOUR = 60;
const WINDOW_SECONDS = 60 * 60;

export const createProgressRate = (knex: unknown): RateBudget =>
  createRateBudget({ knex, tableName: RATE_LIMITS_TABLE, keyPrefix: 'challenge_progress', points: PROGRESS_LOGS_PER_HOUR, windowSeconds: WINDOW_SECONDS });

/** Charges one progress log to the member; RATE_LIMITED with the minutes to wait past PROGRESS_LOGS_PER_HOUR. */
export async function chargeProgressLog(rate: RateBudget, userId: string): Promise<void> {
  const retryAfter = await rate.charge(userId);
  if (retryAfter === null) return;
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  throw rateLimited(`You're logging progress too quickly. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, retryAfter);
}
