/**
 * The shop's budgets against anonymous abuse (docs/security.md, H1 and L3) on a commerce of its own (fresh database,
 * small limits: CART_ADDS_PER_ADDRESS_PER_HOUR=4, CHECKOUTS_PER_ADDRESS_PER_HOUR=3, CHECKOUTS_PER_EMAIL_PER_HOUR=2),
 * driven straight (viewer tokens naming the client address) and through a gateway of its own (REST's 429 shape).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  type ExtraGateway,
  type FreshSubgraphs,
  type GraphQLResult,
  startExtraGateway,
  startFreshSubgraphs,
  stopService,
  subgraph,
  type SubgraphClient,
} from '@momstride/testing';

const VARIANT = 'limit-tee-m';
let fresh: FreshSubgraphs;
let commerce: SubgraphClient;
let gateway: ExtraGateway | undefined;

beforeAll(async () => {
  fresh = await startFreshSubgraphs(['commerce'], { CART_ADDS_PER_ADDRESS_PER_HOUR: '4', CHECKOUTS_PER_ADDRESS_PER_HOUR: '3', CHECKOUTS_PER_EMAIL_PER_HOUR: '2' });
  commerce = subgraph('commerce', { baseUrl: fresh.urls['commerce']!, databaseUrl: fresh.databases['commerce']! });
  await commerce.withDatabase(async (client) => {
    const product = randomUUID();
    await client.query(`insert into products (id, handle, title) values ($1, 'limit-tee', 'Limit Tee')`, [product]);
    await client.query(`insert into variants (id, product_id, title, price_cents) values ($1, $2, 'M', 2500)`, [VARIANT, product]);
  });
}, 120_000);

afterAll(async () => {
  if (gateway) await stopService(gateway.service);
  await fresh?.stop();
});

const ADD = `mutation Add($sessionId: String!) { addToCart(sessionId: $sessionId, input: { variantId: "${VARIANT}", quantity: 1 }) { id itemCount } }`;
const form = (email: string) => ({ firstName: 'Dana', lastName: 'Reyes', email, address1: '12 Elm Street', city: 'Austin', region: 'TX', zip: '78701', country: 'US' });
const CHECKOUT = 'mutation Checkout($sessionId: String!, $input: CheckoutInput!) { checkout(sessionId: $sessionId, input: $input, idempotencyKey: null) { reference } }';

/** A cart with one line, filled from an address of its own (the cart budget is not what these tests spend). */
const filledCart = async () => {
  const sessionId = randomUUID();
  await commerce.gqlOk(ADD, { sessionId }, { ip: `198.51.100.${Math.floor(Math.random() * 250)}` });
  return sessionId;
};
const checkoutFrom = async (ip: string, email: string) => commerce.gql<{ checkout: { reference: string } }>(CHECKOUT, { sessionId: await filledCart(), input: form(email) }, { ip });

const rateLimited = (result: GraphQLResult<unknown>, at = 0) => {
  const error = result.errors?.[at];
  expect(error?.extensions?.code, JSON.stringify(result.errors)).toBe('RATE_LIMITED');
  expect(error?.extensions?.['retryAfterSeconds']).toBeGreaterThan(0);
  expect(error?.extensions?.['retryAfterSeconds']).toBeLessThanOrEqual(3600);
  return error!.message;
};

describe('per client address', () => {
  it('each aliased addToCart in one request is charged: the fifth add from an address is refused, another address is not', async () => {
    const ip = '203.0.113.7';
    const sessionId = randomUUID();
    const fields = [1, 2, 3, 4, 5].map((n) => `a${n}: addToCart(sessionId: $sessionId, input: { variantId: "${VARIANT}", quantity: 1 }) { itemCount }`);
    const result = await commerce.gql(`mutation Many($sessionId: String!) { ${fields.join('\n')} }`, { sessionId }, { ip });
    // Top-level mutation fields run one after another: four were served, the fifth refused.
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.path).toEqual(['a5']);
    expect(rateLimited(result)).toMatch(/^Too many cart changes from your network\. Please try again in \d+ minutes?\.$/);
    const cart = await commerce.gqlOk<{ cart: { itemCount: number } }>('query Cart($sessionId: String!) { cart(sessionId: $sessionId) { itemCount } }', { sessionId });
    expect(cart.cart.itemCount).toBe(4);
    // createCart spends the same budget.
    expect(rateLimited(await commerce.gql('mutation { createCart { id } }', {}, { ip }))).toMatch(/^Too many cart changes/);
    expect((await commerce.gql(ADD, { sessionId }, { ip: '203.0.113.8' })).errors).toBeUndefined();
  });

  it('an IPv6 client is counted by its /64', async () => {
    for (let i = 1; i <= 4; i += 1) expect((await commerce.gql(ADD, { sessionId: randomUUID() }, { ip: `2001:db8:7:7::${i}` })).errors).toBeUndefined();
    rateLimited(await commerce.gql(ADD, { sessionId: randomUUID() }, { ip: '2001:db8:7:7:ffff:1:2:3' }));
    expect((await commerce.gql(ADD, { sessionId: randomUUID() }, { ip: '2001:db8:7:8::1' })).errors).toBeUndefined();
  });

  it('the fourth checkout from an address in an hour is refused, whatever the e-mails', async () => {
    const ip = '203.0.113.20';
    for (let i = 0; i < 3; i += 1) {
      const placed = await checkoutFrom(ip, `shopper-${randomUUID()}@example.com`);
      expect(placed.errors, JSON.stringify(placed.errors)).toBeUndefined();
    }
    const refused = await checkoutFrom(ip, `shopper-${randomUUID()}@example.com`);
    expect(rateLimited(refused)).toMatch(/^Too many order requests\. Please try again in \d+ minutes?\.$/);
  });

  it('aliased checkouts in one request are charged one by one: of four, the fourth is refused', async () => {
    const ip = '203.0.113.21';
    const carts = await Promise.all([1, 2, 3, 4].map(() => filledCart()));
    const fields = [1, 2, 3, 4].map((n) => `c${n}: checkout(sessionId: $s${n}, input: $i${n}) { reference }`);
    const variables = Object.fromEntries([1, 2, 3, 4].flatMap((n) => [[`s${n}`, carts[n - 1]], [`i${n}`, form(`alias-${randomUUID()}@example.com`)]]));
    const declared = [1, 2, 3, 4].map((n) => `$s${n}: String!, $i${n}: CheckoutInput!`).join(', ');
    const result = await commerce.gql(`mutation Four(${declared}) { ${fields.join('\n')} }`, variables, { ip });
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.path).toEqual(['c4']);
    rateLimited(result);
    const completed = await Promise.all(
      carts.map(async (sessionId) => (await commerce.gqlOk<{ cart: { completed: boolean } }>('query Cart($sessionId: String!) { cart(sessionId: $sessionId) { completed } }', { sessionId })).cart.completed),
    );
    expect(completed).toEqual([true, true, true, false]);
  });
});

describe('per shopper e-mail', () => {
  it("counts a mailbox's aliases as one: the third checkout to ann.lee@gmail.com's mailbox is refused, from any address", async () => {
    const local = `ann.lee.${randomUUID().slice(0, 8)}`;
    expect((await checkoutFrom('192.0.2.1', `${local}@gmail.com`)).errors).toBeUndefined();
    expect((await checkoutFrom('192.0.2.2', `${local.replaceAll('.', '').toUpperCase()}+shop@googlemail.com`)).errors).toBeUndefined();
    const refused = await checkoutFrom('192.0.2.3', `${local}+again@Gmail.com`);
    expect(rateLimited(refused)).toMatch(/^Too many order requests/);
    // Another mailbox is not held back.
    expect((await checkoutFrom('192.0.2.4', `${local}@example.com`)).errors).toBeUndefined();
  });

  it('the counters hold no address: only the hash of the mailbox', async () => {
    const keys = await commerce.withDatabase(async (client) => (await client.query(`select key from rate_limits where key like 'checkout_email:%'`)).rows.map((row) => String(row.key)));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^checkout_email:[0-9a-f]{64}$/);
  });
});

describe('cart session ids (L3)', () => {
  it('createCart issues a 128-bit id the cart then lives under; a new cart under a guessable id is refused, an existing one still works', async () => {
    const created = await commerce.gqlOk<{ createCart: { id: string; itemCount: number } }>('mutation { createCart { id itemCount } }', {}, { ip: '198.18.0.1' });
    expect(created.createCart.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.createCart.itemCount).toBe(0);
    const added = await commerce.gqlOk<{ addToCart: { id: string; itemCount: number } }>(ADD, { sessionId: created.createCart.id }, { ip: '198.18.0.1' });
    expect(added.addToCart).toEqual({ id: created.createCart.id, itemCount: 1 });
    const ids = await Promise.all([1, 2, 3].map(async () => (await commerce.gqlOk<{ createCart: { id: string } }>('mutation { createCart { id } }', {}, { ip: '198.18.0.2' })).createCart.id));
    expect(new Set(ids).size).toBe(3);

    for (const weak of ['aaaaaaaaaaaaaaaa', 'abcdefghijklmnop', '00000000-0000-4000-8000-000000000000']) {
      const refused = await commerce.gql(ADD, { sessionId: weak }, { ip: '198.18.0.3' });
      expect(refused.errors?.[0]?.extensions?.code, weak).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toBe('This cart session id is too easy to guess: start a cart with createCart (POST /api/cart) and use the id it answers');
    }
    // A cart made under a weak id before the rule keeps working (its shopper is not stranded).
    await commerce.withDatabase((client) => client.query(`insert into carts (session_id) values ('bbbbbbbbbbbbbbbb')`));
    expect((await commerce.gql(ADD, { sessionId: 'bbbbbbbbbbbbbbbb' }, { ip: '198.18.0.4' })).errors).toBeUndefined();
  });
});

describe('through the gateway (REST)', () => {
  it('a refused checkout is 429 with Retry-After and the REST error shape; POST /api/cart issues an id', async () => {
    // The stack's subgraphs, but commerce is this file's.
    const urls = { ...inject('subgraphUrls'), commerce: fresh.urls['commerce']! };
    gateway = await startExtraGateway('gateway-shop-limits', { SUBGRAPH_URLS: JSON.stringify(Object.fromEntries(Object.entries(urls).map(([name, url]) => [name, `${url}/graphql`]))) });
    const { baseUrl } = gateway;
    const created = await call('POST', '/api/cart', { baseUrl });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), items: [], subtotal: 0, item_count: 0, completed: false });
    const email = `rest-${randomUUID()}@example.com`;
    for (let i = 0; i < 2; i += 1) {
      const sessionId = await filledCart();
      expect((await call('POST', `/api/cart/${sessionId}/checkout`, { baseUrl, json: form(email) })).status).toBe(201);
    }
    const refused = await call('POST', `/api/cart/${await filledCart()}/checkout`, { baseUrl, json: form(email) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/^Too many order requests\. Please try again in \d+ minutes?\.$/) });
    const weak = await call('POST', '/api/cart/aaaaaaaaaaaaaaaa/items', { baseUrl, json: { variant_id: VARIANT, quantity: 1 } });
    expect(weak.status).toBe(422);
  }, 120_000);
});
