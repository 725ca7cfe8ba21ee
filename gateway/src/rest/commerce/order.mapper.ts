import type { RestOrderFragment } from '../gql/graphql.js';

/** An order request for admins: the customer, the address, the lines with their prices then, the subtotal. */
export const toOrderJson = (order: RestOrderFragment) => ({
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
