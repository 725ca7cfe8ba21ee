import { Product } from './modules/catalogue/product.entity.js';
import { Variant } from './modules/catalogue/variant.entity.js';
import { Order } from './modules/orders/order.entity.js';

/** Every entity of the commerce database, listed explicitly. */
export const entities = [Product, Variant, Order];

/** Tables that belong to no entity (left alone by the schema diff): carts, order lines and the rate budgets' counters are SQL only. */
export const SQL_ONLY_TABLES = ['carts', 'cart_items', 'order_lines', 'rate_limits'];
