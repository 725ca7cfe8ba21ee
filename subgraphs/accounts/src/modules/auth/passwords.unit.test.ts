import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  isCommonPassword,
  passwordMessages,
  registrationPasswordProblem,
  resetPasswordProblem,
  verifyPassword,
} from './passwords.js';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a random 16-byte salt', async () => {
    const [first, second] = await Promise.all([hashPassword('Walk-together-2026'), hashPassword('Walk-together-2026')]);
    expect(first).toMatch(/^scrypt\$N=131072,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('Walk-together-2026');
    expect(await verifyPassword('Walk-together-2026', hash)).toBe(true);
    expect(await verifyPassword('walk-together-2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$N=131072,r=8,p=1$$')).toBe(false);
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
