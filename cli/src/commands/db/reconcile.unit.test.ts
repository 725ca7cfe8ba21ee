import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { resolveInternalKey, resolveSubgraphUrls } from './reconcile.js';

describe('db reconcile settings', () => {
  it('asks every subgraph at npm start’s ports unless told which, by the services’ SUBGRAPH_URLS or the flag', () => {
    expect(resolveSubgraphUrls(undefined, {})).toMatchObject({ accounts: 'http://127.0.0.1:4001', messaging: 'http://127.0.0.1:4004' });
    const env = { SUBGRAPH_URLS: '{"messaging":"http://messaging:4004/graphql","media-reviews":"http://media-reviews:4005/"}' };
    expect(resolveSubgraphUrls(undefined, env)).toEqual({ messaging: 'http://messaging:4004', 'media-reviews': 'http://media-reviews:4005' });
    expect(resolveSubgraphUrls('{"community":"http://c:4002/graphql"}', env)).toEqual({ community: 'http://c:4002' });
  });

  it('refuses subgraph URLs that are not a JSON object of strings', () => {
    for (const bad of ['not json', '["a"]', '{"messaging":4004}']) {
      expect(() => resolveSubgraphUrls(bad, {})).toThrow('Invalid subgraph URLs');
    }
  });

  it('takes the internal key from INTERNAL_TOKEN_PRIVATE_KEY, literal \\n escapes included', () => {
    const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(resolveInternalKey({ INTERNAL_TOKEN_PRIVATE_KEY: pem.replace(/\n/g, '\\n') })).toBe(pem.trim());
  });
});
