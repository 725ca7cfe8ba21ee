import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseEnvRules, checkEnv, extendEnv } from './env.js';

const keys = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

const valid = {
  PORT: '4001',
  DATABASE_URL: 'postgres://localhost/momstride_accounts',
  DOMAIN_EVENTS_DATABASE_URL: 'postgres://localhost/momstride_domain_events',
  VIEWER_TOKEN_PUBLIC_KEY: keys.publicKey,
  INTERNAL_TOKEN_PRIVATE_KEY: keys.privateKey,
  INTERNAL_TOKEN_PUBLIC_KEY: keys.publicKey,
};

const check = (changes: Record<string, string>) => checkEnv(extendEnv({}), { ...valid, ...changes }, baseEnvRules);

describe('subgraph environment', () => {
  it('accepts a real Ed25519 public key (also with literal \\n escapes)', () => {
    expect(check({}).ok).toBe(true);
    expect(check({ VIEWER_TOKEN_PUBLIC_KEY: keys.publicKey.replace(/\n/g, '\\n') }).ok).toBe(true);
  });

  it('refuses a malformed or wrong-kind VIEWER_TOKEN_PUBLIC_KEY, naming it', () => {
    const garbage = '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----';
    for (const key of [garbage, keys.privateKey, generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString()]) {
      expect(check({ VIEWER_TOKEN_PUBLIC_KEY: key })).toEqual({
        ok: false,
        problems: ['VIEWER_TOKEN_PUBLIC_KEY: VIEWER_TOKEN_PUBLIC_KEY is not a readable Ed25519 public key (PEM)'],
      });
    }
  });

  it('refuses SEED_DEMO_DATA=true in production only', () => {
    expect(check({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' })).toEqual({
      ok: false,
      problems: [expect.stringMatching(/^SEED_DEMO_DATA: demo data .* is refused when NODE_ENV=production/)],
    });
    expect(check({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false' }).ok).toBe(true);
    expect(check({ NODE_ENV: 'development', SEED_DEMO_DATA: 'true' }).ok).toBe(true);
    // A throwaway production-mode stack (the benchmark) says so explicitly.
    expect(check({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' }).ok).toBe(true);
  });
});
