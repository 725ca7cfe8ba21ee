import { createRateBudget, type RateBudget } from '@momstride/kit';
import { RATE_LIMITS_TABLE } from '../../entities.js';

export const SEND_RATE_KEY_PREFIX = 'message_send';
const WINDOW_SECONDS = 60;

/** Each member's sending budget: `messagesPerMinute` per minute (the kit's rate budget, counters in rate_limits). */
export const createSendRate = (knex: unknown, messagesPerMinute: number): RateBudget =>
  createRateBudget({ knex, tableName: RATE_LIMITS_TABLE, keyPrefix: SEND_RATE_KEY_PREFIX, points: messagesPerMinute, windowSeconds: WINDOW_SECONDS });
