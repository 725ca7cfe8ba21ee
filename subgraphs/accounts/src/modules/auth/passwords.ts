import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { commonPasswords } from './common-passwords.js';

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
const MAX_MEMORY = 256 * 1024 * 1024;

export const PASSWORD_MAX_LENGTH = 128;
export const REGISTRATION_PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_MIN_LENGTH = 8;

export const passwordMessages = {
  registrationTooShort: 'Password must be at least 6 characters',
  resetTooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be at most 128 characters',
  tooCommon: 'This password is too common. Please choose a less common password.',
} as const;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt hash encoded with its parameters: `scrypt$N=131072,r=8,p=1$<salt>$<hash>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

interface ParsedHash {
  options: ScryptOptions;
  salt: Buffer;
  key: Buffer;
}

function parseHash(encoded: string): ParsedHash | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(encoded);
  if (!match) return null;
  const [, n, r, p, salt, key] = match;
  return {
    options: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt!, 'base64url'),
    key: Buffer.from(key!, 'base64url'),
  };
}

/** Constant-time comparison of a password against an encoded hash; malformed hashes never match. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed || parsed.key.length === 0) return false;
  const candidate = await derive(password, parsed.salt, parsed.options, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

let dummyHash: Promise<string> | undefined;
/** A hash of a random password, to spend the same time when an account does not exist. */
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const commonSet = new Set(commonPasswords.map((password) => password.toLowerCase()));

export const isCommonPassword = (password: string): boolean => commonSet.has(password.trim().toLowerCase());

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
