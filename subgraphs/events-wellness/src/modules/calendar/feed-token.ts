import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A calendar feed's secret token, derived, never stored (docs/security.md, "Calendar feeds"):
 * `base64url(member id (16 bytes) ‖ HMAC-SHA256(CALENDAR_FEED_KEY, "momstride-calendar-feed:" ‖ member id ‖ ":" ‖ version))`,
 * 64 characters. The member id in front lets a request find its feed row without any lookup table; it is not a secret
 * (ids are public across the API). The MAC is the secret: without the server's key nobody can make one, and the database
 * holds only the feed's version, so a database or backup reader learns no usable link. A reset bumps the version, so
 * the old link stops verifying; a new CALENDAR_FEED_KEY ends every link at once.
 */
const ID_BYTES = 16;
const MAC_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{64}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const idBytes = (userId: string): Buffer => Buffer.from(userId.replace(/-/g, ''), 'hex');

const idOfBytes = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const macOf = (key: Buffer, userId: string, version: number): Buffer =>
  createHmac('sha256', key).update(`momstride-calendar-feed:${userId.toLowerCase()}:${version}`, 'utf8').digest();

/** The token of a member's feed at `version`. */
export function feedToken(key: Buffer, userId: string, version: number): string {
  if (!UUID_PATTERN.test(userId.toLowerCase())) throw new Error('a calendar feed belongs to a member id (a UUID)');
  return Buffer.concat([idBytes(userId.toLowerCase()), macOf(key, userId, version)]).toString('base64url');
}

/** The member id a token names, or null when it has no token's shape (then nothing needs asking). */
export function feedTokenOwner(token: string): string | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  return idOfBytes(bytes.subarray(0, ID_BYTES));
}

/** Whether `token` is the member's feed token at `version` (compared in constant time). */
export function isFeedTokenOf(key: Buffer, token: string, userId: string, version: number): boolean {
  if (!TOKEN_PATTERN.test(token)) return false;
  const given = Buffer.from(token, 'base64url').subarray(ID_BYTES);
  const expected = macOf(key, userId, version);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
