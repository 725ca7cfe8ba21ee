import type { TypedDocumentNode } from '@apollo/client';
import { getOperationAST } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMomStrideStorefront, type GraphQLTransport } from './momstride-storefront';

/** Catalogue products as the commerce subgraph answers them (the fields the adapter asks for). */
const tee = {
  __typename: 'Product',
  id: '0b6a4f1e-5d1c-4c1e-9a51-a00000000001',
  handle: 'walk-together-tee',
  title: 'Walk Together Tee',
  description: 'Our signature tee for Saturday walks.',
  tags: ['t-shirt', 'apparel', 'featured'],
  images: [
    { src: '/shop/walk-together-tee-blush.svg', isDefault: false },
    { src: '/shop/walk-together-tee-sage.svg', isDefault: true },
  ],
  variants: [
    { id: '10101', title: 'Sage / XS', priceDisplay: 28, isEnabled: true },
    { id: '10113', title: 'Navy / XS', priceDisplay: 28, isEnabled: false },
    { id: '10118', title: 'Navy / 2XL', priceDisplay: 30, isEnabled: true },
  ],
};
const mug = {
  __typename: 'Product',
  id: '0b6a4f1e-5d1c-4c1e-9a51-a00000000007',
  handle: 'morning-walk-mug',
  title: 'Morning Walk Club Mug',
  description: 'For the cup of coffee you earned.',
  tags: ['mug', 'accessories'],
  images: [],
  variants: [{ id: '10701', title: 'White / 11 oz', priceDisplay: 18, isEnabled: true }],
};

const SESSION = '6f2c1b3a-9d4e-4f5a-8b7c-1d2e3f4a5b6c';
const cartWith = (items: Array<{ id: string; variantId: string; quantity: number; unitPrice: number }>, completed = false) => ({
  __typename: 'Cart',
  id: SESSION,
  completed,
  itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  subtotal: items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0),
  items: items.map((item) => ({
    __typename: 'CartItem',
    id: item.id,
    variantId: item.variantId,
    variantTitle: 'Sage / XS',
    productTitle: 'Walk Together Tee',
    image: '/shop/walk-together-tee-sage.svg',
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    total: item.unitPrice * item.quantity,
  })),
});

interface Call {
  kind: 'query' | 'mutate';
  operation: string;
  variables: Record<string, unknown>;
}

/** A transport answering from a table by operation name, recording every call. */
function fakeTransport(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const calls: Call[] = [];
  const answer = (kind: Call['kind']) =>
    async <TData, TVariables extends Record<string, unknown>>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables) => {
      const operation = getOperationAST(document)?.name?.value ?? '?';
      calls.push({ kind, operation, variables });
      const reply = answers[operation];
      if (!reply) throw new Error(`unexpected ${operation}`);
      return reply(variables) as TData;
    };
  const transport: GraphQLTransport = { query: answer('query'), mutate: answer('mutate') };
  return { transport, calls };
}

describe('the built-in storefront (MomStride’s commerce subgraph in the Storefront shape)', () => {
  it('maps catalogue products: default image first, availableForSale ← isEnabled, price ← priceDisplay in USD', async () => {
    const { transport, calls } = fakeTransport({ HostedProducts: () => ({ products: [tee, mug] }) });
    const products = await createMomStrideStorefront(transport).products(50);
    expect(calls).toEqual([{ kind: 'query', operation: 'HostedProducts', variables: { limit: 50 } }]);
    expect(products[0]).toEqual({
      id: tee.id,
      handle: 'walk-together-tee',
      title: 'Walk Together Tee',
      description: 'Our signature tee for Saturday walks.',
      tags: ['t-shirt', 'apparel', 'featured'],
      featuredImage: { url: '/shop/walk-together-tee-sage.svg', altText: 'Walk Together Tee' },
      variants: [
        { id: '10101', title: 'Sage / XS', availableForSale: true, price: { amount: '28', currencyCode: 'USD' }, image: null },
        { id: '10113', title: 'Navy / XS', availableForSale: false, price: { amount: '28', currencyCode: 'USD' }, image: null },
        { id: '10118', title: 'Navy / 2XL', availableForSale: true, price: { amount: '30', currencyCode: 'USD' }, image: null },
      ],
    });
    expect(products[1]?.featuredImage).toBeNull();
  });

  it('a collection is the products tagged with its handle (any case); none tagged is an empty collection, not a missing one', async () => {
    const { transport } = fakeTransport({ HostedProducts: () => ({ products: [tee, mug] }) });
    const storefront = createMomStrideStorefront(transport);
    expect((await storefront.collectionProducts('Featured', 50))?.map((product) => product.handle)).toEqual(['walk-together-tee']);
    expect(await storefront.collectionProducts('summer', 50)).toEqual([]);
    expect((await storefront.collectionProducts('accessories', 50))?.map((product) => product.handle)).toEqual(['morning-walk-mug']);
  });

  it('a new cart is a new random session id with MomStride’s checkout for it, asked of no one', async () => {
    const { transport, calls } = fakeTransport({});
    const cart = await createMomStrideStorefront(transport, () => SESSION).createCart();
    expect(cart).toEqual({
      id: SESSION,
      checkoutUrl: `/checkout#cart=${SESSION}`,
      completed: false,
      totalQuantity: 0,
      subtotalAmount: { amount: '0', currencyCode: 'USD' },
      lines: [],
    });
    expect(calls).toEqual([]);
    // By default the id is a crypto.randomUUID(): 36 characters, a valid cart session id.
    const random = await createMomStrideStorefront(transport).createCart();
    expect(random.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(random.id).not.toBe((await createMomStrideStorefront(transport).createCart()).id);
  });

  it('fetches a cart by its session id and maps its lines, subtotal and completed flag', async () => {
    const { transport, calls } = fakeTransport({ HostedCart: () => ({ cart: cartWith([{ id: 'line-1', variantId: '10101', quantity: 2, unitPrice: 28 }], true) }) });
    const cart = await createMomStrideStorefront(transport).fetchCart(SESSION);
    expect(calls).toEqual([{ kind: 'query', operation: 'HostedCart', variables: { sessionId: SESSION } }]);
    expect(cart).toEqual({
      id: SESSION,
      checkoutUrl: `/checkout#cart=${SESSION}`,
      completed: true,
      totalQuantity: 2,
      subtotalAmount: { amount: '56', currencyCode: 'USD' },
      lines: [
        {
          id: 'line-1',
          quantity: 2,
          merchandise: {
            id: '10101',
            title: 'Sage / XS',
            productTitle: 'Walk Together Tee',
            image: { url: '/shop/walk-together-tee-sage.svg', altText: 'Walk Together Tee' },
            price: { amount: '28', currencyCode: 'USD' },
          },
          totalAmount: { amount: '56', currencyCode: 'USD' },
        },
      ],
    });
  });

  it('lines add / update / remove are addToCart, setCartItemQuantity and removeCartItem of that session, answering the cart', async () => {
    const { transport, calls } = fakeTransport({
      HostedAddToCart: () => ({ addToCart: cartWith([{ id: 'line-1', variantId: '10101', quantity: 1, unitPrice: 28 }]) }),
      HostedSetQuantity: () => ({ setCartItemQuantity: cartWith([{ id: 'line-1', variantId: '10101', quantity: 3, unitPrice: 28 }]) }),
      HostedRemoveItem: () => ({ removeCartItem: cartWith([]) }),
    });
    const storefront = createMomStrideStorefront(transport);
    expect((await storefront.addLines(SESSION, [{ merchandiseId: '10101', quantity: 1 }])).totalQuantity).toBe(1);
    expect((await storefront.updateLines(SESSION, [{ id: 'line-1', quantity: 3 }])).subtotalAmount).toEqual({ amount: '84', currencyCode: 'USD' });
    expect((await storefront.removeLines(SESSION, ['line-1'])).lines).toEqual([]);
    expect(calls).toEqual([
      { kind: 'mutate', operation: 'HostedAddToCart', variables: { sessionId: SESSION, input: { variantId: '10101', quantity: 1 } } },
      { kind: 'mutate', operation: 'HostedSetQuantity', variables: { sessionId: SESSION, itemId: 'line-1', quantity: 3 } },
      { kind: 'mutate', operation: 'HostedRemoveItem', variables: { sessionId: SESSION, itemId: 'line-1' } },
    ]);
  });

  it('a refusal of the server reaches the caller', async () => {
    const { transport } = fakeTransport({
      HostedAddToCart: () => {
        throw new Error('This variant is sold out');
      },
    });
    await expect(createMomStrideStorefront(transport).addLines(SESSION, [{ merchandiseId: '10113', quantity: 1 }])).rejects.toThrow('This variant is sold out');
  });
});
