import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { call, loginOwner, newestMailTo, registerMember, uniqueEmail } from '@momstride/testing';

interface Variant {
  id: string;
  title: string;
  price_display: number;
  is_enabled: boolean;
  is_default: boolean;
}
interface Product {
  id: string;
  title: string;
  tags: string[];
  variants: Variant[];
}

const session = () => randomUUID();
const products = async (): Promise<Product[]> => (await call('GET', '/api/products?limit=50')).body.products;
const add = (sessionId: string, json: Record<string, unknown>) => call('POST', `/api/cart/${sessionId}/items`, { json });
const cart = (sessionId: string) => call('GET', `/api/cart/${sessionId}`);
const form = (over: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  email: uniqueEmail('shopper'),
  phone: '',
  address1: '12 Elm Street',
  address2: '',
  city: 'Austin',
  region: 'TX',
  zip: '78701',
  country: 'US',
  ...over,
});

/** An enabled variant and its product, and the sold-out one. */
async function catalogue() {
  const all = await products();
  const tee = all.find((product) => product.title === 'Walk Together Tee')!;
  const enabled = tee.variants.find((variant) => variant.is_enabled)!;
  const soldOut = tee.variants.find((variant) => !variant.is_enabled)!;
  return { all, tee, enabled, soldOut };
}

describe('REST /api/products and /api/cart (public)', () => {
  it('lists the catalogue without a token, in the REST shape, with cache headers and a working ETag', async () => {
    const reply = await call('GET', '/api/products?limit=50');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const product = reply.body.products[0];
    expect(Object.keys(product).sort()).toEqual(['description', 'features', 'handle', 'id', 'images', 'tags', 'title', 'variants']);
    expect(product.images[0]).toEqual({ src: expect.stringMatching(/^\/shop\/.+\.svg$/), is_default: true });
    expect(Object.keys(product.variants[0]).sort()).toEqual(['id', 'is_default', 'is_enabled', 'price_display', 'title']);
    expect(typeof product.variants[0].price_display).toBe('number');
    expect(typeof product.variants[0].id).toBe('string');
    const again = await call('GET', '/api/products?limit=50', { headers: { 'if-none-match': String(reply.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const { soldOut } = await catalogue();
    expect(soldOut.title).toBe('Navy / XS');
  });

  it('an unknown session is an empty cart; odd session ids are refused', async () => {
    const id = session();
    expect((await cart(id)).body).toEqual({ id, items: [], subtotal: 0, item_count: 0, completed: false });
    for (const bad of ['short', 'x'.repeat(129), '..%2F..%2Fetc', 'has space in it 1234', 'a;b-cdefghijklmnop']) {
      const reply = await cart(bad);
      expect(reply.status, bad).toBeGreaterThanOrEqual(400);
      expect(reply.status, bad).toBeLessThan(500);
    }
  });

  it('adds, merges the same variant, prices on the server, removes; another session cannot touch the line', async () => {
    const { tee, enabled } = await catalogue();
    const id = session();
    const first = await add(id, { product_id: tee.id, variant_id: enabled.id, quantity: 2, price: 0.01 });
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      expect.objectContaining({ product_title: tee.title, variant_title: enabled.title, quantity: 2, total: enabled.price_display * 2, image: expect.any(String) }),
    ]);
    const merged = await add(id, { product_id: tee.id, variant_id: enabled.id, quantity: 3 });
    expect(merged.body.items).toHaveLength(1);
    expect(merged.body.items[0].quantity).toBe(5);
    expect(merged.body.subtotal).toBe(enabled.price_display * 5);

    const itemId = merged.body.items[0].id;
    expect((await call('DELETE', `/api/cart/${session()}/items/${itemId}`)).status).toBe(404);
    expect((await call('PUT', `/api/cart/${session()}/items/${itemId}`, { json: { quantity: 1 } })).status).toBe(404);
    expect((await call('PUT', `/api/cart/${id}/items/${itemId}`, { json: { quantity: 7 } })).body.items[0].quantity).toBe(7);
    const removed = await call('DELETE', `/api/cart/${id}/items/${itemId}`);
    expect(removed.body).toMatchObject({ items: [], subtotal: 0 });
  });

  it('refuses bad quantities, unknown and sold-out variants with a detail', async () => {
    const { tee, enabled, soldOut } = await catalogue();
    const id = session();
    for (const quantity of [0, 100, -1]) {
      const reply = await add(id, { product_id: tee.id, variant_id: enabled.id, quantity });
      expect(reply.status, String(quantity)).toBe(422);
      expect(reply.body.detail[0].msg).toBe('Quantity must be a whole number from 1 to 99');
    }
    expect((await add(id, { product_id: tee.id, variant_id: enabled.id, quantity: 1.5 })).status).toBe(422);
    expect((await add(id, { product_id: tee.id, variant_id: '999999', quantity: 1 })).body).toEqual({ detail: 'Product variant not found' });
    const otherProduct = (await products()).find((product) => product.id !== tee.id)!;
    expect((await add(id, { product_id: otherProduct.id, variant_id: enabled.id, quantity: 1 })).status).toBe(404);
    const sold = await add(id, { product_id: tee.id, variant_id: soldOut.id, quantity: 1 });
    expect(sold.status).toBe(422);
    expect(sold.body.detail[0].msg).toBe('This variant is sold out');
    expect((await add(id, { product_id: tee.id, variant_id: enabled.id, quantity: 99 })).status).toBe(200);
    expect((await add(id, { product_id: tee.id, variant_id: enabled.id, quantity: 1 })).body.detail[0].msg).toBe('At most 99 of one item per order');
    expect((await cart(id)).body.items[0].quantity).toBe(99);
  });

  it('ten concurrent adds of one variant make exactly ten', async () => {
    const { tee, enabled } = await catalogue();
    const id = session();
    const replies = await Promise.all(Array.from({ length: 10 }, () => add(id, { product_id: tee.id, variant_id: enabled.id, quantity: 1 })));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    const final = (await cart(id)).body;
    expect(final.items).toHaveLength(1);
    expect(final.items[0].quantity).toBe(10);
  });

  it('the subtotal always equals Σ the server prices × quantities, whatever the adds and removes (property)', async () => {
    const { all } = await catalogue();
    const priceOf = new Map(all.flatMap((product) => product.variants.filter((v) => v.is_enabled).map((v) => [v.id, { productId: product.id, cents: Math.round(v.price_display * 100) }] as const)));
    const variantIds = [...priceOf.keys()];
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), variant: fc.constantFrom(...variantIds), quantity: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat({ max: 6 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const id = session();
        const expected = new Map<string, number>();
        let current = (await cart(id)).body;
        for (const s of steps) {
          if (s.kind === 'add') {
            current = (await add(id, { product_id: priceOf.get(s.variant)!.productId, variant_id: s.variant, quantity: s.quantity })).body;
            expected.set(s.variant, (expected.get(s.variant) ?? 0) + s.quantity);
          } else if (current.items.length > 0) {
            const item = current.items[s.index % current.items.length];
            current = (await call('DELETE', `/api/cart/${id}/items/${item.id}`)).body;
            expected.delete(item.variant_id);
          }
        }
        const cents = [...expected].reduce((sum, [variant, quantity]) => sum + priceOf.get(variant)!.cents * quantity, 0);
        const fetched = (await cart(id)).body;
        expect(Math.round(fetched.subtotal * 100)).toBe(cents);
        expect(Math.round(fetched.items.reduce((sum: number, item: { total: number }) => sum + item.total * 100, 0))).toBe(cents);
        expect(new Map(fetched.items.map((item: { variant_id: string; quantity: number }) => [item.variant_id, item.quantity]))).toEqual(expected);
      }),
      { numRuns: 15 },
    );
  });
});

describe('REST checkout and /api/orders', () => {
  it('refuses a bad form and an empty cart; a good one makes one order (double submit included), empties the cart and mails', async () => {
    const { tee, enabled } = await catalogue();
    const id = session();
    expect((await call('POST', `/api/cart/${id}/checkout`, { json: form() })).body).toEqual({ detail: 'Your cart is empty' });
    await add(id, { product_id: tee.id, variant_id: enabled.id, quantity: 2 });

    const bad = await call('POST', `/api/cart/${id}/checkout`, { json: form({ firstName: ' ', country: 'MX', email: 'nope' }) });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((item: { msg: string }) => item.msg)).toEqual(['First name is required', 'Please enter a valid email address', 'Country must be US or CA']);
    expect((await cart(id)).body.items).toHaveLength(1);

    const shopper = form();
    const key = randomUUID();
    const [one, two] = await Promise.all([
      call('POST', `/api/cart/${id}/checkout`, { json: shopper, headers: { 'idempotency-key': key } }),
      call('POST', `/api/cart/${id}/checkout`, { json: shopper, headers: { 'idempotency-key': key } }),
    ]);
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.order_id).toBe(two.body.order_id);
    expect(one.body).toMatchObject({ reference: expect.stringMatching(/^MS-\d+$/), subtotal: enabled.price_display * 2 });
    expect((await cart(id)).body).toMatchObject({ items: [], completed: true });

    const mail = await newestMailTo(shopper.email);
    expect(mail?.subject).toBe(`We received your order request ${one.body.reference}`);
    expect(mail?.text).toContain(`2 × Walk Together Tee (${enabled.title})`);

    const owner = await loginOwner();
    // The admins' notice is a delivery of its own, after the shopper's confirmation or before it.
    await expect.poll(async () => (await newestMailTo('olivia@momstride.example'))?.subject).toContain(one.body.reference);
    const orders = await call('GET', '/api/orders?status=new', { token: owner.accessToken });
    const order = orders.body.find((item: { id: string }) => item.id === one.body.order_id);
    expect(order).toMatchObject({
      status: 'new',
      customer: { first_name: 'Dana', last_name: 'Reyes', email: shopper.email },
      shipping_address: { city: 'Austin', region: 'TX', zip: '78701', country: 'US' },
      subtotal: enabled.price_display * 2,
      lines: [expect.objectContaining({ variant_id: enabled.id, quantity: 2, total: enabled.price_display * 2 })],
    });
    expect(orders.body.filter((item: { id: string }) => item.id === one.body.order_id)).toHaveLength(1);
  });

  it('admins move an order new → confirmed → shipped; skipping or going back is refused; members get 403, visitors 401', async () => {
    const { tee, enabled } = await catalogue();
    const id = session();
    await add(id, { product_id: tee.id, variant_id: enabled.id, quantity: 1 });
    const placed = await call('POST', `/api/cart/${id}/checkout`, { json: form() });
    const owner = await loginOwner();
    const member = await registerMember();
    const move = (status: string, token = owner.accessToken) => call('POST', `/api/orders/${placed.body.order_id}/status`, { token, json: { status } });
    expect((await call('GET', '/api/orders', { token: member.accessToken })).status).toBe(403);
    expect((await call('GET', '/api/orders')).status).toBe(401);
    expect((await move('confirmed', member.accessToken)).status).toBe(403);
    expect((await move('shipped')).status).toBe(409);
    expect((await move('confirmed')).body.status).toBe('confirmed');
    expect((await move('shipped')).body.status).toBe('shipped');
    expect((await move('cancelled')).status).toBe(409);
    expect((await call('GET', `/api/orders/${placed.body.order_id}`, { token: owner.accessToken })).body.status).toBe('shipped');
    expect((await call('GET', `/api/orders/${randomUUID()}`, { token: owner.accessToken })).status).toBe(404);
  });
});
