import type { ProductSummaryFragment } from '../../gql/graphql.js';
import type { TableColumn } from '../../services/output.js';
import { plainUsd, usd } from '../usd.js';

type Product = ProductSummaryFragment;

/** The shop's two categories (its tabs besides All Products). */
export type ProductCategory = 'apparel' | 'accessories';

const CATEGORY_LABELS: Record<ProductCategory, string> = { apparel: 'Apparel', accessories: 'Accessories' };

/** The shop's category rule (docs/product.md, States and transitions): apparel if the tags include t-shirt, clothing, apparel, shirt or hoodie. */
const APPAREL_TAGS = new Set(['t-shirt', 'clothing', 'apparel', 'shirt', 'hoodie']);

export function productCategory(product: Pick<Product, 'tags'>): ProductCategory {
  return product.tags.some((tag) => APPAREL_TAGS.has(tag.trim().toLowerCase())) ? 'apparel' : 'accessories';
}

export const categoryLabel = (category: ProductCategory): string => CATEGORY_LABELS[category];

/** Variants that cannot be bought (sold out or discontinued). */
export const soldOutCount = (product: Pick<Product, 'variants'>): number => product.variants.filter((variant) => !variant.isEnabled).length;

/** "$28.00", or "$28.00–$30.00" when the variants differ ("28.00-30.00" for scripts); empty without variants. */
export function priceRange(product: Pick<Product, 'variants'>, rich: boolean): string {
  const cents = product.variants.map((variant) => variant.priceCents);
  if (cents.length === 0) return '';
  const [low, high] = [Math.min(...cents), Math.max(...cents)];
  const format = rich ? usd : plainUsd;
  if (low === high) return format(low);
  return rich ? `${format(low)}–${format(high)}` : `${format(low)}-${format(high)}`;
}

/**
 * Columns of `products list`: title, category (by the shop's tag rule), variants, price range (US dollars) and how
 * many variants are sold out. Piped, for scripts: the id first, then the same, prices as plain numbers.
 */
export function productColumns(rich: boolean): TableColumn<Product>[] {
  const id: TableColumn<Product>[] = rich ? [] : [{ header: 'ID', value: (product) => product.id }];
  return [
    ...id,
    { header: 'Title', value: (product) => product.title },
    { header: 'Category', value: (product) => categoryLabel(productCategory(product)) },
    { header: 'Variants', value: (product) => String(product.variants.length) },
    { header: 'Price', value: (product) => priceRange(product, rich) },
    { header: 'Sold out', value: (product) => String(soldOutCount(product)), color: (product) => (soldOutCount(product) > 0 ? 'yellow' : undefined) },
  ];
}

/** A product as `products list --json` prints it: the GraphQL fields and its category. */
export const productJson = (product: Product): Product & { category: ProductCategory } => ({ ...product, category: productCategory(product) });
