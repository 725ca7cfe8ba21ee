import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { baseEnvRules, checkEnv, extendEnv } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { accountsEnvRules, accountsEnvShape, logsResetLinks } from './env.js';

const viewer = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const access = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

const base = {
  PORT: '4001',
  DATABASE_URL: 'postgres://localhost/momstride_accounts',
  DOMAIN_EVENTS_DATABASE_URL: 'postgres://localhost/momstride_domain_events',
  VIEWER_TOKEN_PUBLIC_KEY: viewer.publicKey,
  ACCESS_TOKEN_PRIVATE_KEY: access.privateKey,
  INTERNAL_TOKEN_PRIVATE_KEY: viewer.privateKey,
  INTERNAL_TOKEN_PUBLIC_KEY: viewer.publicKey,
  WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
};

const check = (changes: Record<string, string>) =>
  checkEnv(extendEnv(accountsEnvShape), { ...base, ...changes }, [...baseEnvRules, ...accountsEnvRules] as never);

describe('accounts environment', () => {
  it('production needs SMTP_URL, or OUTBOX_DIR set on purpose', () => {
    const refused = check({ NODE_ENV: 'production' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? [] : refused.problems).toEqual([expect.stringMatching(/^SMTP_URL: is required when NODE_ENV=production/)]);
    expect(check({ NODE_ENV: 'production', SMTP_URL: ' ', OUTBOX_DIR: '' }).ok).toBe(false);
    expect(check({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).ok).toBe(true);
    expect(check({ NODE_ENV: 'production', OUTBOX_DIR: '/data/outbox' }).ok).toBe(true);
    expect(check({ NODE_ENV: 'development' }).ok).toBe(true);
  });

  it('WEBHOOK_SECRETS_KEY: required, 32 bytes in base64 or base64url, else start-up stops naming it', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('base64'), key.toString('base64url')]) {
      const parsed = check({ WEBHOOK_SECRETS_KEY: text });
      expect(parsed.ok && parsed.env.WEBHOOK_SECRETS_KEY.equals(key)).toBe(true);
    }
    for (const bad of ['', 'ci', randomBytes(16).toString('base64'), 'not base64 at all!']) {
      const refused = check({ WEBHOOK_SECRETS_KEY: bad });
      expect(refused.ok ? [] : refused.problems, bad).toEqual([expect.stringMatching(/^WEBHOOK_SECRETS_KEY: WEBHOOK_SECRETS_KEY must be 32 random bytes in base64/)]);
    }
    const { WEBHOOK_SECRETS_KEY: _key, ...without } = base;
    const missing = checkEnv(extendEnv(accountsEnvShape), without, [...baseEnvRules, ...accountsEnvRules] as never);
    expect(missing.ok ? [] : missing.problems).toEqual([expect.stringMatching(/^WEBHOOK_SECRETS_KEY: WEBHOOK_SECRETS_KEY is required/)]);
  });

  it('WEBHOOK_ALLOWED_ORIGINS: origins only, and never in production; retry settings are bounded', () => {
    const allowed = check({ NODE_ENV: 'test', WEBHOOK_ALLOWED_ORIGINS: 'http://127.0.0.1:4599/, http://localhost:5000' });
    expect(allowed.ok && allowed.env.WEBHOOK_ALLOWED_ORIGINS).toEqual(['http://127.0.0.1:4599', 'http://localhost:5000']);
    expect(check({ WEBHOOK_ALLOWED_ORIGINS: 'ftp://files.example' }).ok).toBe(false);
    const production = check({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', WEBHOOK_ALLOWED_ORIGINS: 'http://127.0.0.1:4599' });
    expect(production.ok ? [] : production.problems).toEqual([expect.stringMatching(/^WEBHOOK_ALLOWED_ORIGINS: must be empty when NODE_ENV=production/)]);
    const defaults = check({});
    expect(defaults.ok && [defaults.env.WEBHOOK_ALLOWED_ORIGINS, defaults.env.WEBHOOK_RETRY_BASE_SECONDS, defaults.env.WEBHOOK_MAX_ATTEMPTS]).toEqual([[], 420, 8]);
    expect(check({ WEBHOOK_MAX_ATTEMPTS: '0' }).ok).toBe(false);
  });

  it('production refuses demo data', () => {
    const refused = check({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587', SEED_DEMO_DATA: 'true' });
    expect(refused.ok ? [] : refused.problems).toEqual([expect.stringMatching(/^SEED_DEMO_DATA: /)]);
  });

  it('refuses an ACCESS_TOKEN_PRIVATE_KEY that is not an Ed25519 private key', () => {
    const refused = check({ ACCESS_TOKEN_PRIVATE_KEY: access.publicKey });
    expect(refused.ok ? [] : refused.problems).toEqual(['ACCESS_TOKEN_PRIVATE_KEY: ACCESS_TOKEN_PRIVATE_KEY is not a readable Ed25519 private key (PEM)']);
  });

  it('reset links are logged only in development without SMTP', () => {
    expect(logsResetLinks({ NODE_ENV: 'development', SMTP_URL: undefined })).toBe(true);
    expect(logsResetLinks({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail.example' })).toBe(false);
    expect(logsResetLinks({ NODE_ENV: 'test', SMTP_URL: undefined })).toBe(false);
    expect(logsResetLinks({ NODE_ENV: 'production', SMTP_URL: undefined })).toBe(false);
  });

  it('an empty OUTBOX_DIR means the default folder, not the working directory', () => {
    const parsed = check({ OUTBOX_DIR: '' });
    expect(parsed.ok && parsed.env.OUTBOX_DIR).toBe(`${process.cwd()}/.data/outbox`);
  });
});
