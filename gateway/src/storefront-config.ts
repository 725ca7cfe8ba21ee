import { Router } from 'express';
import type { Env } from './env.js';

/**
 * What the hosted-storefront shop (/shop-old) talks to, as the web app reads it at run time from
 * `GET /api/storefront/config`: MomStride's own commerce subgraph (the default, over /graphql), or a Shopify store's
 * Storefront API. A Storefront API access token is a public token, made for browsers: it is safe to hand out.
 */
export type StorefrontConfig =
  | { provider: 'momstride'; collectionHandle: string }
  | { provider: 'shopify'; collectionHandle: string; storeDomain: string; storefrontAccessToken: string; apiVersion: string };

/** The Storefront API version the web app's Shopify adapter is written against. */
export const SHOPIFY_STOREFRONT_API_VERSION = '2025-01';

type StorefrontEnv = Pick<Env, 'STOREFRONT_PROVIDER' | 'SHOPIFY_STORE_DOMAIN' | 'SHOPIFY_STOREFRONT_TOKEN' | 'SHOPIFY_COLLECTION_HANDLE'>;

export const storefrontConfig = (env: StorefrontEnv): StorefrontConfig => {
  if (env.STOREFRONT_PROVIDER === 'shopify' && env.SHOPIFY_STORE_DOMAIN && env.SHOPIFY_STOREFRONT_TOKEN) {
    return {
      provider: 'shopify',
      collectionHandle: env.SHOPIFY_COLLECTION_HANDLE,
      storeDomain: env.SHOPIFY_STORE_DOMAIN,
      storefrontAccessToken: env.SHOPIFY_STOREFRONT_TOKEN,
      apiVersion: SHOPIFY_STOREFRONT_API_VERSION,
    };
  }
  return { provider: 'momstride', collectionHandle: env.SHOPIFY_COLLECTION_HANDLE };
};

/** Origins the browser must reach beyond the gateway itself (the CSP's connect-src): the Shopify store, if any. */
export const storefrontConnectSources = (config: StorefrontConfig): string[] =>
  config.provider === 'shopify' ? [`https://${config.storeDomain}`] : [];

/** `GET /api/storefront/config`: public, the same for everyone, fixed for the life of the process. */
export const storefrontConfigRouter = (config: StorefrontConfig): Router => {
  const router = Router();
  const body = JSON.stringify(config);
  router.get('/api/storefront/config', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.type('application/json').send(body);
  });
  return router;
};
