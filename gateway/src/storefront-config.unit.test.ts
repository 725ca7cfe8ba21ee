import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.js';
import { securityHeaders } from './security.js';
import { storefrontConfig, storefrontConfigRouter, storefrontConnectSources } from './storefront-config.js';

const pair = () => generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const keys = { ACCESS_TOKEN_PUBLIC_KEY: pair().publicKey, VIEWER_TOKEN_PRIVATE_KEY: pair().privateKey, INTERNAL_TOKEN_PRIVATE_KEY: pair().privateKey };
const shopify = { STOREFRONT_PROVIDER: 'shopify', SHOPIFY_STORE_DOMAIN: 'momstride-demo.myshopify.com', SHOPIFY_STOREFRONT_TOKEN: 'a1b2c3d4e5f60718293a4b5c6d7e8f90' };

/** Serves one app on a free loopback port, hands its base URL to `use`, and closes it. */
const serve = async (app: express.Express, use: (base: string) => Promise<void>) => {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
};

describe('storefront configuration (the hosted-storefront shop, /shop-old)', () => {
  it('is MomStride’s own commerce subgraph by default, showing the "featured" collection first', () => {
    const env = parseEnv(keys);
    expect(storefrontConfig(env)).toEqual({ provider: 'momstride', collectionHandle: 'featured' });
    expect(storefrontConnectSources(storefrontConfig(env))).toEqual([]);
    expect(storefrontConfig(parseEnv({ ...keys, STOREFRONT_PROVIDER: '', SHOPIFY_COLLECTION_HANDLE: 'Summer-Walks' }))).toEqual({
      provider: 'momstride',
      collectionHandle: 'summer-walks',
    });
  });

  it('with STOREFRONT_PROVIDER=shopify names the store, its public token and the API version; the store joins connect-src', () => {
    const config = storefrontConfig(parseEnv({ ...keys, ...shopify, SHOPIFY_COLLECTION_HANDLE: 'frontpage' }));
    expect(config).toEqual({
      provider: 'shopify',
      collectionHandle: 'frontpage',
      storeDomain: 'momstride-demo.myshopify.com',
      storefrontAccessToken: shopify.SHOPIFY_STOREFRONT_TOKEN,
      apiVersion: '2025-01',
    });
    expect(storefrontConnectSources(config)).toEqual(['https://momstride-demo.myshopify.com']);
  });

  it('refuses shopify without a store or token, a URL for a domain, and unknown providers, naming the variable', () => {
    expect(() => parseEnv({ ...keys, STOREFRONT_PROVIDER: 'shopify' })).toThrow(/SHOPIFY_STORE_DOMAIN is required[\s\S]*SHOPIFY_STOREFRONT_TOKEN is required/);
    expect(() => parseEnv({ ...keys, ...shopify, SHOPIFY_STORE_DOMAIN: 'https://momstride-demo.myshopify.com/' })).toThrow(
      'SHOPIFY_STORE_DOMAIN must be a host name such as my-store.myshopify.com',
    );
    expect(() => parseEnv({ ...keys, ...shopify, SHOPIFY_STORE_DOMAIN: 'evil.example; script-src *' })).toThrow('SHOPIFY_STORE_DOMAIN must be a host name');
    expect(() => parseEnv({ ...keys, STOREFRONT_PROVIDER: 'bigcommerce' })).toThrow('STOREFRONT_PROVIDER must be momstride or shopify');
  });

  it('GET /api/storefront/config answers the configuration as JSON, cacheable for a minute', async () => {
    const config = storefrontConfig(parseEnv({ ...keys, ...shopify }));
    await serve(express().use(storefrontConfigRouter(config)), async (base) => {
      const response = await fetch(`${base}/api/storefront/config`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(await response.json()).toEqual(config);
    });
  });

  it('the CSP lets the browser reach the Shopify store and nothing else beyond the gateway', async () => {
    const app = express()
      .use(securityHeaders({ connectSources: ['https://momstride-demo.myshopify.com'] }))
      .get('/', (_req, res) => void res.send('ok'));
    await serve(app, async (base) => {
      const csp = (await fetch(base)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("connect-src 'self' https://momstride-demo.myshopify.com;");
      expect(csp).toContain("script-src 'self';");
    });
  });
});
