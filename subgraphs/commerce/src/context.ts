import type { SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { Variant } from './modules/catalogue/variant.entity.js';
import type { OrderLine } from './modules/orders/order-line.type.js';

export interface CommerceLoaders {
  /** Each product's variants: N products, one query. */
  variantsOfProduct: DataLoader<string, Variant[]>;
  /** Each order's lines: N orders, one query. */
  linesOfOrder: DataLoader<string, OrderLine[]>;
}

export type CommerceContext = SubgraphContext<CommerceLoaders>;
