import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '@momstride/testing';
import {
  type BrowserSession,
  expectPath,
  loginThroughUi,
  openBrowser,
  seriousViolations,
  type ViewportName,
} from '@momstride/testing/browser';

/** Every screen of issue 3 (profile, directory, My Network, public profile, admin), at 1280 and 375 px. */
for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
  describe(`accessibility of the people screens (${viewport})`, () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser(inject('gatewayUrl'), viewport);
    });
    afterAll(async () => {
      await browser?.close();
    });

    const found: Record<string, unknown> = {};
    const check = async (page: Page, label: string) => {
      const violations = await seriousViolations(page);
      if (violations.length) found[label] = violations;
    };

    it('member screens have no serious or critical axe violations', async () => {
      const { page } = browser;
      await loginThroughUi(page, 'jasmine@momstride.example', DEMO_PASSWORD);
      await page.getByRole('heading', { name: 'Community Feed' }).waitFor();
      await page.locator('section[aria-labelledby="feed-title"] article').first().waitFor();
      await check(page, 'dashboard with feed');

      await page.goto('/profile');
      await page.getByRole('heading', { name: 'Your Posts' }).waitFor();
      await page.getByRole('heading', { name: 'Badges' }).waitFor();
      await check(page, 'profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('form', { name: 'Edit Profile' }).waitFor();
      await check(page, 'profile with the edit form');

      await page.goto('/directory');
      await page.getByRole('article').first().waitFor();
      await check(page, 'directory');
      await page.getByLabel('Search members').fill('zzzz-no-such-member');
      await page.getByRole('heading', { name: 'No members found' }).waitFor();
      await check(page, 'directory empty state');

      await page.goto('/followers');
      await page.getByRole('tab', { name: /Followers/, selected: true }).waitFor();
      await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      await check(page, 'my network: followers');
      await page.getByRole('tab', { name: /Following/ }).click();
      await page.getByRole('tab', { name: /Following/, selected: true }).waitFor();
      await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      await check(page, 'my network: following');

      await page.getByRole('tabpanel').getByRole('listitem').first().getByRole('link', { name: /View Profile/ }).click();
      await page.waitForURL((url) => /^\/profile\/[^/]+$/.test(url.pathname));
      await page.getByRole('heading', { name: 'Recent posts' }).waitFor();
      await check(page, 'public profile');

      await page.goto('/profile/00000000-0000-4000-8000-000000000000');
      await page.getByRole('heading', { name: 'We couldn’t find that member' }).waitFor();
      await check(page, 'public profile not found');
      expect(found).toEqual({});
    });

    it('the Admin Panel and its confirm dialog have none either', async () => {
      const { page } = browser;
      await page.evaluate(() => localStorage.clear());
      await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
      await page.goto('/admin');
      await expectPath(page, '/admin');
      // The list is paged, newest first: the owner, the first account, is found by searching (rows stay on the page).
      await page.getByLabel('Search users').fill('momstride.example');
      await page.getByRole('row', { name: 'Olivia Bennett' }).getByText('Protected').waitFor();
      await check(page, 'admin users');
      await page.getByRole('combobox', { name: /^Role of / }).first().selectOption('admin');
      await page.getByRole('alertdialog', { name: 'Change role?' }).waitFor();
      await check(page, 'admin confirm dialog');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      expect(found).toEqual({});
    });
  });
}
