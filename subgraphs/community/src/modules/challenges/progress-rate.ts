import { chargeOrRefuse, createRateBudget, type RateBudget } from '@momstride/kit';

/** The table of the rate budget's counters (Migration20270101090000). */
export const RATE_LIMITS_TABLE = 'rate_limits';
/** Progress logs one member may make per hour, over all challenges (a day's steps logged in bits fits easily). */
export const PROGRESS_LOGS_PER_HOUR = 60;
const WINDOW_SECONDS = 60 * 60;

export const createProgressRate = (knex: unknown): RateBudget =>
  createRateBudget({ knex, tableName: RATE_LIMITS_TABLE, keyPrefix: 'challenge_progress', points: PROGRESS_LOGS_PER_HOUR, windowSeconds: WINDOW_SECONDS });

/** Charges one progress log to the member; RATE_LIMITED with the minutes to wait past PROGRESS_LOGS_PER_HOUR. */
export const chargeProgressLog = (rate: RateBudget, userId: string): Promise<void> => chargeOrRefuse(rate, userId, 'logging progress');
