import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newMember, registerThroughUi } from './support/accounts';
import { expectPath, openBrowser, type BrowserSession } from './support/browser';

/**
 * Refresh tokens rotate and a rotated token presented again revokes the whole session. Two tabs share the
 * tokens (localStorage), so when both find their access token rejected at once, only one may refresh; the
 * other must pick up the new pair instead of presenting the old refresh token.
 */
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
    for (const tab of [first, second]) await tab.getByRole('heading', { name: 'Welcome back, Ines!' }).waitFor();

    const refreshes: string[] = [];
    for (const tab of [first, second]) {
      tab.on('request', (request) => {
        if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'RefreshSession') refreshes.push(tab === first ? 'first' : 'second');
      });
    }
    await first.evaluate(() => localStorage.setItem('access_token', 'expired-in-both-tabs'));
    // Both tabs reload at once: each finds the shared access token rejected and wants to refresh.
    await Promise.all([first.reload(), second.reload()]);
    for (const tab of [first, second]) {
      await tab.getByRole('heading', { name: 'Welcome back, Ines!' }).waitFor();
      await expectPath(tab, '/dashboard');
    }
    expect(refreshes).toHaveLength(1);
    const tokens = await second.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]);
    expect(tokens[0]).not.toBe('expired-in-both-tabs');
    expect(tokens[1]).toBeTruthy();

    // The session is still alive on the server: a later reload in either tab stays signed in.
    await first.reload();
    await first.getByRole('heading', { name: 'Welcome back, Ines!' }).waitFor();
    await second.close();
  });
});
