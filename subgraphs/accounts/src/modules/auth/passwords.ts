import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import argon2 from 'argon2';
import { commonPasswords } from './common-passwords.js';
import { Semaphore } from './semaphore.js';

/**
 * Argon2id with OWASP's recommended parameters (19 MiB of memory, 2 passes, 1 lane): about 30 ms here, where scrypt
 * at OWASP's equivalent (N=2^17, r=8, p=1, 128 MiB) took about 280 ms for the same protection — so a sign-in is
 * quick and a burst of them costs the server a tenth of the CPU and memory.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
const ARGON2_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},p=${ARGON2_OPTIONS.parallelism},t=${ARGON2_OPTIONS.timeCost}$`;
const SCRYPT_MAX_MEMORY = 256 * 1024 * 1024;

export const PASSWORD_MAX_LENGTH = 128;
export const REGISTRATION_PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_MIN_LENGTH = 8;

export const passwordMessages = {
  registrationTooShort: 'Password must be at least 6 characters',
  resetTooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be at most 128 characters',
  tooCommon: 'This password is too common. Please choose a less common password.',
} as const;

const normalize = (password: string): string => password.normalize('NFKC');

/** Hashes at once by default; PASSWORD_HASH_CONCURRENCY sets it at start-up. */
export const DEFAULT_PASSWORD_HASH_CONCURRENCY = 2;

/**
 * Every hash and verification (Argon2id or scrypt) runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE
 * says otherwise), which file reads and DNS look-ups of the database connections share: at most this many at once, the
 * rest queue, so a burst of sign-ups or guesses never takes every thread.
 */
const hashing = new Semaphore(DEFAULT_PASSWORD_HASH_CONCURRENCY);

export const setPasswordHashConcurrency = (limit: number): void => hashing.setLimit(limit);

/** Hashes and verifications running and queued now. */
export const passwordHashingLoad = (): { active: number; waiting: number } => hashing.load;

/** Argon2id hash in the PHC string format (`$argon2id$v=19$m=19456,p=1,t=2$<salt>$<hash>`), random 16-byte salt. */
export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => argon2.hash(normalize(password), ARGON2_OPTIONS));
}

/** True when a stored hash was made with other parameters (or scrypt): it is replaced at the next sign-in. */
export const needsRehash = (encoded: string): boolean => !encoded.startsWith(ARGON2_PREFIX);

/** scrypt hashes of accounts created before Argon2id: `scrypt$N=131072,r=8,p=1$<salt>$<hash>` (base64url). */
function verifyScrypt(password: string, encoded: string): Promise<boolean> | false {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(encoded);
  if (!match) return false;
  const [, n, r, p, saltText, keyText] = match;
  const options: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_MAX_MEMORY };
  const key = Buffer.from(keyText!, 'base64url');
  if (key.length === 0) return false;
  return new Promise((resolve, reject) => {
    scrypt(normalize(password), Buffer.from(saltText!, 'base64url'), key.length, options, (error, candidate) =>
      error ? reject(error) : resolve(timingSafeEqual(candidate, key)),
    );
  });
}

/** Constant-time check of a password against a stored hash (Argon2id, or a legacy scrypt one); malformed hashes never match. */
export function verifyPassword(password: string, encoded: string): Promise<boolean> {
  return hashing.run(async () => {
    if (encoded.startsWith('$argon2')) {
      try {
        return await argon2.verify(encoded, normalize(password));
      } catch {
        return false; // malformed
      }
    }
    return verifyScrypt(password, encoded);
  });
}

let dummyHash: Promise<string> | undefined;
/** A hash of a random password, to spend the same time when an account does not exist. */
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const commonSet = new Set(commonPasswords.map((password) => password.toLowerCase()));

/** One character or a short unit repeated (`aaaaaaaa`, `12121212`, `abcabcabc`), or a straight run (`34567890`, `zyxwvu`). */
function isTrivialPattern(password: string): boolean {
  if (password.length < 2) return true;
  for (let unit = 1; unit <= 4 && unit * 2 <= password.length; unit += 1) {
    if (password.length % unit === 0 && password.slice(0, unit).repeat(password.length / unit) === password) return true;
  }
  const steps = new Set<number>();
  for (let index = 1; index < password.length; index += 1) {
    const step = password.charCodeAt(index) - password.charCodeAt(index - 1);
    const wraps = password[index - 1] === '9' && password[index] === '0'; // 7890
    steps.add(wraps ? 1 : step);
  }
  return steps.size === 1 && (steps.has(1) || steps.has(-1)) && /^([0-9]+|[a-z]+)$/.test(password);
}

export const isCommonPassword = (password: string): boolean => {
  const candidate = password.trim().toLowerCase();
  return commonSet.has(candidate) || isTrivialPattern(candidate);
};

function policyProblem(password: string, minLength: number, tooShort: string): string | null {
  if (password.length < minLength) return tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (isCommonPassword(password)) return passwordMessages.tooCommon;
  return null;
}

/** The problem with a password chosen at registration, or null when it is acceptable. */
export const registrationPasswordProblem = (password: string): string | null =>
  policyProblem(password, REGISTRATION_PASSWORD_MIN_LENGTH, passwordMessages.registrationTooShort);

/** The problem with a password chosen at reset, or null when it is acceptable. */
export const resetPasswordProblem = (password: string): string | null =>
  policyProblem(password, RESET_PASSWORD_MIN_LENGTH, passwordMessages.resetTooShort);
