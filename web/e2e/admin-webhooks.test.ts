import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  DEMO_MEMBER,
  DEMO_PASSWORD,
  eventually,
  registerMember,
  subgraphDatabaseUrl,
  uniqueSurname,
  withDatabase,
} from '@momstride/testing';
import {
  type BrowserSession,
  expectPath,
  loginThroughUi,
  openBrowser,
  seriousViolations,
  toasts,
  toastWithText,
} from '@momstride/testing/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback webhook receiver the stack allows (testing/src/setup/webhook-receiver.ts). */
    webhookReceiverUrl: string;
  }
}

interface Received {
  headers: Record<string, string>;
  bodyBase64: string;
}

/** What the test receiver recorded for one hook name. */
async function received(name: string): Promise<Received[]> {
  const reply = await fetch(`${inject('webhookReceiverUrl')}/received/${name}`);
  return (await reply.json()) as Received[];
}

/** The demo admin's access token (REST login), for setting up through GraphQL. */
async function adminToken(gatewayUrl: string): Promise<string> {
  const reply = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'olivia@momstride.example', password: DEMO_PASSWORD }),
  });
  return ((await reply.json()) as { access_token: string }).access_token;
}

async function graphqlAsAdmin<T>(gatewayUrl: string, token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const reply = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await reply.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Screenshots to look at (set E2E_SCREENSHOT_DIR to keep them); none in ordinary runs. */
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

describe('Admin Panel → Webhooks', () => {
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
  });
  afterEach(async () => {
    await browser?.close();
  });
  afterAll(async () => {
    // The endpoints these tests made stop getting the suite's events.
    const gatewayUrl = inject('gatewayUrl');
    const token = await adminToken(gatewayUrl);
    const { webhookEndpoints } = await graphqlAsAdmin<{ webhookEndpoints: { id: string; url: string }[] }>(gatewayUrl, token, '{ webhookEndpoints { id url } }', {});
    for (const endpoint of webhookEndpoints.filter((one) => one.url.startsWith(`${inject('webhookReceiverUrl')}/hooks/web-`))) {
      await graphqlAsAdmin(gatewayUrl, token, 'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id });
    }
  });

  it('an admin adds an endpoint, sees its secret once, sends a test, reads the log, disables and deletes it', async () => {
    const gatewayUrl = inject('gatewayUrl');
    const name = `web-${randomUUID().slice(0, 8)}`;
    const url = `${inject('webhookReceiverUrl')}/hooks/${name}`;
    const { page } = browser;
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto(`${gatewayUrl}/admin`);
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.waitForURL(/[?&]tab=webhooks/);
    const panel = page.getByRole('region', { name: 'Webhooks' });
    await panel.getByText('Send MomStride events to your own services.', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Add endpoint' }).first().waitFor();
    await snapshot(page, 'tab-desktop');

    // The server's field problems show under their fields.
    await panel.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText('Enter the URL that should receive the events').waitFor();
    await dialog.getByText('Choose at least one event').waitFor();
    await dialog.getByLabel('Endpoint URL').fill('https://10.0.0.7/hooks');
    await dialog.getByLabel('Member joined').check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await dialog.getByText('This address is private or local', { exact: false }).waitFor();
    expect(await dialog.getByLabel('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
    await snapshot(page, 'add-dialog-error');

    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel('Description (optional)').fill('Browser test receiver');
    await dialog.getByLabel('Order placed').check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const added = page.getByRole('dialog', { name: 'Webhook added' });
    const secret = await added.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_\S{20,}$/);
    await added.getByText("Copy it now — you won't be able to see it again.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'secret-once');
    await added.getByRole('button', { name: 'Done' }).click();
    await added.waitFor({ state: 'detached' });

    const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
    await card.waitFor();
    await card.getByText('Browser test receiver').waitFor();
    // The event badges (the last delivery may name an event too: real ones reach the endpoint meanwhile).
    const badges = card.getByRole('list', { name: 'Events' });
    await badges.getByText('Member joined').waitFor();
    await badges.getByText('Order placed').waitFor();
    await card.getByText('Enabled', { exact: true }).waitFor();
    // The secret is not shown again: only its prefix.
    expect(await page.content()).not.toContain(secret);

    await card.getByRole('button', { name: 'Send test' }).click();
    await toasts(page).filter({ hasText: /^\s*Test delivered \(200 in \d+ ms\)\s*$/ }).waitFor();
    // Pings only: the endpoint also gets the real events other tests cause meanwhile (members joining).
    const pings = (await received(name)).filter((one) => (JSON.parse(Buffer.from(one.bodyBase64, 'base64').toString('utf8')) as { type: string }).type === 'ping');
    expect(pings).toHaveLength(1);
    expect(pings[0]?.headers['momstride-delivery']).toBeTruthy();

    await card.getByRole('button', { name: 'Recent deliveries' }).click();
    const log = card.getByRole('list', { name: `Deliveries to ${url}` });
    const ping = log.getByRole('button', { name: /Test ping/ });
    await ping.waitFor();
    await ping.getByText('Succeeded').waitFor();
    await ping.click();
    await log.getByText('Attempt 1').waitFor();
    await log.getByText('"ping"', { exact: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'log-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'log-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('button', { name: 'Disable' }).click();
    await card.getByText('Disabled', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Enable' }).waitFor();

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this webhook?' });
    await confirm.getByText(url, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete webhook' }).click();
    await toastWithText(page, 'Webhook deleted').waitFor();
    await card.waitFor({ state: 'detached' });
  });

  it('a failing endpoint: the test toast says why, the log shows the failed ping (tests are not retried)', async () => {
    const gatewayUrl = inject('gatewayUrl');
    const name = `web-fail-${randomUUID().slice(0, 8)}`;
    const url = `${inject('webhookReceiverUrl')}/hooks/${name}?fail=1`;
    const { page } = browser;
    // On a phone, this time.
    await page.setViewportSize({ width: 390, height: 844 });
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto(`${gatewayUrl}/admin?tab=webhooks`);
    const panel = page.getByRole('region', { name: 'Webhooks' });
    await panel.getByRole('button', { name: 'Add endpoint' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel('Review posted').check();
    await snapshot(page, 'add-dialog-phone');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const added = page.getByRole('dialog', { name: 'Webhook added' });
    await added.getByLabel('Signing secret').waitFor();
    await snapshot(page, 'secret-phone');
    await added.getByRole('button', { name: 'Done' }).click();

    const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
    await card.getByRole('button', { name: 'Send test' }).click();
    await toasts(page).filter({ hasText: /^\s*Test failed: .*500/ }).waitFor();
    await card.getByRole('button', { name: 'Recent deliveries' }).click();
    const ping = card.getByRole('list', { name: `Deliveries to ${url}` }).getByRole('button', { name: /Test ping/ });
    await ping.getByText('Failed', { exact: true }).waitFor();
    await ping.getByText(/1 attempt · .*500/).waitFor();
    await ping.click();
    await card.getByText('Attempt 1').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snapshot(page, 'failing-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  it('edits an endpoint in the same dialog and rotates its secret (confirmed, the new one shown once)', async () => {
    const gatewayUrl = inject('gatewayUrl');
    const token = await adminToken(gatewayUrl);
    const url = `${inject('webhookReceiverUrl')}/hooks/web-edit-${randomUUID().slice(0, 8)}`;
    const created = await graphqlAsAdmin<{ createWebhookEndpoint: { secret: string } }>(
      gatewayUrl,
      token,
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
      { input: { url, events: ['event_created'] } },
    );
    const { page } = browser;
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto(`${gatewayUrl}/admin?tab=webhooks`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit webhook' });
    expect(await dialog.getByLabel('Endpoint URL').inputValue()).toBe(url);
    expect(await dialog.getByLabel('Event created').isChecked()).toBe(true);
    await dialog.getByLabel('Event created').uncheck();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Choose at least one event').waitFor();
    await dialog.getByLabel('Event cancelled').check();
    await dialog.getByLabel('Description (optional)').fill('Walk calendar sync');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toastWithText(page, 'Webhook saved').waitFor();
    await card.getByText('Walk calendar sync').waitFor();
    const badges = card.getByRole('list', { name: 'Events' });
    await badges.getByText('Event cancelled').waitFor();
    expect(await badges.getByText('Event created').count()).toBe(0);

    await card.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('alertdialog', { name: 'Rotate the signing secret?' }).getByRole('button', { name: 'Rotate secret' }).click();
    const shown = page.getByRole('dialog', { name: 'New signing secret' });
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.createWebhookEndpoint.secret);
    await shown.getByText("Copy it now — you won't be able to see it again.").waitFor();
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });

    // The old secret signs too for 24 hours; "Stop now" ends that.
    const oldSecret = created.createWebhookEndpoint.secret;
    await card.getByText(`${oldSecret.slice(0, 10)}…`, { exact: true }).waitFor();
    await card.getByText(/^also signs until /).waitFor();
    await snapshot(page, 'old-secret-desktop');
    await card.getByRole('button', { name: `Stop the old secret of ${url} now` }).click();
    await toastWithText(page, 'The old secret no longer signs deliveries').waitFor();
    await card.getByText(/^also signs until /).waitFor({ state: 'detached' });
    expect(await card.getByText(`${secret.slice(0, 10)}…`, { exact: true }).count()).toBe(1);
  });

  it('the delivery log pages by 20: Load more shows the older ones', async () => {
    const gatewayUrl = inject('gatewayUrl');
    const token = await adminToken(gatewayUrl);
    const url = `${inject('webhookReceiverUrl')}/hooks/web-log-${randomUUID().slice(0, 8)}`;
    const created = await graphqlAsAdmin<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
      gatewayUrl,
      token,
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
      { input: { url, events: ['order_placed'] } },
    );
    const id = created.createWebhookEndpoint.endpoint.id;
    // Disabled, it gets no real events from other tests; test pings are sent regardless.
    await graphqlAsAdmin(gatewayUrl, token, 'mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false }) { id } }', { id });
    for (let i = 0; i < 21; i += 1) {
      await graphqlAsAdmin(gatewayUrl, token, 'mutation ($id: ID!) { sendWebhookTest(id: $id) { id } }', { id });
    }
    const { page } = browser;
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto(`${gatewayUrl}/admin?tab=webhooks`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
    await card.getByRole('button', { name: 'Recent deliveries' }).click();
    const rows = card.getByRole('list', { name: `Deliveries to ${url}` }).getByRole('button', { name: /Test ping/ });
    await rows.nth(19).waitFor();
    expect(await rows.count()).toBe(20);
    await card.getByRole('button', { name: 'Load more' }).click();
    await rows.nth(20).waitFor();
    expect(await rows.count()).toBe(21);
    await card.getByRole('button', { name: 'Load more' }).waitFor({ state: 'detached' });
  });

  it('a real event to a failing endpoint: the log shows it retrying and follows its attempts (polled while under way)', async () => {
    const gatewayUrl = inject('gatewayUrl');
    const token = await adminToken(gatewayUrl);
    const url = `${inject('webhookReceiverUrl')}/hooks/web-retry-${randomUUID().slice(0, 8)}?fail=100`;
    const created = await graphqlAsAdmin<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
      gatewayUrl,
      token,
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
      { input: { url, events: ['member_joined'] } },
    );
    const id = created.createWebhookEndpoint.endpoint.id;
    await registerMember({ firstName: 'Rhea', lastName: uniqueSurname('Retry') });
    // The event travels through the outbox and the queue: wait until its delivery is on record.
    await eventually(
      async () => {
        const { webhookEndpoint } = await graphqlAsAdmin<{ webhookEndpoint: { deliveries: { status: string }[] } }>(
          gatewayUrl,
          token,
          'query ($id: ID!) { webhookEndpoint(id: $id) { deliveries(limit: 5) { status } } }',
          { id },
        );
        return webhookEndpoint.deliveries.some((one) => one.status === 'retrying') ? true : undefined;
      },
      20_000,
      'a retrying delivery',
    );
    const { page } = browser;
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto(`${gatewayUrl}/admin?tab=webhooks`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
    await card.getByRole('button', { name: 'Recent deliveries' }).click();
    const row = card.getByRole('list', { name: `Deliveries to ${url}` }).getByRole('button', { name: /Member joined/ }).first();
    // "Retrying", with "· next attempt 4:05 PM" when the server says when.
    await row.getByText(/^Retrying( · next attempt \d{1,2}:\d\d [AP]M)?$/).waitFor();
    await snapshot(page, 'retrying-desktop');
    // Polled while under way: later attempts show without a reload.
    await row.getByText(/^[2-9] attempts · /).waitFor({ timeout: 20_000 });
    await row.click();
    await card.getByText('Attempt 2', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a failing endpoint says when it will be turned off; one turned off for failing says so, and enabling it starts over', async () => {
    const gatewayUrl = inject('gatewayUrl');
    const token = await adminToken(gatewayUrl);
    const create = async (name: string) => {
      const url = `${inject('webhookReceiverUrl')}/hooks/web-${name}-${randomUUID().slice(0, 8)}`;
      const created = await graphqlAsAdmin<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
        gatewayUrl,
        token,
        'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
        { input: { url, events: ['event_cancelled'] } },
      );
      return { url, id: created.createWebhookEndpoint.endpoint.id };
    };
    const failing = await create('failing');
    const off = await create('off');
    // What accounts records when deliveries fail for good for days (subgraphs/accounts webhooks.test.ts drives that
    // through the queue); set directly here, the screen is under test.
    const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    await withDatabase(subgraphDatabaseUrl('accounts'), async (client) => {
      await client.query("update webhook_endpoints set failing_since = now() - interval '1 day' where id = $1", [failing.id]);
      await client.query(
        "update webhook_endpoints set enabled = false, failing_since = timestamptz '2026-03-01T15:00:00Z', auto_disabled_at = timestamptz '2026-03-04T16:00:00Z' where id = $1",
        [off.id],
      );
    });

    const { page } = browser;
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto(`${gatewayUrl}/admin?tab=webhooks`);
    const cardOf = (url: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) });
    await cardOf(failing.url).getByText(`Deliveries have failed since ${day(-1)}. Unless one gets through, it will be turned off on ${day(2)}.`).waitFor();
    expect(await cardOf(failing.url).getByText('Enabled', { exact: true }).count()).toBe(1);
    const offCard = cardOf(off.url);
    await offCard.getByText('Turned off automatically on Mar 4, 2026: every delivery had failed since Mar 1, 2026. Fix the receiver, send a test, then enable it.').waitFor();
    await offCard.getByText('Turned off', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await offCard.scrollIntoViewIfNeeded();
    await snapshot(page, 'turned-off-desktop');

    await offCard.getByRole('button', { name: 'Enable' }).click();
    await offCard.getByText('Enabled', { exact: true }).waitFor();
    expect(await offCard.getByText(/Turned off automatically/).count()).toBe(0);
    const [row] = await withDatabase(subgraphDatabaseUrl('accounts'), async (client) => (await client.query('select enabled, failing_since, auto_disabled_at from webhook_endpoints where id = $1', [off.id])).rows);
    expect(row).toEqual({ enabled: true, failing_since: null, auto_disabled_at: null });
  });

  it('a member does not see the tab', async () => {
    const { page } = browser;
    await loginThroughUi(page, DEMO_MEMBER.email, DEMO_PASSWORD);
    await page.goto(`${inject('gatewayUrl')}/admin?tab=webhooks`);
    // A member is sent on to her dashboard.
    await expectPath(page, '/dashboard');
    expect(await page.getByRole('tab', { name: 'Webhooks' }).count()).toBe(0);
    expect(await page.getByText('Send MomStride events to your own services.', { exact: false }).count()).toBe(0);
  });
});
