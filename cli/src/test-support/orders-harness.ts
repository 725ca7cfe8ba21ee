/**
 * Helpers for the `orders` and `products` command tests: an order request placed as a visitor does, through the
 * REST API (a demo product's enabled variant into a new cart, then checkout with a valid form).
 */
import { randomUUID } from 'node:crypto';
import { gatewayUrl } from './cli-harness.js';

interface RestVariant {
  id: string;
  title: string;
  price_display: number;
  is_enabled: boolean;
}

interface RestProduct {
  id: string;
  title: string;
  variants: RestVariant[];
}

export interface PlacedOrder {
  id: string;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  productTitle: string;
  variantTitle: string;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
}

/** The demo product the orders buy. */
export const ORDER_PRODUCT = 'Walk Together Tee';

async function rest<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${gatewayUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A visitor puts `quantity` of the demo tee's first enabled variant in a new cart and checks out (REST). */
export async function placeOrder(quantity = 2): Promise<PlacedOrder> {
  const catalogue = await rest<{ products: RestProduct[] }>('GET', '/api/products?limit=50');
  const product = catalogue.body.products.find((one) => one.title === ORDER_PRODUCT);
  const variant = product?.variants.find((one) => one.is_enabled);
  if (!product || !variant) throw new Error(`no enabled variant of ${ORDER_PRODUCT} in GET /api/products`);

  const sessionId = randomUUID();
  const added = await rest('POST', `/api/cart/${sessionId}/items`, { product_id: product.id, variant_id: variant.id, quantity });
  if (added.status >= 300) throw new Error(`add to cart failed: ${added.status} ${JSON.stringify(added.body)}`);

  const shopper = { firstName: 'Jane', lastName: `Shopper${randomUUID().slice(0, 6)}`, email: `shopper-${randomUUID()}@test.example` };
  const checkout = await rest<{ order_id?: string; reference?: string; subtotal?: number }>('POST', `/api/cart/${sessionId}/checkout`, {
    ...shopper,
    address1: '12 Oak Street',
    city: 'Austin',
    region: 'TX',
    zip: '78701',
    country: 'US',
  });
  const { order_id: id, reference } = checkout.body;
  if (checkout.status !== 201 || !id || !reference) throw new Error(`checkout failed: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const unitPriceCents = Math.round(variant.price_display * 100);
  return {
    id,
    reference,
    ...shopper,
    productTitle: product.title,
    variantTitle: variant.title,
    quantity,
    unitPriceCents,
    subtotalCents: unitPriceCents * quantity,
  };
}
