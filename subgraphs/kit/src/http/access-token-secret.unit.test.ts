import { describe, expect, it } from 'vitest';
import { hashAccessTokenSecret, looksLikeAccessTokenSecret, newAccessTokenSecret } from './access-token-secret.js';

describe('personal access token secrets', () => {
  it('are msp_ + 36 random base62 characters + a 6-character checksum, hashed with SHA-256', () => {
    const { secret, hash, prefix } = newAccessTokenSecret();
    expect(secret).toMatch(/^msp_[0-9A-Za-z]{42}$/);
    expect(hash).toBe(hashAccessTokenSecret(secret));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(secret.startsWith(prefix)).toBe(true);
    expect(prefix).toHaveLength(12);
    expect(looksLikeAccessTokenSecret(secret)).toBe(true);
  });

  it('differ every time', () => {
    const secrets = new Set(Array.from({ length: 200 }, () => newAccessTokenSecret().secret));
    expect(secrets.size).toBe(200);
  });

  it('fail the shape check when a character is changed (the checksum) or the prefix is wrong', () => {
    const { secret } = newAccessTokenSecret();
    const flipped = secret.slice(0, 10) + (secret[10] === 'a' ? 'b' : 'a') + secret.slice(11);
    expect(looksLikeAccessTokenSecret(flipped)).toBe(false);
    expect(looksLikeAccessTokenSecret(`ghp_${secret.slice(4)}`)).toBe(false);
    expect(looksLikeAccessTokenSecret(secret.slice(0, -1))).toBe(false);
    expect(looksLikeAccessTokenSecret('msp_')).toBe(false);
  });
});
