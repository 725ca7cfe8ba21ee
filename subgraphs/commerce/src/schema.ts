import 'reflect-metadata';
import { buildSubgraph, printSubgraphSdl, type BuildSubgraphOptions } from '@momstride/kit';
import { CartResolver } from './modules/cart/cart.resolver.js';
import { ImportResolver } from './modules/catalogue/import.resolver.js';
import { ProductResolver } from './modules/catalogue/product.resolver.js';
import { CheckoutResolver } from './modules/checkout/checkout.resolver.js';
import { OrderResolver } from './modules/orders/order.resolver.js';

const subgraphOptions: BuildSubgraphOptions = {
  resolvers: [ProductResolver, CartResolver, CheckoutResolver, OrderResolver, ImportResolver],
  federationImports: ['@key', '@shareable'],
};

export const buildCommerceSchema = async () => (await buildSubgraph(subgraphOptions)).schema;

export const printCommerceSchema = (): Promise<string> => printSubgraphSdl(subgraphOptions);
