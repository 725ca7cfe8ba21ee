import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_MEMBER, resetLinkFor } from '@momstride/testing';
import {
  type BrowserSession,
  expectPath,
  loginThroughUi,
  logoutThroughUi,
  newMember,
  nextToastText,
  openBrowser,
  registerThroughUi,
  toastWithText,
} from '@momstride/testing/browser';

describe('auth journey in the browser', () => {
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('registers, logs out, logs in, resets the password and logs in with the new one', async () => {
    const { page } = browser;
    const member = newMember({ firstName: 'Aisha', lastName: 'Okafor' });

    await registerThroughUi(page, member);
    await toastWithText(page, 'Welcome to MomStride!').waitFor();
    await page.getByRole('heading', { name: 'Welcome back, Aisha!' }).waitFor();
    const tokens = await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
    expect(tokens[0]).toBeTruthy();
    expect(tokens[1]).toBeTruthy();

    // The shared frame: navigation lists only existing screens; user menu shows initials, name and e-mail.
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    expect(await mainNav.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Community', 'Directory', 'Events', 'Messages', 'Wellness']);
    await mainNav.getByRole('button', { name: 'More' }).click();
    await page.getByRole('navigation', { name: 'More' }).getByRole('link').first().waitFor();
    expect(await page.getByRole('navigation', { name: 'More' }).getByRole('link').allTextContents()).toEqual(['Gallery', 'Reviews', 'Shop', 'About']);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Account menu for Aisha Okafor' }).click();
    await page.getByText(member.email).waitFor();
    expect(await page.getByRole('link', { name: 'Profile', exact: true }).getAttribute('href')).toBe('/profile');
    expect(await page.getByRole('link', { name: 'My Network' }).getAttribute('href')).toBe('/followers');
    expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    expect(await page.getByTestId('avatar').first().textContent()).toBe('AO');
    await page.keyboard.press('Escape');

    await logoutThroughUi(page);
    await toastWithText(page, 'Logged out successfully').waitFor();
    await expectPath(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();

    await loginThroughUi(page, member.email, member.password);
    await toastWithText(page, 'Welcome back!').waitFor();
    await page.getByRole('heading', { name: 'Welcome back, Aisha!' }).waitFor();
    await logoutThroughUi(page);
    await expectPath(page, '/');

    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText(member.email).waitFor();
    await page.getByText(/spam/).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Login' }).count()).toBeGreaterThan(0);

    const link = await resetLinkFor(member.email);
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();
    await page.goto(`/reset-password?token=${encodeURIComponent(token ?? '')}`);
    await page.getByText('Must be at least 8 characters', { exact: true }).waitFor();
    const newPassword = 'Sunrise-stride-77';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).waitFor();
    // Auto-redirect to /login after 3 seconds.
    await expectPath(page, '/login');

    // The old password no longer works; the new one does.
    await page.reload();
    await page.getByLabel('Email address').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const failure = await nextToastText(page);
    expect(failure).not.toBe('Welcome back!');
    expect(new URL(page.url()).pathname).toBe('/login');

    await loginThroughUi(page, member.email, newPassword);
    await page.getByRole('heading', { name: 'Welcome back, Aisha!' }).waitFor();
  });

  it('the same reset link cannot be used twice', async () => {
    const { page } = browser;
    const member = newMember();
    await registerThroughUi(page, member);
    await logoutThroughUi(page);
    await expectPath(page, '/');

    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    const link = await resetLinkFor(member.email);

    for (const attempt of [1, 2]) {
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByLabel('New Password', { exact: true }).fill('Another-long-pass-1');
      await page.getByLabel('Confirm New Password').fill('Another-long-pass-1');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      if (attempt === 1) {
        await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
      } else {
        await page.getByRole('alert').filter({ hasText: /reset link|expired|invalid/i }).first().waitFor();
        expect(new URL(page.url()).pathname).toBe('/reset-password');
      }
    }
  });

  it('a wrong password shows the server message and stays on the sign-in screen', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await page.getByText('Welcome back! Please enter your details.').waitFor();
    await page.getByLabel('Email address').fill('maya@momstride.example');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('definitely-not-her-password');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const message = await nextToastText(page);
    expect(message).not.toBe('');
    expect(message).not.toBe('Welcome back!');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('a demo member sees her greeting and business snapshot', async () => {
    const { page } = browser;
    await loginThroughUi(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await page.getByRole('heading', { name: 'Welcome back, Maya!' }).waitFor();
    await page.getByRole('heading', { name: 'Your business snapshot' }).waitFor();
    await page.getByRole('heading', { name: 'Your network' }).waitFor();
  });

  it('an Organization Admin sign-up is told that the request awaits approval', async () => {
    const { page } = browser;
    await registerThroughUi(page, newMember({ role: 'admin', firstName: 'Lena' }));
    await page.getByRole('heading', { name: 'Welcome back, Lena!' }).waitFor();
    const notice = page.getByText('Your admin request is awaiting approval');
    await notice.waitFor();
    await page.getByRole('button', { name: 'Dismiss notice' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});
