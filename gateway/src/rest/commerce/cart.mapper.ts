import type { RestCartFragment } from '../gql/graphql.js';

/** A cart in the spec's JSON (`{items, subtotal, id}`; items {id, product_title, variant_title, quantity, total, image}) plus ids, unit prices and counts. */
export const toCartJson = (cart: RestCartFragment) => ({
  id: cart.id,
  items: cart.items.map((item) => ({
    id: item.id,
    product_id: item.productId,
    product_title: item.productTitle,
    variant_id: item.variantId,
    variant_title: item.variantTitle,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    total: item.total,
    image: item.image ?? null,
    is_available: item.isAvailable,
  })),
  subtotal: cart.subtotal,
  item_count: cart.itemCount,
  completed: cart.completed,
});
