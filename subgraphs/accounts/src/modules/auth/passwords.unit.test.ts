import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  isCommonPassword,
  needsRehash,
  passwordMessages,
  registrationPasswordProblem,
  resetPasswordProblem,
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
});
