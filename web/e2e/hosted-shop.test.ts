import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, subgraphDatabaseUrl, uniqueEmail, uniqueSurname, withDatabase } from '@momstride/testing';
import { browserSessions, loginThroughUi, seriousViolations, toasts, toastWithText } from '@momstride/testing/browser';

const CART_KEY = 'shopify-cart-id';

interface ApiProduct {
  id: string;
  title: string;
  variants: Array<{ id: string; title: string; price_display: number; is_enabled: boolean }>;
}

/** An order request placed through REST (POST /api/cart/{id}/items, then …/checkout) by a shopper of her own. */
async function placeOrder(gatewayUrl: string) {
  const products = await fetch(`${gatewayUrl}/api/products?limit=50`).then((reply) => reply.json() as Promise<{ products: ApiProduct[] }>);
  const tee = products.products.find((product) => product.title === 'Walk Together Tee');
  const variant = tee?.variants.find((candidate) => candidate.title === 'Sage / M');
  if (!tee || !variant) throw new Error('the demo tee is missing');
  const cartId = randomUUID();
  const added = await fetch(`${gatewayUrl}/api/cart/${cartId}/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: tee.id, variant_id: variant.id, quantity: 2 }),
  });
  if (!added.ok) throw new Error(`add failed: ${added.status} ${await added.text()}`);
  const shopper = { firstName: 'Nadia', lastName: uniqueSurname('Orderly'), email: uniqueEmail('shopper') };
  const checkout = await fetch(`${gatewayUrl}/api/cart/${cartId}/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      ...shopper,
      phone: '555-0142',
      address1: '18 Larkspur Lane',
      address2: 'Apt 3',
      city: 'Portland',
      region: 'OR',
      zip: '97205',
      country: 'US',
    }),
  });
  if (checkout.status !== 201) throw new Error(`checkout failed: ${checkout.status} ${await checkout.text()}`);
  const order = (await checkout.json()) as { order_id: string; reference: string; subtotal: number };
  return { ...order, shopper, unitPrice: variant.price_display };
}

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The product card titled `title`. */
const card = (page: Page, title: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The cart button, naming how many items the cart holds. */
const cartButtonWith = (page: Page, items: number): Locator =>
  page.getByRole('button', { name: new RegExp(`^Cart\\W*${items} items?$`) });

/** The count a category tab shows equals the cards under it. */
async function expectTabCount(page: Page, label: string) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${label}`) });
  await tab.click();
  await page.getByRole('tab', { name: new RegExp(`^${label}`), selected: true }).waitFor();
  const shown = Number(((await tab.textContent()) ?? '').replace(label, '').trim());
  // The cards follow the tab a render later (CI once counted the previous tab's 8 instead of 3).
  await expect
    .poll(() => page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }).count())
    .toBe(shown);
  return shown;
}

describe('/shop-old, the hosted-storefront shop (built-in storefront: MomStride’s commerce subgraph)', () => {
  const browsers = browserSessions();

  it('a visitor adds a variant, changes quantities in the cart dialog (minus off at 1), removes it, adds again; Secure Checkout opens /checkout#cart=… in a new tab, where she checks out', async () => {
    const page = await browsers.open();
    await page.goto('/shop-old');
    await page.getByRole('heading', { level: 1, name: 'MomStride Shop' }).waitFor();
    const tee = card(page, 'Walk Together Tee');
    await tee.waitFor();

    // Tabs with counts by the hosted rule (tees, hoodies and apparel-tagged ones are apparel).
    const all = await expectTabCount(page, 'All Products');
    const apparel = await expectTabCount(page, 'Apparel');
    const accessories = await expectTabCount(page, 'Accessories');
    expect(apparel + accessories).toBe(all);
    await card(page, 'Stride Water Bottle').waitFor();
    await page.getByRole('tab', { name: /^Apparel/ }).click();
    await card(page, 'Sunrise Miles Hoodie').waitFor();
    expect(await card(page, 'Stride Water Bottle').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('apparel');
    await page.getByRole('tab', { name: /^All Products/ }).click();

    // The sold-out variant is there, disabled, reading Sold Out.
    const option = tee.getByLabel('Option');
    expect(await option.locator('option', { hasText: 'Navy / XS — Sold Out' }).isDisabled()).toBe(true);
    expect(await option.locator('option', { hasText: 'Sage / M' }).isDisabled()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await option.selectOption({ label: 'Sage / M' });
    await tee.getByRole('button', { name: 'Add to Cart' }).click();
    await toastWithText(page, 'Added to cart successfully!').waitFor();
    const cartButton = page.getByRole('button', { name: /^Cart/ });
    await cartButtonWith(page, 1).waitFor();
    const cartId = await page.evaluate((key) => localStorage.getItem(key), CART_KEY);
    expect(cartId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The stored cart is the visitor's on the next visit.
    await page.reload();
    await cartButtonWith(page, 1).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe(cartId);

    await cartButton.click();
    const dialog = page.getByRole('dialog', { name: 'Your Cart' });
    await dialog.waitFor();
    const line = dialog.getByRole('listitem', { name: 'Walk Together Tee, Sage / M' });
    const minus = line.getByRole('button', { name: 'Decrease quantity of Walk Together Tee, Sage / M' });
    const plus = line.getByRole('button', { name: 'Increase quantity of Walk Together Tee, Sage / M' });
    const quantity = line.locator('output');
    expect(await quantity.textContent()).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await plus.click();
    await line.locator('output', { hasText: '2' }).waitFor();
    await dialog.getByText(money(56), { exact: true }).first().waitFor();
    expect(await minus.isDisabled()).toBe(false);
    await minus.click();
    await line.locator('output', { hasText: '1' }).waitFor();
    await minus.and(page.locator(':disabled')).waitFor();
    expect(await dialog.getByText('Subtotal').locator('..').textContent()).toContain(money(28));

    await line.getByRole('button', { name: 'Remove Walk Together Tee, Sage / M from cart' }).click();
    await toastWithText(page, 'Item removed from cart').waitFor();
    await dialog.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await dialog.getByRole('button', { name: 'Continue shopping' }).click();
    await dialog.waitFor({ state: 'detached' });
    await cartButtonWith(page, 0).waitFor();

    // Add again, then check out in a new tab: MomStride's own checkout for this cart. See the choice held before
    // adding (CI once timed out here waiting for Blush / L in the cart).
    await option.selectOption({ label: 'Blush / L' });
    await expect.poll(() => option.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Blush / L');
    await tee.getByRole('button', { name: 'Add to Cart' }).click();
    await cartButtonWith(page, 1).waitFor();
    // Toasts show top right for 4 s, just where the Cart button is, and the page is scrolled down to the tee, which
    // leaves the button under the sticky header (CI's click was taken by the toast, then by the header's Join Us): let
    // the toasts go and bring the button to the middle of the window, as a person would, before clicking it.
    await expect.poll(() => toasts(page).count(), { timeout: 10_000 }).toBe(0);
    await cartButton.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await cartButton.click();
    await dialog.waitFor();
    // The cart's lines by name, so a failure says what the cart held (CI twice saw no Blush / L line here).
    await expect
      .poll(() => dialog.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))), { timeout: 15_000 })
      .toContain('Walk Together Tee, Blush / L');
    const checkout = dialog.getByRole('link', { name: /Secure Checkout/ });
    expect(await checkout.getAttribute('target')).toBe('_blank');
    expect(await checkout.getAttribute('rel')).toBe('noopener');
    // The cart's id in the fragment, which the browser never sends (docs/security.md, L3).
    expect(await checkout.getAttribute('href')).toBe(`/checkout#cart=${cartId}`);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), checkout.click()]);
    await tab.waitForLoadState('domcontentloaded');
    const opened = new URL(tab.url());
    expect(opened.pathname).toBe('/checkout');
    expect(opened.search).toBe('');
    // Once read, the id leaves the address bar too.
    await expect.poll(() => new URL(tab.url()).hash).toBe('');

    // MomStride's checkout takes that cart: the order request is placed from the new tab.
    const summaryLines = tab.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await summaryLines.filter({ hasText: 'Walk Together Tee' }).getByText('Blush / L · Qty 1').waitFor();
    await tab.getByLabel('First name').fill('Imogen');
    await tab.getByLabel('Last name').fill('Hale');
    await tab.getByLabel('Email', { exact: true }).fill(uniqueEmail('hosted'));
    await tab.getByLabel('Address', { exact: true }).fill('7 Orchard Row');
    await tab.getByLabel('City').fill('Boise');
    await tab.getByLabel('State / province').fill('ID');
    await tab.getByLabel('ZIP / postal code').fill('83702');
    await tab.getByRole('button', { name: 'Submit Order Request' }).click();
    await tab.getByRole('alertdialog', { name: 'Thank you!', exact: true }).getByText(/^Your order request is MS-\d+/).waitFor();
    await tab.close();

    // Back in the shop, that cart is done: a new, empty one replaces it (and is stored).
    await page.reload();
    await cartButtonWith(page, 0).waitFor();
    const next = await page.evaluate((key) => localStorage.getItem(key), CART_KEY);
    expect(next).not.toBe(cartId);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a cart that was checked out is replaced by a new one on the next visit (and stored)', async () => {
    const gatewayUrl = inject('gatewayUrl');
    const page = await browsers.open('phone');
    await page.goto('/shop-old');
    const tee = card(page, 'Walk Together Tee');
    await tee.getByLabel('Option').selectOption({ label: 'Sage / S' });
    await tee.getByRole('button', { name: 'Add to Cart' }).click();
    await toastWithText(page, 'Added to cart successfully!').waitFor();
    const cartId = await page.evaluate((key) => localStorage.getItem(key), CART_KEY);
    expect(cartId).not.toBeNull();

    // The visitor checks out (MomStride's checkout for this cart takes the order request and completes the cart).
    const reply = await fetch(`${gatewayUrl}/api/cart/${cartId}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Lena', lastName: 'Hart', email: uniqueEmail('hosted'), address1: '2 Birch Road', city: 'Austin', region: 'TX', zip: '73301', country: 'US' }),
    });
    expect(reply.status).toBe(201);

    await page.reload();
    await card(page, 'Walk Together Tee').waitFor();
    await cartButtonWith(page, 0).waitFor();
    const replaced = await page.evaluate((key) => localStorage.getItem(key), CART_KEY);
    expect(replaced).not.toBe(cartId);
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a stored cart id the storefront cannot read is replaced by a new one', async () => {
    const page = await browsers.open();
    await page.goto('/about');
    await page.evaluate((key) => localStorage.setItem(key, 'gid://shopify/Cart/not-ours'), CART_KEY);
    await page.goto('/shop-old');
    await card(page, 'Walk Together Tee').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Admin Panel → Orders', () => {
  const browsers = browserSessions();

  it('an admin finds a new order request, reads it, confirms it, then cancels it with a note; the status filter follows', async () => {
    const order = await placeOrder(inject('gatewayUrl'));
    const page = await browsers.open();
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto('/admin?tab=orders');
    await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
    const orderCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: order.reference, exact: true }) });
    await orderCard.waitFor();
    expect(order.reference).toMatch(/^MS-\d{4,}$/);

    // Everything the shop needs to act on it.
    await orderCard.getByText(`${order.shopper.firstName} ${order.shopper.lastName}`).waitFor();
    expect(await orderCard.getByRole('link', { name: order.shopper.email }).getAttribute('href')).toBe(`mailto:${order.shopper.email}`);
    const address = (await orderCard.locator('address').textContent()) ?? '';
    expect(address).toContain('18 Larkspur Lane');
    expect(address).toContain('Apt 3');
    expect(address).toContain('Portland, OR 97205');
    const lineRow = orderCard.getByRole('row', { name: /Walk Together Tee/ });
    expect(await lineRow.textContent()).toContain('Sage / M');
    expect(await lineRow.getByRole('cell').nth(1).textContent()).toBe('2');
    expect(await lineRow.getByRole('cell').nth(2).textContent()).toBe(money(order.unitPrice * 2));
    expect(await orderCard.getByRole('row', { name: /Subtotal/ }).textContent()).toContain(money(order.subtotal));
    await orderCard.getByText('New', { exact: true }).waitFor();
    expect(await orderCard.getByRole('button').allTextContents()).toEqual(['Confirm', 'Cancel']);
    expect(await seriousViolations(page)).toEqual([]);

    await orderCard.getByRole('button', { name: 'Confirm' }).click();
    await toastWithText(page, `Order ${order.reference} confirmed`).waitFor();
    await orderCard.getByText('Confirmed', { exact: true }).waitFor();
    expect(await orderCard.getByRole('button').allTextContents()).toEqual(['Mark shipped', 'Cancel']);

    // Cancel asks first; the note is kept with the order.
    await orderCard.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${order.reference}?` });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await orderCard.getByText('Confirmed', { exact: true }).waitFor();
    await orderCard.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByLabel('Note (optional)').fill('Customer asked to cancel by phone');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await toastWithText(page, `Order ${order.reference} cancelled`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await orderCard.getByText('Cancelled', { exact: true }).waitFor();
    await orderCard.getByText('Customer asked to cancel by phone').waitFor();
    expect(await orderCard.getByRole('button').count()).toBe(0);

    // The filter: it is among the cancelled orders, not the new ones.
    await page.getByRole('group', { name: 'Show orders' }).getByRole('button', { name: 'Cancelled' }).click();
    expect(new URL(page.url()).searchParams.get('status')).toBe('cancelled');
    await page.getByRole('list', { name: 'Cancelled orders' }).getByRole('heading', { name: order.reference }).waitFor();
    await page.getByRole('group', { name: 'Show orders' }).getByRole('button', { name: 'New' }).click();
    await page.getByRole('list', { name: 'New orders' }).or(page.getByRole('heading', { name: 'No new orders' })).first().waitFor();
    // The New list may show from the cache for a moment before its refetch answers (seen once in a full run).
    await expect.poll(() => page.getByRole('heading', { name: order.reference, exact: true }).count()).toBe(0);
  });

  it('a move the server refuses shows its words', async () => {
    const order = await placeOrder(inject('gatewayUrl'));
    const page = await browsers.open();
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto('/admin?tab=orders&status=new');
    const orderCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: order.reference, exact: true }) });
    await orderCard.waitFor();

    // Meanwhile another admin cancels it (through REST): this page still offers Confirm.
    const admin = await fetch(`${inject('gatewayUrl')}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'olivia@momstride.example', password: DEMO_PASSWORD }),
    }).then((reply) => reply.json() as Promise<{ access_token: string }>);
    const cancelled = await fetch(`${inject('gatewayUrl')}/api/orders/${order.order_id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access_token}` },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancelled.status).toBe(200);

    await orderCard.getByRole('button', { name: 'Confirm' }).click();
    await toastWithText(page, 'An order that is cancelled cannot become confirmed').waitFor();
  });

  it("an address stored before the e-mail rule opens a draft to that one address, never with the shopper's Cc or body", async () => {
    const order = await placeOrder(inject('gatewayUrl'));
    // Such an address is refused at checkout now (docs/security.md, L9): set as an older order may hold it.
    const stored = 'shop@evil.example?cc=boss%40corp.example&body=Pay here';
    await withDatabase(subgraphDatabaseUrl('commerce'), (client) => client.query('update orders set email = $1 where id = $2', [stored, order.order_id]));
    const page = await browsers.open();
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto('/admin?tab=orders&status=new');
    const orderCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: order.reference, exact: true }) });
    const link = orderCard.getByRole('link', { name: stored });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toBe('mailto:shop@evil.example%3Fcc%3Dboss%2540corp.example%26body%3DPay%20here');
    // What a mail client reads from it: one recipient, no headers.
    expect(new URL(href).search).toBe('');
  });
});
