import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { StorefrontError } from '../storefront-client';
import cartCreate from './fixtures/cart-create.json';
import cartInvalidId from './fixtures/cart-invalid-id.json';
import cartLinesAddUserError from './fixtures/cart-lines-add-user-error.json';
import cartLinesAdd from './fixtures/cart-lines-add.json';
import cartLinesRemove from './fixtures/cart-lines-remove.json';
import cartLinesUpdate from './fixtures/cart-lines-update.json';
import cartNotFound from './fixtures/cart-not-found.json';
import cart from './fixtures/cart.json';
import collectionFeatured from './fixtures/collection-featured.json';
import collectionNotFound from './fixtures/collection-not-found.json';
import products from './fixtures/products.json';
import { createShopifyStorefront } from './shopify-storefront';

const STORE = 'momstride-demo.myshopify.com';
const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const CART_ID = cart.data.cart.id;
const CHECKOUT_URL = cart.data.cart.checkoutUrl;

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  operation: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A fetch that answers each request with the next recorded Storefront API response, recording the requests. */
function recordedFetch(...responses: Array<{ body: unknown; status?: number }>) {
  const sent: Sent[] = [];
  const fake: typeof fetch = async (input, init) => {
    const request = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
    const document = parse(request.query); // every operation is valid GraphQL
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    sent.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      operation: operation?.kind === 'OperationDefinition' ? (operation.name?.value ?? '?') : '?',
      query: request.query,
      variables: request.variables,
    });
    const next = responses.shift();
    if (!next) throw new Error('no recorded response left');
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
  };
  return { fetch: fake, sent };
}

const storefrontWith = (...responses: Array<{ body: unknown; status?: number }>) => {
  const recorded = recordedFetch(...responses);
  return { storefront: createShopifyStorefront({ storeDomain: STORE, storefrontAccessToken: TOKEN, fetch: recorded.fetch }), sent: recorded.sent };
};

describe('the Shopify storefront (Storefront API 2025-01, recorded responses)', () => {
  it('posts GraphQL to the store’s endpoint with the public access token', async () => {
    const { storefront, sent } = storefrontWith({ body: cartCreate });
    await storefront.createCart();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: `https://${STORE}/api/2025-01/graphql.json`,
      method: 'POST',
      operation: 'CartCreate',
      variables: {},
    });
    expect(sent[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN });
    expect(sent[0]?.query).toContain('cartCreate(input: {})');
  });

  it('cartCreate → an empty cart with its checkout URL', async () => {
    const { storefront } = storefrontWith({ body: cartCreate });
    expect(await storefront.createCart()).toEqual({
      id: CART_ID,
      checkoutUrl: CHECKOUT_URL,
      completed: false,
      totalQuantity: 0,
      subtotalAmount: { amount: '0.0', currencyCode: 'USD' },
      lines: [],
    });
  });

  it('cart(id) → its lines (variant, product title, image, unit price, line total) and subtotal', async () => {
    const { storefront, sent } = storefrontWith({ body: cart });
    const fetched = await storefront.fetchCart(CART_ID);
    expect(sent[0]).toMatchObject({ operation: 'Cart', variables: { cartId: CART_ID } });
    expect(fetched).toMatchObject({ id: CART_ID, checkoutUrl: CHECKOUT_URL, completed: false, totalQuantity: 3, subtotalAmount: { amount: '88.0', currencyCode: 'USD' } });
    expect(fetched?.lines).toEqual([
      {
        id: cart.data.cart.lines.edges[0]?.node.id,
        quantity: 2,
        merchandise: {
          id: 'gid://shopify/ProductVariant/44658395431107',
          title: 'Sage / M',
          productTitle: 'Walk Together Tee',
          image: { url: 'https://cdn.shopify.com/s/files/1/0712/3456/7890/files/walk-together-tee-sage.jpg?v=1712345678', altText: 'Walk Together Tee in sage, front' },
          price: { amount: '28.0', currencyCode: 'USD' },
        },
        totalAmount: { amount: '56.0', currencyCode: 'USD' },
      },
      {
        id: cart.data.cart.lines.edges[1]?.node.id,
        quantity: 1,
        merchandise: {
          id: 'gid://shopify/ProductVariant/44658395594947',
          title: 'White',
          productTitle: 'Stride Water Bottle',
          image: { url: 'https://cdn.shopify.com/s/files/1/0712/3456/7890/files/stride-water-bottle-white.jpg?v=1712345678', altText: 'Stride Water Bottle, white' },
          price: { amount: '32.0', currencyCode: 'USD' },
        },
        totalAmount: { amount: '32.0', currencyCode: 'USD' },
      },
    ]);
  });

  it('a cart Shopify no longer has (checked out, expired) is null; an id it cannot read is an error with its words', async () => {
    const gone = storefrontWith({ body: cartNotFound });
    expect(await gone.storefront.fetchCart(CART_ID)).toBeNull();
    const invalid = storefrontWith({ body: cartInvalidId });
    await expect(invalid.storefront.fetchCart('3f0c3a5e-4d1b-4a8e-9c2f-7b6d5e4a3c21')).rejects.toThrow(
      new StorefrontError('Variable $cartId of type ID! was provided invalid value'),
    );
  });

  it('cartLinesAdd / cartLinesUpdate / cartLinesRemove send the lines and answer the cart', async () => {
    const { storefront, sent } = storefrontWith({ body: cartLinesAdd }, { body: cartLinesUpdate }, { body: cartLinesRemove });
    const lineId = cartLinesAdd.data.cartLinesAdd.cart.lines.edges[0]?.node.id ?? '';
    const added = await storefront.addLines(CART_ID, [{ merchandiseId: 'gid://shopify/ProductVariant/44658395431107', quantity: 1 }]);
    expect(added.lines.map((line) => [line.merchandise.title, line.quantity])).toEqual([['Sage / M', 1]]);
    const updated = await storefront.updateLines(CART_ID, [{ id: lineId, quantity: 2 }]);
    expect(updated).toMatchObject({ totalQuantity: 2, subtotalAmount: { amount: '56.0', currencyCode: 'USD' } });
    expect(updated.lines[0]?.totalAmount).toEqual({ amount: '56.0', currencyCode: 'USD' });
    const removed = await storefront.removeLines(CART_ID, [lineId]);
    expect(removed).toMatchObject({ totalQuantity: 0, lines: [] });
    expect(sent.map(({ operation, variables }) => ({ operation, variables }))).toEqual([
      { operation: 'CartLinesAdd', variables: { cartId: CART_ID, lines: [{ merchandiseId: 'gid://shopify/ProductVariant/44658395431107', quantity: 1 }] } },
      { operation: 'CartLinesUpdate', variables: { cartId: CART_ID, lines: [{ id: lineId, quantity: 2 }] } },
      { operation: 'CartLinesRemove', variables: { cartId: CART_ID, lineIds: [lineId] } },
    ]);
  });

  it('a user error is a StorefrontError with Shopify’s message and code', async () => {
    const { storefront } = storefrontWith({ body: cartLinesAddUserError });
    const refused = storefront.addLines(CART_ID, [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }]);
    await expect(refused).rejects.toBeInstanceOf(StorefrontError);
    await expect(refused).rejects.toMatchObject({ message: 'The merchandise with id gid://shopify/ProductVariant/1 does not exist.', code: 'INVALID' });
  });

  it('collection(handle){products(first: 50)} → Storefront products with their variants; an unknown collection is null', async () => {
    const { storefront, sent } = storefrontWith({ body: collectionFeatured }, { body: collectionNotFound });
    const featured = await storefront.collectionProducts('featured', 50);
    expect(sent[0]).toMatchObject({ operation: 'CollectionProducts', variables: { handle: 'featured', first: 50 } });
    expect(featured?.map((product) => product.handle)).toEqual(['walk-together-tee', 'sunrise-miles-hoodie']);
    expect(featured?.[0]).toEqual({
      id: 'gid://shopify/Product/8123456700001',
      handle: 'walk-together-tee',
      title: 'Walk Together Tee',
      description: 'Our signature tee for Saturday walks and school runs alike. Soft, breathable cotton with a relaxed fit.',
      tags: ['Bestseller', 'Cotton'],
      featuredImage: { url: 'https://cdn.shopify.com/s/files/1/0712/3456/7890/files/walk-together-tee-sage.jpg?v=1712345678', altText: 'Walk Together Tee in sage, front' },
      variants: collectionFeatured.data.collection.products.edges[0]?.node.variants.edges.map((edge) => edge.node),
    });
    expect(featured?.[0]?.variants.map((variant) => [variant.title, variant.availableForSale, variant.price.amount])).toEqual([
      ['Sage / S', true, '28.0'],
      ['Sage / M', true, '28.0'],
      ['Navy / XS', false, '28.0'],
    ]);
    expect(await storefront.collectionProducts('summer', 50)).toBeNull();
  });

  it('products(first: 50) → the store’s products', async () => {
    const { storefront, sent } = storefrontWith({ body: products });
    const all = await storefront.products(50);
    expect(sent[0]).toMatchObject({ operation: 'Products', variables: { first: 50 } });
    expect(all.map((product) => product.title)).toEqual(['Walk Together Tee', 'Sunrise Miles Hoodie', 'Stride Water Bottle', 'Mama Means Business Tote']);
    expect(all[3]?.featuredImage).toBeNull();
  });

  it('a failed request is a StorefrontError: the status when Shopify gives no words', async () => {
    const { storefront } = storefrontWith({ body: {}, status: 503 });
    await expect(storefront.products(50)).rejects.toMatchObject({ name: 'StorefrontError', message: 'The storefront answered 503' });
    const unauthorized = storefrontWith({ body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' }, status: 401 });
    await expect(unauthorized.storefront.products(50)).rejects.toMatchObject({ message: '[API] Invalid API key or access token (unrecognized login or wrong password)', code: '401' });
  });
});
