import { generateKeyPairSync } from 'node:crypto';
import { baseEnvRules, checkEnv, extendEnv } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { messagingEnvRules, messagingEnvShape } from './env.js';

const keys = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

const base = {
  PORT: '4004',
  DATABASE_URL: 'postgres://localhost/momstride_messaging',
  DOMAIN_EVENTS_DATABASE_URL: 'postgres://localhost/momstride_domain_events',
  VIEWER_TOKEN_PUBLIC_KEY: keys.publicKey,
  INTERNAL_TOKEN_PRIVATE_KEY: keys.privateKey,
  INTERNAL_TOKEN_PUBLIC_KEY: keys.publicKey,
};

const check = (changes: Record<string, string>) =>
  checkEnv(extendEnv(messagingEnvShape), { ...base, ...changes }, [...baseEnvRules, ...messagingEnvRules] as never);

describe('messaging environment: Web Push', () => {
  it('takes the VAPID pair together or not at all; push is off without it', () => {
    const off = check({});
    expect(off.ok && [off.env.VAPID_PUBLIC_KEY, off.env.VAPID_PRIVATE_KEY, off.env.VAPID_SUBJECT]).toEqual([undefined, undefined, 'mailto:hello@momstride.example']);
    const on = check({ VAPID_PUBLIC_KEY: 'BPublic', VAPID_PRIVATE_KEY: 'private' });
    expect(on.ok && on.env.VAPID_PUBLIC_KEY).toBe('BPublic');
    const half = check({ VAPID_PUBLIC_KEY: 'BPublic' });
    expect(half.ok).toBe(false);
    expect(JSON.stringify(half)).toContain('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both');
  });

  it('VAPID_SUBJECT is a mailto: or https: URL; PUSH_ALLOWED_ORIGINS never in production', () => {
    expect(check({ VAPID_SUBJECT: 'https://momstride.example/contact' }).ok).toBe(true);
    expect(check({ VAPID_SUBJECT: 'hello@momstride.example' }).ok).toBe(false);
    const allowed = check({ NODE_ENV: 'test', PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:4599/' });
    expect(allowed.ok && allowed.env.PUSH_ALLOWED_ORIGINS).toEqual(['http://127.0.0.1:4599']);
    expect(check({ NODE_ENV: 'production', PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:4599' }).ok).toBe(false);
  });
});
