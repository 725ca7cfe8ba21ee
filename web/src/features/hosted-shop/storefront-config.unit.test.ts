import type { ApolloClient } from '@apollo/client';
import { getOperationAST, type DocumentNode } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import products from './shopify/fixtures/products.json';
import { fetchStorefrontConfig, storefrontFor, type StorefrontConfig } from './storefront-config';

const shopify: StorefrontConfig = {
  provider: 'shopify',
  collectionHandle: 'featured',
  storeDomain: 'momstride-demo.myshopify.com',
  storefrontAccessToken: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  apiVersion: '2025-01',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('choosing the storefront by the gateway’s configuration', () => {
  it('reads GET /api/storefront/config', async () => {
    const fetch = vi.fn(async () => json(shopify));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchStorefrontConfig()).toEqual(shopify);
    expect(fetch).toHaveBeenCalledWith('/api/storefront/config', expect.objectContaining({ headers: { Accept: 'application/json' } }));
  });

  it('a configuration it cannot read or understand is an error with words for "Failed to load shop: {message}"', async () => {
    vi.stubGlobal('fetch', async () => json({ detail: 'Bad Gateway' }, 502));
    await expect(fetchStorefrontConfig()).rejects.toThrow("the shop's settings could not be read (502)");
    vi.stubGlobal('fetch', async () => json({ provider: 'bigcommerce', collectionHandle: 'featured' }));
    await expect(fetchStorefrontConfig()).rejects.toThrow("the shop's settings are not understood");
    vi.stubGlobal('fetch', async () => json({ provider: 'shopify', collectionHandle: 'featured' }));
    await expect(fetchStorefrontConfig()).rejects.toThrow("the shop's settings are not understood");
  });

  it('shopify: the Storefront API of that store, with its token (never MomStride’s GraphQL)', async () => {
    const fetch = vi.fn(async (_input: string, _init?: RequestInit) => json(products));
    vi.stubGlobal('fetch', fetch);
    const apollo = { query: vi.fn(), mutate: vi.fn() } as unknown as ApolloClient;
    const found = await storefrontFor(shopify, apollo).products(50);
    expect(found).toHaveLength(4);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://momstride-demo.myshopify.com/api/2025-01/graphql.json');
    expect(new Headers(init?.headers).get('x-shopify-storefront-access-token')).toBe(shopify.storefrontAccessToken);
    expect(apollo.query).not.toHaveBeenCalled();
  });

  it('momstride: the app’s GraphQL client, asking the server every time (no cache)', async () => {
    const query = vi.fn(async (_options: { query: DocumentNode; variables: unknown; fetchPolicy: string }) => ({ data: { products: [] } }));
    const apollo = { query, mutate: vi.fn() } as unknown as ApolloClient;
    expect(await storefrontFor({ provider: 'momstride', collectionHandle: 'featured' }, apollo).products(50)).toEqual([]);
    const options = query.mock.calls[0]?.[0];
    expect(options && getOperationAST(options.query)?.name?.value).toBe('HostedProducts');
    expect(options).toMatchObject({ variables: { limit: 50 }, fetchPolicy: 'no-cache' });
  });
});
