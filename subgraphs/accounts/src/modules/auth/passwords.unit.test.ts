import { randomBytes, scryptSync } from 'node:crypto';
import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCommonPasswordList } from './common-passwords.js';
import {
  DEFAULT_PASSWORD_HASH_CONCURRENCY,
  hashPassword,
  isCommonPassword,
  needsRehash,
  passwordMessages,
  passwordHashingLoad,
  registrationPasswordProblem,
  resetPasswordProblem,
  setPasswordHashConcurrency,
  verifyPassword,
} from './passwords.js';

/** An scrypt hash as accounts stored them before Argon2id (N=2^14 here only to keep the test quick). */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 2 ** 14, r: 8, p: 1 });
  return `scrypt$N=16384,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('password hashing', () => {
  it('hashes with Argon2id at OWASP parameters (19 MiB, 2 passes, 1 lane) and a random 16-byte salt', async () => {
    const [first, second] = await Promise.all([hashPassword('Walk-together-2026'), hashPassword('Walk-together-2026')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$[\w+/]{22}\$[\w+/]{43}$/);
    expect(first).not.toBe(second);
    expect(needsRehash(first)).toBe(false);
  });

  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Walk-together-2026');
    expect(await verifyPassword('Walk-together-2026', hash)).toBe(true);
    expect(await verifyPassword('walk-together-2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('still verifies the scrypt hashes of older accounts, and marks them (and older Argon2 parameters) for rehashing', async () => {
    const legacy = legacyScryptHash('Walk-together-2026');
    expect(await verifyPassword('Walk-together-2026', legacy)).toBe(true);
    expect(await verifyPassword('Walk-together-2027', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=65536,p=4,t=3$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g')).toBe(true);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$N=131072,r=8,p=1$$')).toBe(false);
    expect(await verifyPassword('anything', '$argon2id$v=19$m=19456,p=1,t=2$$')).toBe(false);
  });
});

describe('password hashing concurrency', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setPasswordHashConcurrency(DEFAULT_PASSWORD_HASH_CONCURRENCY);
  });

  /** Counts the Argon2 calls running at once (the native work on libuv's thread pool). */
  function watchArgon2(): { peak: () => number } {
    let running = 0;
    let peak = 0;
    const track =
      <A extends unknown[], R>(original: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        running += 1;
        peak = Math.max(peak, running);
        try {
          return await original(...args);
        } finally {
          running -= 1;
        }
      };
    const [hash, verify] = [argon2.hash.bind(argon2), argon2.verify.bind(argon2)];
    vi.spyOn(argon2, 'hash').mockImplementation(track(hash) as typeof argon2.hash);
    vi.spyOn(argon2, 'verify').mockImplementation(track(verify));
    return { peak: () => peak };
  }

  it('a burst of 12 hashes and verifications runs at most 2 at once, the rest queued, and all finish', async () => {
    const stored = await hashPassword('Walk-together-2026');
    const argon = watchArgon2();
    const burst = Array.from({ length: 12 }, (_, index) =>
      index % 3 === 0 ? verifyPassword('Walk-together-2026', stored) : hashPassword(`Burst-of-signups-${index}`),
    );
    expect(passwordHashingLoad()).toEqual({ active: 2, waiting: 10 });
    const results = await Promise.all(burst);
    expect(argon.peak()).toBe(2);
    expect(results.filter((result) => result === true)).toHaveLength(4);
    expect(results.filter((result) => typeof result === 'string' && result.startsWith('$argon2id$'))).toHaveLength(8);
    expect(passwordHashingLoad()).toEqual({ active: 0, waiting: 0 });
  });

  it('takes its limit from PASSWORD_HASH_CONCURRENCY (set at start-up)', async () => {
    setPasswordHashConcurrency(3);
    const argon = watchArgon2();
    await Promise.all(Array.from({ length: 9 }, (_, index) => hashPassword(`Burst-of-signups-${index}`)));
    expect(argon.peak()).toBe(3);
  });
});

describe('password policy', () => {
  it('requires 6 characters at registration and 8 at reset', () => {
    expect(registrationPasswordProblem('abc12')).toBe('Password must be at least 6 characters');
    expect(registrationPasswordProblem('sun-42')).toBeNull();
    expect(resetPasswordProblem('sun-421')).toBe('Password must be at least 8 characters long');
    expect(resetPasswordProblem('sun-4213')).toBeNull();
  });

  it('allows at most 128 characters', () => {
    expect(registrationPasswordProblem('a1-'.repeat(42) + 'xy')).toBeNull();
    expect(registrationPasswordProblem('a'.repeat(129))).toBe(passwordMessages.tooLong);
    expect(resetPasswordProblem('a'.repeat(129))).toBe(passwordMessages.tooLong);
  });

  it('refuses common passwords, case-insensitively', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('QWERTY')).toBe(true);
    expect(registrationPasswordProblem('123456')).toBe('This password is too common. Please choose a less common password.');
    expect(resetPasswordProblem('iloveyou')).toBe('This password is too common. Please choose a less common password.');
    expect(isCommonPassword('MomStride!2026')).toBe(false);
  });

  it('blocks the 10,000 most common passwords of a maintained list (committed as common-passwords.txt)', () => {
    const list = loadCommonPasswordList();
    expect(list).toHaveLength(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    for (const password of [list[0]!, list[4_999]!, list[9_999]!]) expect(isCommonPassword(password)).toBe(true);
    // Entries far down the list, at and past 8 characters (so the reset rule's length check does not hide them).
    const deep = list.slice(9_000).filter((password) => password.length >= 8).slice(0, 5);
    expect(deep).toHaveLength(5);
    for (const password of deep) expect(resetPasswordProblem(password)).toBe(passwordMessages.tooCommon);
  });

  it('blocks repeats and straight runs the list leaves to patterns', () => {
    for (const password of ['aaaaaaaa', '00000000', '12121212', 'abcabcabc', '34567890', '987654321', 'abcdefgh', 'zyxwvuts']) {
      expect(resetPasswordProblem(password)).toBe(passwordMessages.tooCommon);
    }
    for (const password of ['Walk-together-2026', 'sun-4213', 'aaaaaaab', '13579246']) expect(resetPasswordProblem(password)).toBeNull();
  });
});
