import { createRateBudget, type RateBudget } from '@momstride/kit';
import { RATE_LIMITS_TABLE } from '../../entities.js';

export const TEST_PUSH_RATE_KEY_PREFIX = 'test_push';
/** Test notifications one member may send herself per 10 minutes: each one is a request to every device's push service. */
export const TEST_PUSHES_PER_10_MINUTES = 5;

/** Each member's budget of test notifications (the kit's rate budget, counters in rate_limits). */
export const createTestPushRate = (knex: unknown): RateBudget =>
  createRateBudget({ knex, tableName: RATE_LIMITS_TABLE, keyPrefix: TEST_PUSH_RATE_KEY_PREFIX, points: TEST_PUSHES_PER_10_MINUTES, windowSeconds: 600 });
