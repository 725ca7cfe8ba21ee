import { z } from 'zod';
import { defineRoute } from '../framework.js';
import { RestProductsDocument } from '../gql/graphql.js';
import { pageQuery } from '../params.js';
import { productJson, toProductJson } from './product.mapper.js';

/** GET /products (public, docs/product.md, The calls: limit=50): the same for everyone, so cacheable by browsers and CDNs for a minute. */
export const productsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/products',
    summary: 'The shop’s catalogue',
    query: pageQuery(50),
    operation: RestProductsDocument,
    variables: ({ query }) => ({ limit: query.limit, offset: query.offset }),
    returns: z.object({ products: z.array(productJson) }),
    response: (data) => ({ products: data.products.map(toProductJson) }),
    publicCache: { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 },
  }),
];
