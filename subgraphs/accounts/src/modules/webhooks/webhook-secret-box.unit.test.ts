import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret } from './webhook-secret.js';
import { isSealedSecret, openSecret, sealSecret, WebhookSecretError } from './webhook-secret-box.js';

describe('webhook secrets at rest (AES-256-GCM)', () => {
  const key = randomBytes(32);
  const id = randomUUID();

  it('seals a secret so that the stored text holds none of it, and opens it again with the key', () => {
    const secret = newWebhookSecret();
    const sealed = sealSecret(key, id, secret);
    expect(isSealedSecret(sealed)).toBe(true);
    expect(sealed).not.toContain(secret.slice(6));
    expect(sealSecret(key, id, secret)).not.toBe(sealed); // a fresh nonce each time
    expect(openSecret(key, id, sealed)).toBe(secret);
  });

  it('refuses another key, another endpoint and a changed byte', () => {
    const sealed = sealSecret(key, id, newWebhookSecret());
    expect(() => openSecret(randomBytes(32), id, sealed)).toThrow(WebhookSecretError);
    expect(() => openSecret(key, randomUUID(), sealed)).toThrow(WebhookSecretError);
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    expect(() => openSecret(key, id, flipped)).toThrow(WebhookSecretError);
  });

  it('reads a plain secret from before sealing as it is (start-up seals it), and nothing else', () => {
    const secret = newWebhookSecret();
    expect(openSecret(key, id, secret)).toBe(secret);
    expect(() => openSecret(key, id, 'something else')).toThrow(WebhookSecretError);
  });
});
