import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@momstride/kit';
import { NotificationChannel, NotificationPreferenceType } from '../preferences/preference-type.js';

/**
 * The token of a mail's one-click unsubscribe link (docs/security.md, "Unsubscribe links"): it names the member, the
 * type and the channel, and is signed, so the link works without signing in and turns off only that switch:
 * `{member id}.{type}.{channel}.{base64url HMAC-SHA256}`. The key is derived (HKDF-SHA256) from messaging's
 * INTERNAL_TOKEN_PRIVATE_KEY, so no other secret is needed; a new internal key ends every link at once.
 */
export interface UnsubscribeTarget {
  readonly userId: string;
  readonly type: NotificationPreferenceType;
  readonly channel: NotificationChannel;
}

/** The HMAC key of unsubscribe tokens, from the subgraph's internal private key (PEM). */
export const unsubscribeKey = (internalPrivateKeyPem: string): Buffer =>
  Buffer.from(hkdfSync('sha256', internalPrivateKeyPem, 'momstride', 'momstride-unsubscribe-v1', 32));

const macOf = (key: Buffer, payload: string): Buffer => createHmac('sha256', key).update(`momstride-unsubscribe:${payload}`, 'utf8').digest();

export function unsubscribeToken(key: Buffer, target: UnsubscribeTarget): string {
  const payload = `${target.userId.toLowerCase()}.${target.type}.${target.channel}`;
  return `${payload}.${macOf(key, payload).toString('base64url')}`;
}

/** What a token names, or null when it is malformed or its signature does not verify (compared in constant time). */
export function verifyUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [userId, type, channel, mac] = parts as [string, string, string, string];
  if (!isUuid(userId) || !isPreferenceType(type) || !isChannel(channel)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(key, `${userId}.${type}.${channel}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, type, channel };
}

const isPreferenceType = (value: string): value is NotificationPreferenceType => (Object.values(NotificationPreferenceType) as string[]).includes(value);
const isChannel = (value: string): value is NotificationChannel => (Object.values(NotificationChannel) as string[]).includes(value);
