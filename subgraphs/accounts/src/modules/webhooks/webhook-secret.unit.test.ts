import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './webhook-queue.js';
import { newWebhookSecret, secretPrefixOf, signatureHeader } from './webhook-secret.js';

describe('webhook secrets and signatures', () => {
  it('makes whsec_ secrets of 32 random bytes, each different, shown later as a short prefix', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newWebhookSecret()));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret.slice(6), 'base64url')).toHaveLength(32);
    }
    expect(secretPrefixOf('whsec_Ab12Cd34Ef56')).toBe('whsec_Ab12…');
  });

  it('signs "<t>.<body>" with HMAC-SHA256 under the whole secret (a known answer)', () => {
    const secret = 'whsec_test_secret';
    const body = '{"id":"d1","type":"ping","created_at":"2026-12-24T10:00:00.000Z","data":{}}';
    // Computed with openssl: printf '%s.%s' 1766570400 "$body" | openssl dgst -sha256 -hmac whsec_test_secret -r
    const expected = '8f6711c7f126944112f71adf6dab51b8cd6ada01c27148a2633550f873b150c7';
    expect(signatureHeader([secret], body, 1766570400)).toBe(`t=1766570400,v1=${expected}`);
    expect(signatureHeader([secret], body, 1766570401)).not.toBe(`t=1766570401,v1=${expected}`);
    expect(signatureHeader([secret], `${body} `, 1766570400)).not.toBe(`t=1766570400,v1=${expected}`);
  });

  it('after a rotation signs with the new secret first, then the old one (a second v1)', () => {
    const body = '{"id":"d1","type":"ping","created_at":"2026-12-24T10:00:00.000Z","data":{}}';
    const [newer, older] = [signatureHeader(['whsec_new'], body, 1766570400), signatureHeader(['whsec_test_secret'], body, 1766570400)];
    expect(signatureHeader(['whsec_new', 'whsec_test_secret'], body, 1766570400)).toBe(`${newer},${older.split(',')[1]}`);
    expect(older).toBe('t=1766570400,v1=8f6711c7f126944112f71adf6dab51b8cd6ada01c27148a2633550f873b150c7');
  });
});

describe('webhook retry backoff', () => {
  it('waits between base × 2^(n−1) and base × 2^n seconds before the n-th retry: about a day over 8 attempts at 420 s', () => {
    expect([1, 2, 3, 7].map((n) => retryDelaySeconds(420, n, () => 0))).toEqual([420, 840, 1680, 26_880]);
    expect([1, 2, 3, 7].map((n) => retryDelaySeconds(420, n, () => 0.999_999))).toEqual([1, 2, 3, 7].map((n) => expect.closeTo(420 * 2 ** n, 0)));
    const totals = [() => 0, () => 0.999_999].map((random) => [1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + retryDelaySeconds(420, n, random), 0) / 3600);
    expect(totals[0]).toBeCloseTo(14.8, 1);
    expect(totals[1]).toBeCloseTo(29.6, 1);
  });
});
