import { z } from 'zod';
import type { RestCartFragment } from '../gql/graphql.js';

/** A cart in the REST JSON of docs/product.md, Entities and fields (`{items, subtotal, id}`; items {id, product_title, variant_title, quantity, total, image}) plus ids, unit prices and counts. */
export const cartJson = z
  .object({
    id: z.string(),
    items: z.array(
      z.object({
        id: z.guid(),
        product_id: z.string(),
        product_title: z.string(),
        variant_id: z.string(),
        variant_title: z.string(),
        quantity: z.number().int(),
        unit_price: z.number(),
        total: z.number(),
        image: z.string().nullable(),
        is_available: z.boolean(),
      }),
    ),
    subtotal: z.number(),
    item_count: z.number().int(),
    completed: z.boolean(),
  })
  .meta({ id: 'Cart' });

export const toCartJson = (cart: RestCartFragment): z.input<typeof cartJson> => ({
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
