import type { SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { ProductFeed } from './modules/catalogue/product-feed.js';
import type { ShopLimits } from './modules/checkout/shop-limits.js';
import type { Variant } from './modules/catalogue/variant.entity.js';
import type { OrderLine } from './modules/orders/order-line.type.js';

export interface CommerceLoaders {
  /** Each product's variants: N products, one query. */
  variantsOfProduct: DataLoader<string, Variant[]>;
  /** Each order's lines: N orders, one query. */
  linesOfOrder: DataLoader<string, OrderLine[]>;
}

export interface CommerceServices {
  /** The print-on-demand provider's catalogue (PRINTFUL_API_URL / PRINTFUL_API_TOKEN), or null without a token. */
  readonly printful: () => ProductFeed | null;
  /** Per-address and per-shopper budgets on carts and checkouts (CART_ADDS_… and CHECKOUTS_… settings). */
  readonly shopLimits: ShopLimits;
}

export type CommerceContext = SubgraphContext<CommerceLoaders, { services: CommerceServices }>;
