import type { Request } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { registerMember, uniqueSurname } from '@momstride/testing';
import { type BrowserSession, openBrowser } from '@momstride/testing/browser';

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
    const member = await registerMember({ firstName: 'Explorer', lastName: uniqueSurname('Graphiql') });
    const secret = member.accessToken.split('.').at(-1)!;
    session = await openBrowser(origin);
    const { page } = session;
    // Every value the page ever writes to its storage is recorded, so a token written and later overwritten is caught.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { storageWrites: string[] }).storageWrites = writes;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        writes.push(`${key}=${value}`);
        return setItem.call(this, key, value);
      };
    });
    const written = () => page.evaluate(() => (window as unknown as { storageWrites: string[] }).storageWrites.join('\n'));
    const stored = () => page.evaluate(() => JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }));
    await page.goto('/graphql/explorer');
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();

    const headersEditor = page.locator('.graphiql-editor-tool .CodeMirror').filter({ visible: true });
    const run = async (query: string, name: string, headers?: string) => {
      // Text goes in as one input (insertText), as a paste would: no bracket auto-closing on the way. Then the
      // headers editor takes the focus (and the text, once), as a person moving on would.
      await page.locator('.graphiql-query-editor .CodeMirror').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(query);
      await headersEditor.click();
      if (headers !== undefined) await page.keyboard.insertText(headers);
      const answer = page.waitForResponse((response) => response.url() === `${origin}/graphql` && (response.request().postData() ?? '').includes(name));
      await page.getByRole('button', { name: /Execute query/ }).click();
      return answer;
    };

    const response = await run('query Me { me { email firstName } }', 'query Me', JSON.stringify({ Authorization: `Bearer ${member.accessToken}` }));
    expect(response.request().headers()['authorization']).toBe(`Bearer ${member.accessToken}`);
    expect(await response.json()).toEqual({ data: { me: { email: member.email, firstName: 'Explorer' } } });
    await expect.poll(() => page.locator('.result-window').innerText(), { timeout: 10_000 }).toContain(member.email);

    // A second run (other fields, the same operation name), long after the headers were typed (GraphiQL has the token
    // in the tab's state by then): it goes into the history with the tab's headers, and the tab state is saved again.
    const second = await run('query Me { me { email } }', 'query Me { me { email } }');
    expect(second.request().headers()['authorization']).toBe(`Bearer ${member.accessToken}`);
    expect(await second.json()).toEqual({ data: { me: { email: member.email } } });
    const saved = (key: string) => page.evaluate((name) => window.localStorage.getItem(name) ?? '', key);
    await expect.poll(() => saved('graphiql:queries'), { timeout: 10_000 }).toContain('query Me { me { email } }');
    await expect.poll(() => saved('graphiql:tabState'), { timeout: 10_000 }).toContain('query Me { me { email } }');

    // Not in what is stored, not in anything ever written, and the headers key never written.
    expect(await stored()).not.toContain(secret);
    expect(await written()).not.toContain(secret);
    expect(await written()).not.toMatch(/^graphiql:headers=/m);

    // After a reload the query is back, the token is not.
    await page.reload();
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await expect(page.locator('.graphiql-query-editor').innerText()).resolves.toContain('query Me');
    await expect(page.locator('.graphiql-editor-tool').innerText()).resolves.not.toContain(secret);
    expect(await stored()).not.toContain(secret);
  });
});
