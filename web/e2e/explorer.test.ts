import type { Request } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { registerThroughApi, uniqueSurname } from './support/api';
import { openBrowser, type BrowserSession } from './support/browser';

/**
 * The self-hosted GraphQL explorer (GraphiQL) in Chromium: opened at /graphql like a person would, it runs its
 * default query against the same gateway and shows the answer — every file and call from this origin only, and no
 * Content-Security-Policy complaint.
 */
describe('GraphQL explorer in the browser', () => {
  let session: BrowserSession | undefined;
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });

  it('opens at /graphql, runs the default query (the public shop products) and shows the data, loading nothing from elsewhere', async () => {
    const origin = new URL(inject('gatewayUrl')).origin;
    session = await openBrowser(origin);
    const { page } = session;
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (request: Request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });

    // The schema arrives by introspection (the Docs and suggestions need it): wait for that before running. Listened
    // for before the page opens, since the explorer may ask at once (CI once missed it, asked before the listener).
    const introspection = page.waitForResponse((response) => response.url() === `${origin}/graphql` && /IntrospectionQuery/.test(response.request().postData() ?? ''));
    await page.goto('/graphql');
    await expect(page.title()).resolves.toBe('MomStride GraphQL explorer');
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    expect((await introspection).status()).toBe(200);
    await expect(page.locator('.graphiql-query-editor').innerText()).resolves.toContain('query ShopProducts');

    const answer = page.waitForResponse((response) => response.url() === `${origin}/graphql` && /ShopProducts/.test(response.request().postData() ?? ''));
    await page.getByRole('button', { name: /Execute query/ }).click();
    const reply = (await (await answer).json()) as { data?: { products?: Array<{ title: string }> }; errors?: unknown };
    expect(reply.errors).toBeUndefined();
    const first = reply.data?.products?.[0]?.title;
    expect(first).toEqual(expect.any(String));

    const result = page.locator('.result-window');
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toContain('"products": [');
    expect(await result.innerText()).toContain(`"title": ${JSON.stringify(first)}`);
    await page.screenshot({ path: 'test-results/graphql-explorer.png' });

    const elsewhere = requests.filter((url) => new URL(url).origin !== origin && !url.startsWith('data:'));
    expect(elsewhere).toEqual([]);
    expect(requests.some((url) => url.startsWith(`${origin}/graphql/explorer/assets/`))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('a token in the headers editor signs the operations in, and is never saved in the browser', async () => {
    const origin = new URL(inject('gatewayUrl')).origin;
    const member = await registerThroughApi(origin, { firstName: 'Explorer', lastName: uniqueSurname('Graphiql') });
    session = await openBrowser(origin);
    const { page } = session;
    await page.goto('/graphql/explorer');
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();

    // Text goes in as one input (insertText), as a paste would: no bracket auto-closing on the way.
    await page.locator('.graphiql-query-editor .CodeMirror').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('query Me { me { email firstName } }');
    await page.locator('.graphiql-editor-tool .CodeMirror').filter({ visible: true }).click();
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${member.accessToken}` }));

    const answer = page.waitForResponse((response) => response.url() === `${origin}/graphql` && /query Me/.test(response.request().postData() ?? ''));
    await page.getByRole('button', { name: /Execute query/ }).click();
    const response = await answer;
    expect(response.request().headers()['authorization']).toBe(`Bearer ${member.accessToken}`);
    expect(await response.json()).toEqual({ data: { me: { email: member.email, firstName: 'Explorer' } } });
    await expect.poll(() => page.locator('.result-window').innerText(), { timeout: 10_000 }).toContain(member.email);

    // GraphiQL saves the tab state (each tab's headers editor) and the history (each run's headers) a moment after a
    // run: wait until both hold this run, then look for the token in everything this origin stored.
    const saved = () =>
      page.evaluate(() => ({
        tabState: window.localStorage.getItem('graphiql:tabState') ?? '',
        history: window.localStorage.getItem('graphiql:queries') ?? '',
        everything: JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }),
      }));
    await expect.poll(async () => (await saved()).tabState, { timeout: 10_000 }).toContain('query Me');
    await expect.poll(async () => (await saved()).history, { timeout: 10_000 }).toContain('query Me');
    const secret = member.accessToken.split('.').at(-1)!;
    expect((await saved()).everything).not.toContain(secret);
    expect(await page.evaluate(() => window.localStorage.getItem('graphiql:headers'))).toBeNull();

    // A change of the headers alone (no run) is saved with the tab too: still no token, and none after a reload.
    await page.locator('.graphiql-editor-tool .CodeMirror').filter({ visible: true }).click();
    await page.keyboard.press('End');
    await page.keyboard.insertText(' ');
    await page.reload();
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await expect(page.locator('.graphiql-query-editor').innerText()).resolves.toContain('query Me');
    expect((await saved()).everything).not.toContain(secret);
    await expect(page.locator('.graphiql-editor-tool').innerText()).resolves.not.toContain(secret);
  });
});
