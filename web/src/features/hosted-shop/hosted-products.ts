import type { StorefrontClient, StorefrontProduct, StorefrontVariant } from './storefront-client';

/** docs/product.md, States and transitions and Business constants and limits: products of the collection, up to 50; fewer than 3 and all products (up to 50) join them. */
export const PRODUCTS_FIRST = 50;
export const COLLECTION_MINIMUM = 3;

export type HostedCategory = 'all' | 'apparel' | 'accessories';

/**
 * docs/product.md, States and transitions, the hosted variant's category rule: a tag containing "apparel", or a title containing shirt, hoodie or tee,
 * is apparel; everything else is an accessory.
 */
export function hostedCategoryOf(product: Pick<StorefrontProduct, 'tags' | 'title'>): Exclude<HostedCategory, 'all'> {
  if (product.tags.some((tag) => tag.toLowerCase().includes('apparel'))) return 'apparel';
  const title = product.title.toLowerCase();
  return ['shirt', 'hoodie', 'tee'].some((word) => title.includes(word)) ? 'apparel' : 'accessories';
}

/** The products shown under a tab, and how many each tab has. */
export function inCategory(products: readonly StorefrontProduct[], category: HostedCategory): StorefrontProduct[] {
  return category === 'all' ? [...products] : products.filter((product) => hostedCategoryOf(product) === category);
}

export function categoryCounts(products: readonly StorefrontProduct[]): Record<HostedCategory, number> {
  const apparel = products.filter((product) => hostedCategoryOf(product) === 'apparel').length;
  return { all: products.length, apparel, accessories: products.length - apparel };
}

/** `first`'s products, then those of `more` it does not have yet (by id), in their order. */
export function mergeWithoutDuplicates(first: readonly StorefrontProduct[], more: readonly StorefrontProduct[]): StorefrontProduct[] {
  const seen = new Set(first.map((product) => product.id));
  const merged = [...first];
  for (const product of more) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    merged.push(product);
  }
  return merged;
}

/**
 * docs/product.md, States and transitions: Hosted shop cart: the collection's products (up to 50); when it yields fewer than 3 (or does not exist),
 * the store's products (up to 50) are fetched and merged in without duplicates.
 */
export async function loadHostedProducts(client: StorefrontClient, collectionHandle: string): Promise<StorefrontProduct[]> {
  const collection = (await client.collectionProducts(collectionHandle, PRODUCTS_FIRST)) ?? [];
  if (collection.length >= COLLECTION_MINIMUM) return collection;
  return mergeWithoutDuplicates(collection, await client.products(PRODUCTS_FIRST));
}

/** The variant a card starts on: the first one for sale, else the first (the card then reads Sold Out). */
export function initialVariant(product: StorefrontProduct): StorefrontVariant | undefined {
  return product.variants.find((variant) => variant.availableForSale) ?? product.variants[0];
}

/** Whether any variant of the product can be bought. */
export const isForSale = (product: StorefrontProduct): boolean => product.variants.some((variant) => variant.availableForSale);

/** docs/product.md, Business constants and limits: descriptions are cut at 150 characters. */
export const DESCRIPTION_LIMIT = 150;

export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = text.trim();
  return clean.length <= limit ? clean : `${clean.slice(0, limit).trimEnd()}…`;
}
