import type { EntityManager } from '@momstride/kit';
import DataLoader from 'dataloader';
import type { CommerceLoaders } from './context.js';
import { variantsOfProducts } from './modules/catalogue/catalogue.service.js';
import { linesOfOrders } from './modules/orders/order.service.js';

/** Per-request loaders, built on the request's EntityManager fork. */
export function createCommerceLoaders(em: EntityManager): CommerceLoaders {
  return {
    variantsOfProduct: new DataLoader(async (ids) => {
      const byProduct = await variantsOfProducts(em, ids);
      return ids.map((id) => byProduct.get(id) ?? []);
    }),
    linesOfOrder: new DataLoader(async (ids) => {
      const byOrder = await linesOfOrders(em, ids);
      return ids.map((id) => byOrder.get(id) ?? []);
    }),
  };
}
