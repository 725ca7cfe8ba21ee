import { entityQuery, isUuid, type EntityManager, type Page } from '@momstride/kit';
import { Product } from './product.entity.js';
import { Variant } from './variant.entity.js';

/** docs/product.md, Business constants and limits: product page size 50. */
export const PRODUCTS_DEFAULT_LIMIT = 50;
export const PRODUCTS_MAX_LIMIT = 100;

const published = entityQuery(Product, 'where is_published order by position, created_at, id limit $1 offset $2');
const publishedById = entityQuery(Product, 'where is_published and id = $1');
const variantsOf = entityQuery(Variant, 'where product_id = any($1::uuid[]) order by product_id, position, id');

/** The published catalogue in the shop's order (along products_listing_index). */
export const listProducts = (em: EntityManager, page: Page): Promise<Product[]> => published(em, [page.limit, page.offset]);

/** One published product, or null. */
export async function productById(em: EntityManager, id: string): Promise<Product | null> {
  if (!isUuid(id)) return null;
  const [product] = await publishedById(em, [id]);
  return product ?? null;
}

/** The variants of each product, in their order: N products, one query. */
export async function variantsOfProducts(em: EntityManager, productIds: readonly string[]): Promise<Map<string, Variant[]>> {
  const byProduct = new Map<string, Variant[]>(productIds.map((id) => [id, []]));
  const ids = productIds.filter(isUuid);
  if (ids.length === 0) return byProduct;
  for (const variant of await variantsOf(em, [ids])) byProduct.get(variant.productId)?.push(variant);
  return byProduct;
}
