import type { ApolloClient } from '@apollo/client';
import { createMomStrideStorefront, type GraphQLTransport } from './momstride-storefront';
import { createShopifyStorefront } from './shopify/shopify-storefront';
import { StorefrontError, type StorefrontClient } from './storefront-client';

/** The gateway's `GET /api/storefront/config` (gateway/src/storefront-config.ts). */
export type StorefrontConfig =
  | { provider: 'momstride'; collectionHandle: string }
  | { provider: 'shopify'; collectionHandle: string; storeDomain: string; storefrontAccessToken: string; apiVersion: string };

export const STOREFRONT_CONFIG_PATH = '/api/storefront/config';

function isConfig(value: unknown): value is StorefrontConfig {
  if (!value || typeof value !== 'object') return false;
  const config = value as Record<string, unknown>;
  if (typeof config['collectionHandle'] !== 'string') return false;
  if (config['provider'] === 'momstride') return true;
  return (
    config['provider'] === 'shopify' &&
    typeof config['storeDomain'] === 'string' &&
    typeof config['storefrontAccessToken'] === 'string' &&
    typeof config['apiVersion'] === 'string'
  );
}

export async function fetchStorefrontConfig(signal?: AbortSignal): Promise<StorefrontConfig> {
  const response = await fetch(STOREFRONT_CONFIG_PATH, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new StorefrontError(`the shop's settings could not be read (${response.status})`);
  const body: unknown = await response.json();
  if (!isConfig(body)) throw new StorefrontError("the shop's settings are not understood");
  return body;
}

/** The app's Apollo Client as the built-in adapter's transport: always asks the server (carts change elsewhere too). */
export function apolloTransport(client: ApolloClient): GraphQLTransport {
  return {
    async query(query, variables) {
      const { data } = await client.query({ query, variables, fetchPolicy: 'no-cache' });
      if (!data) throw new StorefrontError('The shop answered without data');
      return data;
    },
    async mutate(mutation, variables) {
      const { data } = await client.mutate({ mutation, variables, fetchPolicy: 'no-cache' });
      if (!data) throw new StorefrontError('The shop answered without data');
      return data;
    },
  };
}

/** The configured storefront: a Shopify store, or MomStride's own commerce subgraph. */
export function storefrontFor(config: StorefrontConfig, apollo: ApolloClient): StorefrontClient {
  if (config.provider === 'shopify') {
    return createShopifyStorefront({ storeDomain: config.storeDomain, storefrontAccessToken: config.storefrontAccessToken, apiVersion: config.apiVersion });
  }
  return createMomStrideStorefront(apolloTransport(apollo));
}
