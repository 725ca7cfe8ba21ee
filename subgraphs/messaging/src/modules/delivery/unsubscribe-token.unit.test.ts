import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NotificationChannel, NotificationPreferenceType } from '../preferences/preference-type.js';
import { unsubscribeKey, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const pem = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const target = { userId: '0b7a5c2e-1d3f-4a6b-9c8d-7e6f5a4b3c2d', type: NotificationPreferenceType.follow, channel: NotificationChannel.mail };

describe('unsubscribe tokens', () => {
  it('name member, type and channel, and verify only with the same key and unchanged', () => {
    const key = unsubscribeKey(pem());
    const token = unsubscribeToken(key, target);
    expect(verifyUnsubscribeToken(key, token)).toEqual(target);
    expect(verifyUnsubscribeToken(unsubscribeKey(pem()), token)).toBeNull();
    expect(verifyUnsubscribeToken(key, token.replace('.follow.', '.message.'))).toBeNull();
    expect(verifyUnsubscribeToken(key, token.replace('.mail.', '.push.'))).toBeNull();
    expect(verifyUnsubscribeToken(key, `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken(key, 'nonsense')).toBeNull();
  });
});
