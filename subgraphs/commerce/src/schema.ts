import 'reflect-metadata';
import type { BuildSubgraphOptions } from '@momstride/kit';
import { CartResolver } from './modules/cart/cart.resolver.js';
import { ImportResolver } from './modules/catalogue/import.resolver.js';
import { ProductResolver } from './modules/catalogue/product.resolver.js';
import { CheckoutResolver } from './modules/checkout/checkout.resolver.js';
import { OrderResolver } from './modules/orders/order.resolver.js';

/** commerce's GraphQL schema: its resolvers (type-graphql classes) and the reference resolvers of its federation entities. */
export const schema: BuildSubgraphOptions = {
  resolvers: [ProductResolver, CartResolver, CheckoutResolver, OrderResolver, ImportResolver],
};
