import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import PgBoss from 'pg-boss';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseUrl, DEMO_OWNER, registerMember, stackSubgraphMetrics, startExtraGateway, stopService, type ExtraGateway } from '@momstride/testing';
import { type BrowserSession, expectPath, loginThroughUi, openBrowser, seriousViolations, toasts, type ViewportName } from '@momstride/testing/browser';

/** Screenshots to look at (set E2E_SCREENSHOT_DIR to keep them); none in ordinary runs. */
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const SERVICES = ['Gateway', 'Accounts', 'Community', 'Events & wellness', 'Messaging', 'Media & reviews', 'Shop'];

/**
 * A gateway of its own on the stack, serving the built web app, that reads the services' real metrics every 2 seconds
 * (instead of every minute): the tab leaves "collecting" within the test.
 */
let gateway: ExtraGateway;
let boss: PgBoss;
beforeAll(async () => {
  // The subgraphs' metrics where the stack serves them; its own (the browser's traffic) it reads in its process.
  gateway = await startExtraGateway('gateway-system-tab', { SYSTEM_METRICS_URLS: stackSubgraphMetrics(), SYSTEM_SCRAPE_INTERVAL_SECONDS: '2' });
  boss = new PgBoss({ connectionString: databaseUrl('momstride_domain_events'), schedule: false, supervise: false });
  await boss.start();
});
afterAll(async () => {
  await boss?.stop({ graceful: false });
  if (gateway) await stopService(gateway.service);
});

describe('Admin Panel → System', () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  for (const [viewport, width] of [['desktop', 1280], ['phone', 390]] as Array<[ViewportName, number]>) {
    it(`an admin sees every service up with figures and charts, and retries a dead letter; no serious axe violations (${width} px)`, { timeout: 150_000 }, async () => {
      // A user.deleted delivery to community that failed its last retry (of a member nobody knows: handling it is harmless).
      await boss.send('community__user-deleted__dead', { userId: randomUUID(), occurredAt: new Date().toISOString() });
      browser = await openBrowser(gateway.baseUrl, viewport);
      const { page } = browser;
      await page.setViewportSize({ width, height: viewport === 'phone' ? 844 : 800 });
      await loginThroughUi(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'System' }).click();
      await page.waitForURL(/[?&]tab=system/);
      const panel = page.getByRole('region', { name: 'System' });
      // Every service answers with its version; the report is asked again each minute, so the test reloads it.
      await expect
        .poll(async () => {
          await page.reload();
          await panel.getByRole('heading', { name: 'Services' }).waitFor();
          return (await panel.getByText(/Collecting/).count()) === 0 && (await panel.getByRole('button', { name: /^Retry \d+ dead letters? of community: user deleted$/ }).count()) > 0;
        }, { timeout: 90_000, interval: 2_000 })
        .toBe(true);
      for (const name of SERVICES) {
        const card = panel.getByRole('listitem', { name, exact: true });
        await card.getByText('Up', { exact: true }).waitFor();
        await card.getByText(/^Version /).waitFor();
      }
      const gatewayCard = panel.getByRole('listitem', { name: 'Gateway', exact: true });
      await gatewayCard.getByRole('img', { name: /Gateway: requests a minute/ }).waitFor();
      // The browser's own requests, through this gateway, are counted, once a snapshot taken after them is in the
      // report (the first ones the tab showed may all predate the sign-in): the test reloads it until then.
      await expect
        .poll(
          async () => {
            await page.reload();
            await gatewayCard.getByRole('img', { name: /Gateway: requests a minute/ }).waitFor();
            // Requests a minute, as the tab writes it: `832`, `1,240.5`, or `—` while it has no figure.
            return Number((await gatewayCard.locator('dd').first().textContent())?.replaceAll(',', ''));
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBeGreaterThan(0);
      await panel.getByRole('list', { name: 'Disk used' }).getByText(/^Database momstride_/).first().waitFor();
      // Nothing runs past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await snapshot(page, `system-tab-${width}`);

      await panel.getByRole('button', { name: /^Retry \d+ dead letters? of community: user deleted$/ }).click();
      const dialog = page.getByRole('alertdialog', { name: /^Retry \d+ dead letters?\?$/ });
      await dialog.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snapshot(page, `system-retry-confirm-${width}`);
      await dialog.getByRole('button', { name: 'Retry' }).click();
      await toasts(page).filter({ hasText: /^\s*\d+ dead letters? queued again\s*$/ }).waitFor();
      await panel.getByRole('button', { name: /dead letters? of community: user deleted$/ }).waitFor({ state: 'detached' });
      expect(await boss.getQueueSize('community__user-deleted__dead')).toBe(0);
    });
  }

  it('a member has no System tab, and the API answers her 403', async () => {
    const member = await registerMember();
    browser = await openBrowser(gateway.baseUrl);
    const { page } = browser;
    await loginThroughUi(page, member.email, member.password);
    await page.goto('/admin?tab=system');
    await expectPath(page, '/dashboard');
    expect(await page.getByRole('tab', { name: 'System' }).count()).toBe(0);
    const refused = await call('GET', '/api/admin/system', { baseUrl: gateway.baseUrl, token: member.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Admin access required' });
  });
});
