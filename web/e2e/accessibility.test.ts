import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, loginThroughUi, openBrowser, seriousViolations, type ViewportName } from '@momstride/testing/browser';
import { DEMO_PASSWORD } from '@momstride/testing';

const publicScreens: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  { path: '/', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/about', ready: (p) => p.getByRole('heading', { name: 'Empowerment' }).waitFor() },
  { path: '/login', ready: (p) => p.getByRole('heading', { name: 'Sign in to your account' }).waitFor() },
  { path: '/register', ready: (p) => p.getByRole('heading', { name: 'Join our community' }).waitFor() },
  { path: '/forgot-password', ready: (p) => p.getByRole('button', { name: 'Send Reset Link' }).waitFor() },
  { path: '/reset-password', ready: (p) => p.getByText('Invalid reset link').waitFor() },
  { path: '/reset-password?token=abc', ready: (p) => p.getByText('Must be at least 8 characters').waitFor() },
];

for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
  describe(`accessibility (${viewport})`, () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await openBrowser(inject('gatewayUrl'), viewport);
    });
    afterAll(async () => {
      await browser?.close();
    });

    for (const screen of publicScreens) {
      it(`${screen.path} has no serious or critical axe violations`, async () => {
        await browser.page.goto(screen.path);
        await screen.ready(browser.page);
        expect(await seriousViolations(browser.page)).toEqual([]);
      });
    }

    it('registration errors, the dashboard, the user menu, notifications and about (signed in) have none either', async () => {
      const { page } = browser;
      const found: Record<string, unknown> = {};
      const check = async (label: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found[label] = violations;
      };
      await page.goto('/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('First name is required').waitFor();
      await check('register with errors');

      await loginThroughUi(page, 'sofia@momstride.example', DEMO_PASSWORD);
      await page.getByRole('heading', { name: /Welcome back, / }).waitFor();
      await check('dashboard');
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await check('mobile drawer');
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: /Account menu for/ }).click();
        await page.getByRole('button', { name: 'Log out' }).waitFor();
        await check('user menu');
        await page.keyboard.press('Escape');
      }
      await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('dialog', { name: 'Notifications' }).getByRole('heading', { name: 'Notifications' }).waitFor();
      await page.getByRole('dialog', { name: 'Notifications' }).getByRole('status').waitFor({ state: 'detached' });
      await check('notifications');
      await page.keyboard.press('Escape');
      await page.goto('/about');
      await page.getByRole('heading', { name: 'Empowerment' }).waitFor();
      await check('about (signed in)');
      expect(found).toEqual({});
    });
  });
}
