import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, expectPath, newMember, openBrowser, registerThroughUi } from '@momstride/testing/browser';

/**
 * Refresh tokens rotate and a rotated token presented again revokes the whole session. Two tabs share the
 * tokens (localStorage), so when both find their access token rejected at once, only one may refresh; the
 * other must pick up the new pair instead of presenting the old refresh token.
 */
const welcome = (tab: Page) => tab.getByRole('heading', { name: 'Welcome back, Ines!' }).waitFor();

/** Names of the RefreshSession requests each tab sends from now on. */
function recordRefreshes(tabs: Record<string, Page>): string[] {
  const refreshes: string[] = [];
  for (const [name, tab] of Object.entries(tabs)) {
    tab.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'RefreshSession') refreshes.push(name);
    });
  }
  return refreshes;
}

/** A promise with its resolve function (Node 20 lacks Promise.withResolvers). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('a session shared by two tabs', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
    await registerThroughUi(browser.page, newMember({ firstName: 'Ines' }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('survives both tabs refreshing at the same moment', async () => {
    const first = browser.page;
    const second = await browser.context.newPage();
    await second.goto('/dashboard');
    for (const tab of [first, second]) await welcome(tab);

    const refreshes = recordRefreshes({ first, second });
    await first.evaluate(() => localStorage.setItem('access_token', 'expired-in-both-tabs'));
    // Both tabs reload at once: each finds the shared access token rejected and wants to refresh.
    await Promise.all([first.reload(), second.reload()]);
    for (const tab of [first, second]) {
      await welcome(tab);
      await expectPath(tab, '/dashboard');
    }
    expect(refreshes).toHaveLength(1);
    const tokens = await second.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
    expect(tokens[0]).not.toBe('expired-in-both-tabs');
    expect(tokens[1]).toBeTruthy();

    // The session is still alive on the server: a later reload in either tab stays signed in.
    await first.reload();
    await welcome(first);
    await second.close();
  });

  it('a tab whose request is refused after the other tab refreshed uses the new pair', async () => {
    const first = browser.page;
    const second = await browser.context.newPage();
    await second.goto('/dashboard');
    await welcome(second);
    const refreshes = recordRefreshes({ first, second });
    const operation = (request: Request) => request.postDataJSON()?.operationName as string | undefined;
    const secondChecked = deferred<string | undefined>();
    const firstRefreshed = deferred<void>();
    first.on('requestfinished', (request) => {
      if (operation(request) === 'RefreshSession') firstRefreshed.resolve();
    });
    // Force the interleaving: the second tab's start-up check leaves with the expired token, the first tab
    // refreshes only then, and the check is answered (refused) after the refresh. The second tab must retry
    // with the new pair instead of refreshing again.
    await first.route('**/graphql', async (route) => {
      if (operation(route.request()) === 'RefreshSession') await secondChecked.promise;
      await route.continue();
    });
    await second.route('**/graphql', async (route) => {
      if (operation(route.request()) === 'SessionMe') {
        secondChecked.resolve(await route.request().headerValue('authorization') ?? undefined);
        await firstRefreshed.promise;
      }
      await route.continue();
    });

    await first.evaluate(() => localStorage.setItem('access_token', 'expired-again'));
    await Promise.all([first.reload(), second.reload()]);
    for (const tab of [first, second]) await welcome(tab);
    expect(refreshes).toEqual(['first']);
    await second.unroute('**/graphql');
    await second.close();
  });
});
