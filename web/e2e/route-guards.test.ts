import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type BrowserSession,
  expectPath,
  followNavLink,
  loginThroughUi,
  newMember,
  openBrowser,
  registerThroughUi,
} from '@momstride/testing/browser';
import { DEMO_PASSWORD } from '@momstride/testing';

const guestOnly = ['/', '/login', '/register', '/forgot-password', '/reset-password'];

describe('route table guards (signed out)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-out visitor from /dashboard to /login', async () => {
    await browser.page.goto('/dashboard');
    await expectPath(browser.page, '/login');
    await browser.page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  });

  it('sends member and admin screens to /login', async () => {
    for (const path of ['/profile', '/profile/123', '/directory', '/followers', '/messages', '/admin']) {
      await browser.page.goto(path);
      await expectPath(browser.page, '/login');
    }
  });

  it('sends unknown paths (and screens not built yet, such as /settings) to /', async () => {
    for (const path of ['/no-such-page', '/settings']) {
      await browser.page.goto(path);
      await expectPath(browser.page, '/');
      await browser.page.getByRole('link', { name: /Join Our Community/ }).first().waitFor();
    }
  });

  it('lets a signed-out visitor open every public and signed-out-only screen', async () => {
    for (const path of [...guestOnly, '/about', '/shop']) {
      await browser.page.goto(path);
      await browser.page.waitForLoadState('networkidle');
      expect(new URL(browser.page.url()).pathname).toBe(path);
      await browser.page.locator('main h1').first().waitFor();
    }
  });

  it('the landing page links as docs/product.md says', async () => {
    const { page } = browser;
    await page.goto('/');
    const href = async (name: string | RegExp) => page.getByRole('link', { name }).first().getAttribute('href');
    expect(await href('About Us')).toBe('/about');
    expect(await href('Shop')).toBe('/shop');
    expect(await href('Sign In')).toBe('/login');
    expect(await href('Join Us')).toBe('/register');
    expect(await href(/Join Our Community/)).toBe('/register');
    expect(await href('Shop Merchandise')).toBe('/shop');
    expect(await href('Read Our Story')).toBe('/about');
    expect(await href('Get Started Today')).toBe('/register');
    await page.getByText('Motherhood should not mean putting yourself last').waitFor();
    for (const offer of [
      'Business Networking',
      'Walking Events & Challenges',
      'Wellness Tracking',
      'Mental Health Support',
      'Business Growth',
      'Community Merchandise',
    ]) {
      await page.getByRole('heading', { name: offer }).waitFor();
    }
  });

  it('the about page shows the four values and its calls to action', async () => {
    const { page } = browser;
    await page.goto('/about');
    for (const value of ['Self-Care First', 'Community Power', 'Holistic Growth', 'Empowerment']) {
      await page.getByRole('heading', { name: value }).waitFor();
    }
    expect(await page.locator('main a[href="/register"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/events"]').count()).toBeGreaterThan(0);
  });
});

describe('route table guards (signed in)', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
    await registerThroughUi(browser.page, newMember({ firstName: 'Noor' }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-in member from every signed-out-only screen to /dashboard', async () => {
    for (const path of guestOnly) {
      await browser.page.goto(path);
      await expectPath(browser.page, '/dashboard');
      await browser.page.getByRole('heading', { name: 'Welcome back, Noor!' }).waitFor();
    }
  });

  it('keeps the session across reloads and sends unknown paths to / and on to /dashboard', async () => {
    await browser.page.goto('/dashboard');
    await browser.page.reload();
    await browser.page.getByRole('heading', { name: 'Welcome back, Noor!' }).waitFor();
    await browser.page.goto('/nowhere/at/all');
    await expectPath(browser.page, '/dashboard');
    await browser.page.goto('/admin');
    await expectPath(browser.page, '/dashboard');
  });

  it('shows /about inside the signed-in frame', async () => {
    await browser.page.goto('/about');
    await browser.page.getByRole('button', { name: 'Account menu for Noor Lindqvist' }).waitFor();
    expect(await browser.page.getByRole('link', { name: 'MomStride home' }).getAttribute('href')).toBe('/dashboard');
  });

  it('opens the Shop from the navigation (under More), inside the signed-in frame', async () => {
    await browser.page.goto('/dashboard');
    await followNavLink(browser.page, 'Shop');
    await expectPath(browser.page, '/shop');
    await browser.page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await browser.page.getByRole('button', { name: 'Account menu for Noor Lindqvist' }).waitFor();
  });

  it('refreshes an expired or broken access token with the stored refresh token', async () => {
    const { page } = browser;
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Noor!' }).waitFor();
    const before = await page.evaluate(() => localStorage.getItem('refresh_token'));
    await page.evaluate(() => localStorage.setItem('access_token', 'not-a-valid-token'));
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Noor!' }).waitFor();
    const after = await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
    expect(after[0]).not.toBe('not-a-valid-token');
    expect(after[0]).toBeTruthy();
    expect(after[1]).toBeTruthy();
    expect(after[1]).not.toBe(before);
  });

  it('refreshes once and retries when a query of a running app comes back UNAUTHENTICATED', async () => {
    const { page } = browser;
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Noor!' }).waitFor();
    await page.evaluate(() => localStorage.setItem('access_token', 'expired-meanwhile'));
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) operations.push(String(request.postDataJSON()?.operationName));
    });
    // Client-side navigation: the dashboard's own query runs again with the broken token.
    await followNavLink(page, 'About');
    await expectPath(page, '/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForFunction(() => localStorage.getItem('access_token') !== 'expired-meanwhile');
    await page.waitForLoadState('networkidle');
    expect(operations).toEqual(['DashboardPage', 'RefreshSession', 'DashboardPage']);
    await page.getByRole('heading', { name: 'Welcome back, Noor!' }).waitFor();
    expect(await page.getByText('Failed to load dashboard data').count()).toBe(0);
  });

  it('clears both tokens and signs out when the refresh fails too', async () => {
    const { page } = browser;
    await page.evaluate(() => {
      localStorage.setItem('access_token', 'broken');
      localStorage.setItem('refresh_token', 'also-broken');
    });
    await page.goto('/dashboard');
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  });
});

describe('shared frame on a phone', () => {
  it('holds the same links in the side drawer, with Log out', async () => {
    const browser = await openBrowser(inject('gatewayUrl'), 'phone');
    try {
      const { page } = browser;
      await loginThroughUi(page, 'priya@momstride.example', DEMO_PASSWORD);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      expect(await drawer.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Community', 'Directory', 'Gallery', 'Reviews', 'Events', 'Messages', 'Wellness', 'Shop', 'About', 'Profile', 'My Network', 'Access tokens']);
      await drawer.getByRole('link', { name: 'About' }).click();
      await expectPath(page, '/about');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
      await expectPath(page, '/');
    } finally {
      await browser.close();
    }
  });
});
