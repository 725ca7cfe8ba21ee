import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from '@momstride/testing/browser';

describe('form validation in the browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registration shows every error together and clears a field’s error when it is edited', async () => {
    const { page } = browser;
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Join our community' }).waitFor();
    await page.getByText('Create your account to start connecting with other mom entrepreneurs.').waitFor();
    expect(await page.getByLabel('Account type').locator('option').allTextContents()).toEqual([
      'Community Member',
      'Organization Admin',
    ]);
    await page.getByLabel('First name').fill('   ');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('123456');
    await page.getByRole('button', { name: 'Create account' }).click();

    const messages = [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password must be at least 6 characters',
      'Passwords do not match',
    ];
    for (const message of messages) await page.getByText(message, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');

    await page.getByLabel('Last name').fill('Mendes');
    await page.getByText('Last name is required').waitFor({ state: 'detached' });
    for (const message of messages.filter((m) => m !== 'Last name is required')) {
      expect(await page.getByText(message, { exact: true }).count()).toBe(1);
    }
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('reset page without a token says the link is invalid and disables submit', async () => {
    const { page } = browser;
    await page.goto('/reset-password');
    await page.getByText('Invalid reset link', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Reset Password' }).isDisabled()).toBe(true);
  });

  it('reset page checks length and confirmation, then shows the server’s verdict on a bad token', async () => {
    const { page } = browser;
    await page.goto('/reset-password?token=this-token-does-not-exist');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('different');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 8 characters long', { exact: true }).waitFor();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();

    await page.getByLabel('New Password', { exact: true }).fill('long-enough-pass');
    await page.getByLabel('Confirm New Password').fill('long-enough-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const banner = page.getByRole('alert').filter({ hasText: /link|token|expired|invalid/i }).first();
    await banner.waitFor();
    expect(new URL(page.url()).pathname).toBe('/reset-password');
  });

  it('forgot password leads back to sign in', async () => {
    const { page } = browser;
    await page.goto('/forgot-password');
    expect(await page.getByRole('link', { name: 'Back to Login' }).first().getAttribute('href')).toBe('/login');
  });
});
