import { createHmac, randomBytes } from 'node:crypto';

/** Signing secrets start with this (like Stripe's), so they are recognisable in a config file or a leak scanner. */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes, base64url. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What admins see of a secret after creation: `whsec_Ab12…`. */
export const secretPrefixOf = (secret: string): string => `${secret.slice(0, SECRET_PREFIX.length + 4)}…`;

/**
 * The `MomStride-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the whole
 * secret string>` (the recipe in docs/webhooks.md; the timestamp is signed too, so an old request cannot be replayed
 * with a new time). One `v1` per secret, the current one first: after a rotation the old secret signs too for a while.
 */
export function signatureHeader(secrets: readonly [string, ...string[]], body: string, unixSeconds: number): string {
  const signatures = secrets.map((secret) => `v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex')}`);
  return [`t=${unixSeconds}`, ...signatures].join(',');
}
