import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from '@momstride/kit';
import { LOGIN_LIMITS_TABLE } from '../../entities.js';

const WINDOW_SECONDS = 15 * 60;

export interface ThrottleOptions {
  /** A knex instance on the accounts database (MikroORM's). */
  knex: unknown;
  failuresPerAccount: number;
  failuresPerAddress: number;
  resetMailsPerHour: number;
}

export interface LoginAttempt {
  email: string;
  ip: string;
}

/**
 * Login throttling (Postgres store). Each attempt is charged BEFORE the password is checked, so
 * concurrent guesses cannot slip past the limit; a success refunds it (and clears the account counter).
 * After N charged failures within 15 minutes the key is blocked for 15 minutes.
 */
export interface LoginThrottle {
  /** Charges one attempt; throws RATE_LIMITED when the account or the address is blocked. */
  begin(attempt: LoginAttempt): Promise<void>;
  /** The attempt succeeded: clear the account counter and refund the address. */
  succeeded(attempt: LoginAttempt): Promise<void>;
  /** Forget an account's failures (e.g. after a password reset). */
  clearAccount(email: string): Promise<void>;
  /** True when another reset mail may be sent to this address now (silent limit). */
  allowResetMail(email: string): Promise<boolean>;
}

export const tooManyAttemptsMessage = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};

function limiter(knex: unknown, keyPrefix: string, points: number, duration: number, blockDuration: number) {
  return new RateLimiterPostgres({
    storeClient: knex,
    storeType: 'knex',
    tableName: LOGIN_LIMITS_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration,
    blockDuration,
  });
}

async function charge(rateLimiter: RateLimiterPostgres, key: string): Promise<number | null> {
  try {
    await rateLimiter.consume(key, 1);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.ceil(error.msBeforeNext / 1000);
    throw error;
  }
}

export function createLoginThrottle(options: ThrottleOptions): LoginThrottle {
  const byAccount = limiter(options.knex, 'login_account', options.failuresPerAccount, WINDOW_SECONDS, WINDOW_SECONDS);
  const byAddress = limiter(options.knex, 'login_address', options.failuresPerAddress, WINDOW_SECONDS, WINDOW_SECONDS);
  const resetMails = limiter(options.knex, 'reset_mail', options.resetMailsPerHour, 60 * 60, 0);

  return {
    async begin({ email, ip }) {
      const accountWait = await charge(byAccount, email);
      if (accountWait !== null) throw rateLimited(tooManyAttemptsMessage(accountWait), accountWait);
      const addressWait = await charge(byAddress, ip);
      if (addressWait !== null) {
        await byAccount.reward(email, 1);
        throw rateLimited(tooManyAttemptsMessage(addressWait), addressWait);
      }
    },
    async succeeded({ email, ip }) {
      await Promise.all([byAccount.delete(email), byAddress.reward(ip, 1)]);
    },
    async clearAccount(email) {
      await byAccount.delete(email);
    },
    async allowResetMail(email) {
      return (await charge(resetMails, email)) === null;
    },
  };
}
