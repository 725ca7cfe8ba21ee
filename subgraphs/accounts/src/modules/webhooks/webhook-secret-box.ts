import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { SECRET_PREFIX } from './webhook-secret.js';

/**
 * Webhook signing secrets at rest (docs/security.md, "Webhooks"): AES-256-GCM under WEBHOOK_SECRETS_KEY, a fresh
 * 96-bit nonce per secret, the endpoint's id as associated data (a sealed secret copied to another endpoint's row does
 * not open). Stored as `aesgcm1:` + base64url(nonce ‖ ciphertext ‖ tag). A database or backup reader gets no secret
 * that signs; the key lives in the environment only. Rows from before this (plain `whsec_…`) are sealed at start-up
 * (sealPlaintextSecrets in webhook.store.ts); until then they still open as they are.
 */
const SEALED_PREFIX = 'aesgcm1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class WebhookSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSecretError';
  }
}

export const isSealedSecret = (stored: string): boolean => stored.startsWith(SEALED_PREFIX);

export function sealSecret(key: Buffer, endpointId: string, secret: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(endpointId, 'utf8'));
  const sealed = Buffer.concat([nonce, cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${SEALED_PREFIX}${sealed.toString('base64url')}`;
}

/** The secret a stored value holds; WebhookSecretError when it does not open with this key (or was not made for this endpoint). */
export function openSecret(key: Buffer, endpointId: string, stored: string): string {
  if (!isSealedSecret(stored)) {
    if (stored.startsWith(SECRET_PREFIX)) return stored; // not sealed yet (start-up seals it)
    throw new WebhookSecretError('A stored webhook secret has an unknown form');
  }
  const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) throw new WebhookSecretError('A stored webhook secret is damaged');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(Buffer.from(endpointId, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new WebhookSecretError('A stored webhook secret does not open with WEBHOOK_SECRETS_KEY (was the key changed?)');
  }
}
