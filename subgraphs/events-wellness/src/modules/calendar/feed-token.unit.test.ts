import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { feedToken, feedTokenOwner, isFeedTokenOf } from './feed-token.js';

describe('calendar feed tokens (derived, never stored)', () => {
  const key = randomBytes(32);
  const userId = randomUUID();

  it('is 64 base64url characters naming her id; the same key, id and version give the same token', () => {
    const token = feedToken(key, userId, 1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(feedToken(key, userId, 1)).toBe(token);
    expect(feedTokenOwner(token)).toBe(userId);
    expect(isFeedTokenOf(key, token, userId, 1)).toBe(true);
  });

  it('a reset (next version), another key or another member makes it fail', () => {
    const token = feedToken(key, userId, 3);
    expect(isFeedTokenOf(key, token, userId, 4)).toBe(false);
    expect(isFeedTokenOf(randomBytes(32), token, userId, 3)).toBe(false);
    expect(isFeedTokenOf(key, token, randomUUID(), 3)).toBe(false);
    expect(feedToken(key, userId, 4)).not.toBe(token);
  });

  it('has no owner for anything without a token’s shape', () => {
    for (const text of ['', 'short', 'A'.repeat(63), `${'A'.repeat(63)}!`, randomBytes(32).toString('base64url')]) expect(feedTokenOwner(text)).toBeNull();
  });
});
