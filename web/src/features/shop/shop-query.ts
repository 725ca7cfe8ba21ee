import { graphql } from '../../gql';

/** docs/product.md, Business constants and limits: product page size 50. */
export const PRODUCT_PAGE = 50;

/** The catalogue in the shop's order, each product with what its card shows. */
export const ShopProductsQuery = graphql(`
  query ShopProducts($limit: Int!) {
    products(limit: $limit) {
      id
      tags
      ...ProductCard
    }
  }
`);
