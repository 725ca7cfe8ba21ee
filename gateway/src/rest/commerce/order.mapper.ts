import { z } from 'zod';
import { OrderStatus, type RestOrderFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

/** An order request for admins: the customer, the address, the lines with their prices then, the subtotal. */
export const orderJson = z
  .object({
    id: z.guid(),
    number: z.number().int(),
    reference: z.string(),
    status: z.enum(OrderStatus),
    customer: z.object({ first_name: z.string(), last_name: z.string(), email: z.string(), phone: z.string() }),
    shipping_address: z.object({
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      region: z.string(),
      zip: z.string(),
      country: z.string(),
    }),
    lines: z.array(
      z.object({
        id: z.guid(),
        product_id: z.string().nullable(),
        variant_id: z.string(),
        product_title: z.string(),
        variant_title: z.string(),
        image: z.string().nullable(),
        quantity: z.number().int(),
        unit_price: z.number(),
        total: z.number(),
      }),
    ),
    subtotal: z.number(),
    subtotal_cents: z.number().int(),
    note: z.string(),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'Order' });

export const toOrderJson = (order: RestOrderFragment): z.input<typeof orderJson> => ({
  id: order.id,
  number: order.number,
  reference: order.reference,
  status: order.status,
  customer: { first_name: order.firstName, last_name: order.lastName, email: order.email, phone: order.phone },
  shipping_address: { address1: order.address1, address2: order.address2, city: order.city, region: order.region, zip: order.zip, country: order.country },
  lines: order.lines.map((line) => ({
    id: line.id,
    product_id: line.productId ?? null,
    variant_id: line.variantId,
    product_title: line.productTitle,
    variant_title: line.variantTitle,
    image: line.image ?? null,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    total: line.total,
  })),
  subtotal: order.subtotal,
  subtotal_cents: order.subtotalCents,
  note: order.note,
  created_at: order.createdAt,
  updated_at: order.updatedAt,
});
