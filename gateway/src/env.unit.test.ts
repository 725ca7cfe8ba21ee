import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';

const pair = () => generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const access = pair();
const viewer = pair();
const valid = { ACCESS_TOKEN_PUBLIC_KEY: access.publicKey, VIEWER_TOKEN_PRIVATE_KEY: viewer.privateKey, INTERNAL_TOKEN_PRIVATE_KEY: pair().privateKey };

describe('gateway environment', () => {
  it('accepts real Ed25519 keys', () => {
    expect(parseEnv(valid).ACCESS_TOKEN_PUBLIC_KEY).toBe(access.publicKey.trim());
  });

  it('refuses a malformed or wrong-kind key, naming the variable', () => {
    const garbage = '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----';
    expect(() => parseEnv({ ...valid, ACCESS_TOKEN_PUBLIC_KEY: garbage })).toThrow('ACCESS_TOKEN_PUBLIC_KEY is not a readable Ed25519 public key (PEM)');
    expect(() => parseEnv({ ...valid, ACCESS_TOKEN_PUBLIC_KEY: access.privateKey })).toThrow('ACCESS_TOKEN_PUBLIC_KEY is not a readable Ed25519 public key');
    expect(() => parseEnv({ ...valid, VIEWER_TOKEN_PRIVATE_KEY: viewer.publicKey })).toThrow('VIEWER_TOKEN_PRIVATE_KEY is not a readable Ed25519 private key');
    expect(() => parseEnv({ ...valid, VIEWER_TOKEN_PRIVATE_KEY: 'nonsense' })).toThrow('VIEWER_TOKEN_PRIVATE_KEY must be a PEM-encoded key');
  });

  it('introspection is off in production unless enabled', () => {
    expect(parseEnv({ ...valid, NODE_ENV: 'production' }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(parseEnv({ ...valid, NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(parseEnv({ ...valid, NODE_ENV: 'development' }).GRAPHQL_INTROSPECTION).toBe(true);
  });

  it('GRAPHQL_EXPLORER: on in development (and test), off in production unless turned on; false turns it off anywhere', () => {
    expect(parseEnv(valid).GRAPHQL_EXPLORER).toBe(true);
    expect(parseEnv({ ...valid, NODE_ENV: 'development' }).GRAPHQL_EXPLORER).toBe(true);
    expect(parseEnv({ ...valid, NODE_ENV: 'test' }).GRAPHQL_EXPLORER).toBe(true);
    expect(parseEnv({ ...valid, NODE_ENV: 'production' }).GRAPHQL_EXPLORER).toBe(false);
    expect(parseEnv({ ...valid, NODE_ENV: 'production', GRAPHQL_EXPLORER: '' }).GRAPHQL_EXPLORER).toBe(false);
    expect(parseEnv({ ...valid, NODE_ENV: 'production', GRAPHQL_EXPLORER: 'true' }).GRAPHQL_EXPLORER).toBe(true);
    expect(parseEnv({ ...valid, NODE_ENV: 'production', GRAPHQL_EXPLORER: '1' }).GRAPHQL_EXPLORER).toBe(true);
    expect(parseEnv({ ...valid, NODE_ENV: 'development', GRAPHQL_EXPLORER: 'false' }).GRAPHQL_EXPLORER).toBe(false);
    expect(parseEnv({ ...valid, GRAPHQL_EXPLORER: 'off' }).GRAPHQL_EXPLORER).toBe(false);
    expect(() => parseEnv({ ...valid, GRAPHQL_EXPLORER: 'maybe' })).toThrow('GRAPHQL_EXPLORER: GRAPHQL_EXPLORER must be true or false');
  });

  it('RATE_LIMIT_MEMBER and RATE_LIMIT_TOKEN: requests/seconds, defaults when unset, off or 0 to switch off; nonsense stops start-up naming the variable', () => {
    expect(parseEnv(valid)).toMatchObject({ RATE_LIMIT_MEMBER: { quota: 1200, windowSeconds: 60 }, RATE_LIMIT_TOKEN: { quota: 600, windowSeconds: 60 } });
    expect(parseEnv({ ...valid, RATE_LIMIT_MEMBER: '', RATE_LIMIT_TOKEN: ' 30 / 10 ' })).toMatchObject({
      RATE_LIMIT_MEMBER: { quota: 1200, windowSeconds: 60 },
      RATE_LIMIT_TOKEN: { quota: 30, windowSeconds: 10 },
    });
    expect(parseEnv({ ...valid, RATE_LIMIT_MEMBER: 'off', RATE_LIMIT_TOKEN: '0' })).toMatchObject({ RATE_LIMIT_MEMBER: 'off', RATE_LIMIT_TOKEN: 'off' });
    expect(parseEnv({ ...valid, RATE_LIMIT_MEMBER: 'OFF' }).RATE_LIMIT_MEMBER).toBe('off');
    for (const bad of ['1200', '1200/0', '0/60', '-5/60', '1200/60s', '12.5/60', 'lots', '5/100000']) {
      expect(() => parseEnv({ ...valid, RATE_LIMIT_MEMBER: bad }), bad).toThrow(/RATE_LIMIT_MEMBER: RATE_LIMIT_MEMBER must be <requests>\/<seconds> such as 1200\/60/);
    }
    expect(() => parseEnv({ ...valid, RATE_LIMIT_TOKEN: '600 per minute' })).toThrow('RATE_LIMIT_TOKEN must be <requests>/<seconds> such as 600/60');
  });
});
