import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.js';
import '../provided-context.js';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

export type ViewportName = keyof typeof viewports;

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

let shared: Promise<Browser> | undefined;
/** One headless Chromium per test file, launched on first use and closed after the file's tests. */
function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return shared;
}
afterAll(async () => {
  const browser = shared;
  shared = undefined;
  await (await browser)?.close();
});

/**
 * A fresh browser context (a profile of its own: no cookies, no localStorage, no cache carried over from another
 * session) in the file's Chromium, its base URL set to the gateway that serves the built SPA. Launching a Chromium
 * per session cost about a second of two cores each time; a context costs a few milliseconds.
 */
export async function openBrowser(baseURL: string, viewport: ViewportName = 'desktop'): Promise<BrowserSession> {
  const context = await (await sharedBrowser()).newContext({ baseURL, viewport: viewports[viewport], locale: 'en-US' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return {
    context,
    page,
    async close() {
      await context.close();
    },
  };
}

/**
 * Browsers for the tests of a describe block, each with a profile of its own (a member of her own), all closed after
 * each test: `const browsers = browserSessions();` then `const page = await browsers.open('phone');` in a test.
 */
export function browserSessions(): { open(viewport?: ViewportName): Promise<Page> } {
  const sessions: BrowserSession[] = [];
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((session) => session.close()));
  });
  return {
    async open(viewport = 'desktop') {
      const session = await openBrowser(inject('gatewayUrl'), viewport);
      sessions.push(session);
      return session.page;
    },
  };
}

/** Wait until the SPA's URL path equals `path` (client-side redirects included). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

/**
 * Opens a header pop-up (More, the account menu) by its trigger until `item` shows, then clicks the item. The menus'
 * contents load on first use, and on a busy machine a frame that re-renders right after sign-in can close a menu
 * meanwhile: the trigger is pressed again (at most three times) while the menu is closed.
 */
export async function pickFromHeaderMenu(trigger: Locator, item: Locator): Promise<void> {
  for (let attempt = 0; attempt < 3 && !(await item.isVisible()); attempt += 1) {
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await item.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  await item.click();
}

/** Follows a link of the laptop header's navigation: one in its row, or one under "More" (opened first). */
export async function followNavLink(page: Page, name: string): Promise<void> {
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
  const inRow = main.getByRole('link', { name, exact: true });
  if ((await inRow.count()) === 0) {
    const more = page.getByRole('navigation', { name: 'More' }).getByRole('link', { name, exact: true });
    await pickFromHeaderMenu(main.getByRole('button', { name: 'More' }), more);
    return;
  }
  await inRow.click();
}
