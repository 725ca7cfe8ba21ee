/**
 * A push service stand-in for the tests: a device's subscription whose endpoint is the loopback webhook receiver
 * (setup/webhook-receiver.ts, allowed by the stack's PUSH_ALLOWED_ORIGINS), and the decryption of what arrives there
 * with the device's private key — aes128gcm (RFC 8188) with the Web Push key derivation (RFC 8291), so a test checks
 * the real encryption, not a copy of the sender's code.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { inject } from 'vitest';

/** A browser's push subscription: where the pushes go and the keys they are encrypted for. */
export interface TestPushDevice {
  /** The receiver's name for its pushes (`GET /received/<name>`). */
  readonly name: string;
  readonly endpoint: string;
  /** The body POST /api/push/devices takes (PushSubscription.toJSON()). */
  readonly subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  readonly ecdh: ECDH;
  readonly authSecret: Buffer;
}

/** A new device; `status` makes the receiver answer every push with it (410: the subscription expired). */
export function newPushDevice(options: { status?: number } = {}): TestPushDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const name = `push-${randomUUID()}`;
  const endpoint = `${inject('webhookReceiverUrl')}/hooks/${name}${options.status ? `?status=${options.status}` : ''}`;
  return {
    name,
    endpoint,
    subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
    ecdh,
    authSecret,
  };
}

/** A push as the push service received it, decrypted. */
export interface ReceivedPush {
  readonly headers: Record<string, string>;
  /** The decrypted payload, parsed (MomStride sends JSON). */
  readonly payload: Record<string, unknown>;
}

/** Decrypts one aes128gcm body (a single record) for `device` (RFC 8291 §3.4, RFC 8188 §2). */
export function decryptPush(device: TestPushDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const sharedSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('no padding delimiter in the push record');
  return padded.subarray(0, end).toString('utf8');
}

/** Every push the receiver got for `device`, decrypted, oldest first. */
export async function pushesReceived(device: TestPushDevice): Promise<ReceivedPush[]> {
  const res = await fetch(`${inject('webhookReceiverUrl')}/received/${device.name}`);
  const received = (await res.json()) as Array<{ headers: Record<string, string>; bodyBase64: string }>;
  return received.map((push) => ({ headers: push.headers, payload: JSON.parse(decryptPush(device, Buffer.from(push.bodyBase64, 'base64'))) as Record<string, unknown> }));
}
