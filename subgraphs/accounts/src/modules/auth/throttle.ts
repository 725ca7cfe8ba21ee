import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { clientAddressKey, rateLimited } from '@momstride/kit';
import { LOGIN_LIMITS_TABLE } from '../../entities.js';

const WINDOW_SECONDS = 15 * 60;
const HOUR_SECONDS = 60 * 60;
/** The first delay after the free failures; each further failure doubles it, up to the cap. */
export const ACCOUNT_DELAY_BASE_SECONDS = 60;
export const ACCOUNT_DELAY_MAX_SECONDS = 15 * 60;
/** An account's failures are forgotten after a day without attempts. */
export const ACCOUNT_FAILURES_FORGOTTEN_AFTER_SECONDS = 24 * 60 * 60;
/** A sign-in vouches for its address for this long. */
export const KNOWN_ADDRESS_DAYS = 90;
/**
 * A blocked address still has passwords checked (a right one signs in), up to this many times its failure limit per
 * 15 minutes; past that only accounts that know the address are checked, so a flood from one address cannot keep the
 * password hashing busy for everyone.
 */
export const BLOCKED_ADDRESS_CHECKS_FACTOR = 10;

export const ACCOUNT_FAILURES_TABLE = 'login_account_failures';
export const KNOWN_ADDRESSES_TABLE = 'login_known_addresses';

export interface ThrottleOptions {
  /** A knex instance on the accounts database (MikroORM's). */
  knex: unknown;
  /** Failed sign-ins an account may have before each further attempt must wait (a growing delay). */
  failuresPerAccount: number;
  failuresPerAddress: number;
  resetMailsPerHour: number;
  /** Sign-up attempts per client address per hour. */
  registrationsPerAddressPerHour: number;
  /** Forgot-password requests per client address per hour. */
  resetRequestsPerAddressPerHour: number;
}

export interface LoginAttempt {
  email: string;
  /** The client address as the gateway saw it (`viewer.ip`); keyed by clientAddressKey. */
  ip: string;
}

/** What begin() found: the caller checks the password, then calls succeeded() or reports failed(). */
export interface LoginTicket {
  readonly email: string;
  readonly address: string;
  /** Seconds until the client address is unblocked, when it is blocked: a wrong password then answers RATE_LIMITED. */
  readonly addressWait: number | null;
  /** The account is delayed and this address signed in to it before: only its own guesses are counted. */
  readonly viaKnownAddress: boolean;
}

/**
 * Login throttling (PostgreSQL). Each attempt is charged BEFORE the password is checked, so concurrent guesses cannot
 * slip past a limit; a success refunds the address and clears the account.
 *
 * - Per account, a progressive delay instead of a lockout (OWASP, ASVS V6.3): after N failures each further attempt
 *   must wait 1, 2, 4, 8, then at most 15 minutes; attempts during the wait are refused without counting. A stranger
 *   cannot keep a member out: the right password from an address that signed in to the account before gets through
 *   the delay (that address's own wrong guesses are limited to N per 15 minutes).
 * - Per client address (IPv4, or the IPv6 /64): after N failures in 15 minutes the address is blocked for 15 minutes,
 *   which stops guessing: a wrong password answers RATE_LIMITED instead of "incorrect", but a right one signs in, so
 *   members behind one proxy or carrier NAT are not all locked out by one guesser. Past 10 times the limit, only
 *   accounts that signed in from the address before get their password checked (no hashing for a flood).
 */
export interface LoginThrottle {
  /** Charges one attempt; throws RATE_LIMITED when the account is delayed (and the address is not known to it). */
  begin(attempt: LoginAttempt): Promise<LoginTicket>;
  /** The password was right: clear the account, refund the address, remember it as known to the account. */
  succeeded(ticket: LoginTicket): Promise<void>;
  /** A session was started from this address for this account (e.g. registration): remember the address. */
  rememberAddress(attempt: LoginAttempt): Promise<void>;
  /** Forget an account's failures and known addresses (after a password reset). */
  clearAccount(email: string): Promise<void>;
  /** True when another reset mail may be sent to this address now (silent limit). */
  allowResetMail(email: string): Promise<boolean>;
  /** Charges one sign-up attempt to the client address; throws RATE_LIMITED over the limit. */
  chargeRegistration(ip: string): Promise<void>;
  /** Charges one forgot-password request to the client address; throws RATE_LIMITED over the limit. */
  chargeResetRequest(ip: string): Promise<void>;
}

const inMinutes = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

export const tooManyAttemptsMessage = (retryAfterSeconds: number): string =>
  `Too many login attempts. Please try again in ${inMinutes(retryAfterSeconds)}.`;
export const tooManySignupsMessage = (retryAfterSeconds: number): string =>
  `Too many sign-ups from your network. Please try again in ${inMinutes(retryAfterSeconds)}.`;
export const tooManyResetRequestsMessage = (retryAfterSeconds: number): string =>
  `Too many password reset requests. Please try again in ${inMinutes(retryAfterSeconds)}.`;

interface Knex {
  raw(sql: string, bindings: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

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

/**
 * The stored form of a limiter key: the store's key column is varchar(255) with the prefix included, so a long key
 * (an e-mail address of up to 254 characters, alone or with a client address) is kept as its SHA-256 instead of
 * failing the statement.
 */
export const limiterKey = (key: string): string => (key.length <= 180 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`);

/** Charges one point: null when allowed, else the seconds until the key is allowed again. */
async function charge(rateLimiter: RateLimiterPostgres, key: string): Promise<number | null> {
  try {
    await rateLimiter.consume(limiterKey(key), 1);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

const positiveInteger = (value: number, name: string): number => {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  return value;
};

export function createLoginThrottle(options: ThrottleOptions): LoginThrottle {
  const knex = options.knex as Knex;
  const freeFailures = positiveInteger(options.failuresPerAccount, 'failuresPerAccount');
  const byAddress = limiter(options.knex, 'login_address', options.failuresPerAddress, WINDOW_SECONDS, WINDOW_SECONDS);
  const blockedAddressChecks = limiter(
    options.knex,
    'login_blocked_address',
    options.failuresPerAddress * BLOCKED_ADDRESS_CHECKS_FACTOR,
    WINDOW_SECONDS,
    WINDOW_SECONDS,
  );
  const byKnownAddress = limiter(options.knex, 'login_known_address', freeFailures, WINDOW_SECONDS, WINDOW_SECONDS);
  const resetMails = limiter(options.knex, 'reset_mail', options.resetMailsPerHour, HOUR_SECONDS, 0);
  const registrations = limiter(options.knex, 'register_address', options.registrationsPerAddressPerHour, HOUR_SECONDS, 0);
  const resetRequests = limiter(options.knex, 'reset_request_address', options.resetRequestsPerAddressPerHour, HOUR_SECONDS, 0);

  // The failure count after this attempt, and the wait it imposes once past the free failures (all constants).
  const next = `case when f.last_attempt_at < now() - interval '${ACCOUNT_FAILURES_FORGOTTEN_AFTER_SECONDS} seconds' then 1 else f.failures + 1 end`;
  const delayAfter = (failures: string) =>
    `case when ${failures} >= ${freeFailures} then now() + least(${ACCOUNT_DELAY_MAX_SECONDS}, ${ACCOUNT_DELAY_BASE_SECONDS} * power(2, least(${failures} - ${freeFailures}, 20))) * interval '1 second' end`;
  const chargeAccountSql = `insert into ${ACCOUNT_FAILURES_TABLE} as f (account_key, failures, blocked_until, last_attempt_at)
    values (?, 1, ${delayAfter('1')}, now())
    on conflict (account_key) do update set failures = ${next}, blocked_until = ${delayAfter(next)}, last_attempt_at = now()
      where f.blocked_until is null or f.blocked_until <= now()
    returning failures`;

  /** Charges the account (reserving its next delay); null when the attempt may go ahead, else the seconds to wait. */
  async function chargeAccount(email: string): Promise<number | null> {
    if ((await knex.raw(chargeAccountSql, [email])).rows.length > 0) return null;
    const { rows } = await knex.raw(
      `select extract(epoch from blocked_until - now()) as wait from ${ACCOUNT_FAILURES_TABLE} where account_key = ?`,
      [email],
    );
    return Math.max(1, Math.ceil(Number(rows[0]?.['wait'] ?? 1)));
  }

  /** Takes back the attempt just charged (it was refused before the password was checked). */
  const refundAccount = (email: string) =>
    knex.raw(
      `update ${ACCOUNT_FAILURES_TABLE} set failures = greatest(failures - 1, 0),
          blocked_until = case when failures - 1 >= ${freeFailures} then now() end
        where account_key = ?`,
      [email],
    );

  async function isKnownAddress(email: string, address: string): Promise<boolean> {
    const { rows } = await knex.raw(
      `select 1 from ${KNOWN_ADDRESSES_TABLE}
        where account_key = ? and address_key = ? and last_success_at > now() - interval '${KNOWN_ADDRESS_DAYS} days'`,
      [email, address],
    );
    return rows.length > 0;
  }

  const remember = (email: string, address: string) =>
    knex.raw(
      `insert into ${KNOWN_ADDRESSES_TABLE} (account_key, address_key, last_success_at) values (?, ?, now())
        on conflict (account_key, address_key) do update set last_success_at = now()`,
      [email, address],
    );

  const pairKey = (email: string, address: string) => `${email} ${address}`;

  return {
    async begin({ email, ip }) {
      const address = clientAddressKey(ip);
      const accountWait = await chargeAccount(email);
      let known: boolean | undefined;
      const knownAddress = async () => (known ??= await isKnownAddress(email, address));
      let viaKnownAddress = false;
      if (accountWait !== null) {
        if (!(await knownAddress())) throw rateLimited(tooManyAttemptsMessage(accountWait), accountWait);
        const pairWait = await charge(byKnownAddress, pairKey(email, address));
        if (pairWait !== null) throw rateLimited(tooManyAttemptsMessage(pairWait), pairWait);
        viaKnownAddress = true;
      }
      const addressWait = await charge(byAddress, address);
      if (addressWait !== null) {
        const floodWait = await charge(blockedAddressChecks, address);
        if (floodWait !== null && !(await knownAddress())) {
          if (!viaKnownAddress) await refundAccount(email);
          throw rateLimited(tooManyAttemptsMessage(floodWait), floodWait);
        }
      }
      return { email, address, addressWait, viaKnownAddress };
    },
    async succeeded({ email, address, viaKnownAddress }) {
      await Promise.all([
        knex.raw(`delete from ${ACCOUNT_FAILURES_TABLE} where account_key = ?`, [email]),
        byAddress.reward(limiterKey(address), 1),
        viaKnownAddress ? byKnownAddress.delete(limiterKey(pairKey(email, address))) : null,
        remember(email, address),
      ]);
    },
    async rememberAddress({ email, ip }) {
      await remember(email, clientAddressKey(ip));
    },
    async clearAccount(email) {
      await knex.raw(`delete from ${ACCOUNT_FAILURES_TABLE} where account_key = ?`, [email]);
      await knex.raw(`delete from ${KNOWN_ADDRESSES_TABLE} where account_key = ?`, [email]);
    },
    async allowResetMail(email) {
      return (await charge(resetMails, email)) === null;
    },
    async chargeRegistration(ip) {
      const wait = await charge(registrations, clientAddressKey(ip));
      if (wait !== null) throw rateLimited(tooManySignupsMessage(wait), wait);
    },
    async chargeResetRequest(ip) {
      const wait = await charge(resetRequests, clientAddressKey(ip));
      if (wait !== null) throw rateLimited(tooManyResetRequestsMessage(wait), wait);
    },
  };
}
