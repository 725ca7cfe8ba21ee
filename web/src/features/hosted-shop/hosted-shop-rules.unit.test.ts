import { describe, expect, it, vi } from 'vitest';
import { formatMoney, HOSTED_CART_KEY, resolveHostedCart, type CartIdStorage } from './hosted-cart';
import { categoryCounts, hostedCategoryOf, initialVariant, inCategory, loadHostedProducts, truncateDescription } from './hosted-products';
import { StorefrontError, type StorefrontCart, type StorefrontClient, type StorefrontProduct } from './storefront-client';

const money = (amount: string) => ({ amount, currencyCode: 'USD' });
const product = (id: string, title: string, tags: string[] = [], available: boolean[] = [true]): StorefrontProduct => ({
  id,
  handle: id,
  title,
  description: '',
  tags,
  featuredImage: null,
  variants: available.map((availableForSale, index) => ({ id: `${id}-${index}`, title: `Option ${index + 1}`, availableForSale, price: money('10.0'), image: null })),
});
const cart = (id: string, completed = false): StorefrontCart => ({ id, checkoutUrl: `/checkout#cart=${id}`, completed, totalQuantity: 0, subtotalAmount: money('0'), lines: [] });

/** A storefront whose every call fails unless the test gives it an answer. */
function fakeStorefront(overrides: Partial<StorefrontClient>): StorefrontClient {
  const missing = (name: string) => () => Promise.reject(new Error(`unexpected ${name}`));
  return {
    createCart: missing('createCart'),
    fetchCart: missing('fetchCart'),
    addLines: missing('addLines'),
    updateLines: missing('updateLines'),
    removeLines: missing('removeLines'),
    collectionProducts: missing('collectionProducts'),
    products: missing('products'),
    ...overrides,
  };
}

const memoryStorage = (initial: Record<string, string> = {}): CartIdStorage & { values: Map<string, string> } => {
  const values = new Map(Object.entries(initial));
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
};

describe('the hosted category rule (docs/product.md, States and transitions)', () => {
  it('a tag containing "apparel" (any case), or a title containing shirt, hoodie or tee, is apparel; the rest accessories', () => {
    expect(hostedCategoryOf({ title: 'One Mile Crewneck', tags: ['Apparel'] })).toBe('apparel');
    expect(hostedCategoryOf({ title: 'Crewneck', tags: ['womens-apparel-2025'] })).toBe('apparel');
    expect(hostedCategoryOf({ title: 'Walk Together Tee', tags: [] })).toBe('apparel');
    expect(hostedCategoryOf({ title: 'Long-sleeve T-Shirt', tags: ['cotton'] })).toBe('apparel');
    expect(hostedCategoryOf({ title: 'Sunrise Miles HOODIE', tags: [] })).toBe('apparel');
    expect(hostedCategoryOf({ title: 'Stride Water Bottle', tags: ['drinkware'] })).toBe('accessories');
    // The /shop rule is not the hosted one: "clothing" or "hoodie" as a tag alone does not make apparel here.
    expect(hostedCategoryOf({ title: 'Cosy Crewneck', tags: ['clothing', 'hoodie'] })).toBe('accessories');
  });

  it('tabs list and count All, Apparel and Accessories', () => {
    const products = [product('tee', 'Walk Together Tee'), product('tote', 'Tote', ['Accessories']), product('cap', 'Cap', ['apparel'])];
    expect(categoryCounts(products)).toEqual({ all: 3, apparel: 2, accessories: 1 });
    expect(inCategory(products, 'apparel').map((item) => item.id)).toEqual(['tee', 'cap']);
    expect(inCategory(products, 'accessories').map((item) => item.id)).toEqual(['tote']);
    expect(inCategory(products, 'all')).toHaveLength(3);
  });
});

describe('the hosted shop’s products (docs/product.md, States and transitions and Business constants and limits)', () => {
  it('a collection of 3 or more is shown as it is, without asking for all products', async () => {
    const collection = [product('a', 'A'), product('b', 'B'), product('c', 'C')];
    const collectionProducts = vi.fn(async () => collection);
    const storefront = fakeStorefront({ collectionProducts });
    expect(await loadHostedProducts(storefront, 'featured')).toEqual(collection);
    expect(collectionProducts).toHaveBeenCalledWith('featured', 50);
  });

  it('fewer than 3: all products (up to 50) are merged in after the collection’s, without duplicates', async () => {
    const products = vi.fn(async () => [product('c', 'C'), product('a', 'A'), product('d', 'D')]);
    const storefront = fakeStorefront({ collectionProducts: async () => [product('a', 'A'), product('b', 'B')], products });
    expect((await loadHostedProducts(storefront, 'featured')).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(products).toHaveBeenCalledWith(50);
  });

  it('a missing collection falls back to all products', async () => {
    const storefront = fakeStorefront({ collectionProducts: async () => null, products: async () => [product('x', 'X')] });
    expect((await loadHostedProducts(storefront, 'nope')).map((item) => item.id)).toEqual(['x']);
  });

  it('a failure reaches the caller (the page shows "Failed to load shop products")', async () => {
    const storefront = fakeStorefront({ collectionProducts: async () => [], products: async () => Promise.reject(new StorefrontError('down')) });
    await expect(loadHostedProducts(storefront, 'featured')).rejects.toThrow('down');
  });

  it('a card starts on the first variant for sale; with none for sale, on the first (it reads Sold Out)', () => {
    expect(initialVariant(product('p', 'P', [], [false, true, true]))?.id).toBe('p-1');
    expect(initialVariant(product('p', 'P', [], [false, false]))?.id).toBe('p-0');
  });

  it('descriptions are cut at 150 characters', () => {
    expect(truncateDescription('x'.repeat(150))).toBe('x'.repeat(150));
    expect(truncateDescription(`${'x'.repeat(149)} yz`)).toBe(`${'x'.repeat(149)}…`);
  });

  it('amounts read as US dollars', () => {
    expect(formatMoney(money('28.0'))).toBe('$28.00');
    expect(formatMoney(money('1234.5'))).toBe('$1,234.50');
  });
});

describe('the hosted cart (docs/product.md, States and transitions: Hosted shop cart)', () => {
  it('the stored cart is fetched and kept when it is still open', async () => {
    const storage = memoryStorage({ [HOSTED_CART_KEY]: 'cart-1' });
    const fetchCart = vi.fn(async (id: string) => cart(id));
    const resolved = await resolveHostedCart(fakeStorefront({ fetchCart }), storage);
    expect(resolved.id).toBe('cart-1');
    expect(fetchCart).toHaveBeenCalledWith('cart-1');
    expect(storage.values.get(HOSTED_CART_KEY)).toBe('cart-1');
  });

  it('no stored cart: a new one is created and its id stored under shopify-cart-id', async () => {
    const storage = memoryStorage();
    const fetchCart = vi.fn();
    const resolved = await resolveHostedCart(fakeStorefront({ fetchCart, createCart: async () => cart('cart-new') }), storage);
    expect(resolved.id).toBe('cart-new');
    expect(fetchCart).not.toHaveBeenCalled();
    expect(storage.values.get('shopify-cart-id')).toBe('cart-new');
  });

  it.each([
    ['completed', async (id: string) => cart(id, true)],
    ['unknown to the service', async () => null],
    ['failing to fetch', async () => Promise.reject(new StorefrontError('Variable $cartId of type ID! was provided invalid value'))],
  ])('a stored cart %s is replaced by a new one, stored', async (_case, fetchCart) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage({ [HOSTED_CART_KEY]: 'cart-old' });
    const resolved = await resolveHostedCart(fakeStorefront({ fetchCart, createCart: async () => cart('cart-new') }), storage);
    expect(resolved.id).toBe('cart-new');
    expect(storage.values.get(HOSTED_CART_KEY)).toBe('cart-new');
  });

  it('when creating the cart fails too, the failure reaches the caller (the page shows "Failed to load shop: …") and nothing is stored', async () => {
    const storage = memoryStorage();
    await expect(resolveHostedCart(fakeStorefront({ createCart: () => Promise.reject(new StorefrontError('Service unavailable')) }), storage)).rejects.toThrow('Service unavailable');
    expect(storage.values.size).toBe(0);
  });
});
