import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { call, DEMO_OWNER, registerMember } from '@momstride/testing';
import { type BrowserSession, expectPath, loginThroughUi, openBrowser, seriousViolations, type ViewportName } from '@momstride/testing/browser';

/** Screenshots to look at (set E2E_SCREENSHOT_DIR to keep them); none in ordinary runs. */
async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const SERVICES = ['Gateway', 'Accounts', 'Community', 'Events & wellness', 'Messaging', 'Media & reviews', 'Shop'];

describe('Admin Panel → System', () => {
  let browser: BrowserSession | undefined;
  afterEach(async () => {
    await browser?.close();
  });

  for (const [viewport, width] of [['desktop', 1280], ['phone', 390]] as Array<[ViewportName, number]>) {
    it(`an admin sees every service of the running stack up, its queues and disk, with no serious axe violations (${width} px)`, async () => {
      browser = await openBrowser(inject('gatewayUrl'), viewport);
      const { page } = browser;
      await page.setViewportSize({ width, height: viewport === 'phone' ? 844 : 800 });
      await loginThroughUi(page, DEMO_OWNER.email, DEMO_OWNER.password);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'System' }).click();
      await page.waitForURL(/[?&]tab=system/);
      const panel = page.getByRole('region', { name: 'System' });
      // The stack's gateway reads the services' real metrics: every one answers, with its version.
      for (const name of SERVICES) {
        const card = panel.getByRole('listitem', { name, exact: true });
        await card.getByText('Up', { exact: true }).waitFor();
        await card.getByText(/^Version /).waitFor();
      }
      await panel.getByRole('heading', { name: 'Slowest operations' }).waitFor();
      await panel.getByRole('heading', { name: 'Queues' }).waitFor();
      await panel.getByRole('list', { name: 'Disk used' }).getByText(/^Database momstride_/).first().waitFor();
      // Nothing runs past the screen's edge.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page)).toEqual([]);
      await snapshot(page, `system-tab-${width}`);
    });
  }

  it('a member has no System tab, and the API answers her 403', async () => {
    const member = await registerMember();
    browser = await openBrowser(inject('gatewayUrl'));
    const { page } = browser;
    await loginThroughUi(page, member.email, member.password);
    await page.goto('/admin?tab=system');
    await expectPath(page, '/dashboard');
    expect(await page.getByRole('tab', { name: 'System' }).count()).toBe(0);
    const refused = await call('GET', '/api/admin/system', { token: member.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Admin access required' });
  });
});
