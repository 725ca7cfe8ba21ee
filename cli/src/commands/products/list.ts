import { ProductsDocument, type ProductSummaryFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { productCategory, productColumns, productJson } from './product-format.js';

/** The server's cap on a page of products. */
export const PRODUCTS_PAGE_SIZE = 100;
/** Pages read at most (the shop's whole catalogue, up to 5,000 products). */
const MAX_PAGES = 50;

/** Every product of the shop, in its order (public: no sign-in needed). */
async function allProducts(ctx: CommandContext): Promise<ProductSummaryFragment[]> {
  const products: ProductSummaryFragment[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { products: batch } = await ctx.api.anonymous(ProductsDocument, { limit: PRODUCTS_PAGE_SIZE, offset: page * PRODUCTS_PAGE_SIZE });
    products.push(...batch);
    if (batch.length < PRODUCTS_PAGE_SIZE) break;
  }
  return products;
}

/** The shop's products as visitors see them, with their category by the shop's tag rule (docs/product.md, States and transitions). */
export async function productsList(ctx: CommandContext): Promise<ProductSummaryFragment[]> {
  const products = await ctx.out.task('Loading products...', () => allProducts(ctx));
  await ctx.out.table({
    rows: products,
    columns: productColumns(ctx.out.rich),
    json: () => products.map(productJson),
    empty: 'No products in the shop',
  });
  if (ctx.out.rich && products.length > 0) {
    const apparel = products.filter((product) => productCategory(product) === 'apparel').length;
    ctx.out.line(`${products.length} ${products.length === 1 ? 'product' : 'products'}: ${apparel} apparel, ${products.length - apparel} accessories`);
  }
  return products;
}
