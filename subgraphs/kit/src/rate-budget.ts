import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from './errors.js';

/**
 * A per-key budget of actions in a fixed window (rate-limiter-flexible's PostgreSQL store, one upsert per charge):
 * the mechanism behind accounts' upload limit and messaging's sending limit. The counters live in a table of the
 * subgraph's own database, created by its migration with the store's columns — `"key" varchar(255)` primary key,
 * `"points" integer not null default 0`, `"expire" bigint null` — and hold one row per key, reused window after window.
 */
export interface RateBudget {
  /** Charges one action to `key`; null when allowed, else the seconds until the next one is. */
  charge(key: string): Promise<number | null>;
}

export interface RateBudgetOptions {
  /** A knex instance on the subgraph's database (MikroORM's `orm.em.getKnex()`). */
  readonly knex: unknown;
  /** The counters' table (created by the subgraph's migration). */
  readonly tableName: string;
  /** Keeps this budget's keys apart from others in the same table, e.g. `message_send`. */
  readonly keyPrefix: string;
  /** Actions allowed per window. */
  readonly points: number;
  readonly windowSeconds: number;
}

export function createRateBudget(options: RateBudgetOptions): RateBudget {
  const limiter = new RateLimiterPostgres({
    storeClient: options.knex,
    storeType: 'knex',
    tableName: options.tableName,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.windowSeconds,
  });
  return {
    async charge(key) {
      try {
        await limiter.consume(key, 1);
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    },
  };
}

/**
 * Charges one action to `key`; past the budget, RATE_LIMITED "You're {doing} too quickly. Please try again in N
 * minutes." with `retryAfterSeconds` (e.g. `doing` = "posting reviews").
 */
export async function chargeOrRefuse(rate: RateBudget, key: string, doing: string): Promise<void> {
  const retryAfter = await rate.charge(key);
  if (retryAfter === null) return;
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  throw rateLimited(`You're ${doing} too quickly. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, retryAfter);
}

/** The key prefix a budget's counters carry in the table (`<prefix>:<key>`), e.g. to delete a member's counters. */
export const rateBudgetKey = (keyPrefix: string, key: string): string => `${keyPrefix}:${key}`;
