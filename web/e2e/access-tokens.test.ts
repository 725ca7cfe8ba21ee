import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, inject, it, describe } from 'vitest';
import { DEMO_PASSWORD, eventually, registerMember, uniqueSurname } from '@momstride/testing';
import {
  browserSessions,
  expectPath,
  loginThroughUi,
  pickFromHeaderMenu,
  seriousViolations,
  toastWithText,
} from '@momstride/testing/browser';

/** GET /api/users/me with the token: the HTTP status. */
async function statusWith(token: string): Promise<number> {
  const reply = await fetch(`${inject('gatewayUrl')}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  await reply.arrayBuffer();
  return reply.status;
}

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  expect(await seriousViolations(page), label).toEqual([]);
}

describe('Settings → Access tokens', () => {
  const browsers = browserSessions();

  it('a member generates a read+write token, sees the secret once, uses it, sees it used, revokes it and it is refused', async () => {
    const member = await registerMember({ firstName: 'Tess', lastName: uniqueSurname('Token') });
    const page = await browsers.open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginThroughUi(page, member.email, member.password);

    await pickFromHeaderMenu(
      page.getByRole('button', { name: /Account menu for/ }),
      page.getByRole('link', { name: 'Access tokens', exact: true }),
    );
    await expectPath(page, '/settings/tokens');
    await page.getByRole('heading', { name: 'Access tokens', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No tokens yet' }).waitFor();
    await expectNoSeriousViolations(page, 'empty list');

    await page.getByRole('button', { name: 'Generate new token' }).click();
    const form = page.getByRole('dialog', { name: 'Generate new token' });
    await form.waitFor();
    expect(await form.getByRole('checkbox', { name: /^Read/ }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: /^Read/ }).isDisabled()).toBe(true);
    expect(await form.getByRole('checkbox', { name: /^Admin/ }).count()).toBe(0);
    expect(await form.getByLabel('Expiration').inputValue()).toBe('30');
    await expectNoSeriousViolations(page, 'generate dialog');

    // A name is required: the problem shows under the field, nothing is created.
    await form.getByRole('button', { name: 'Generate token' }).click();
    await form.getByText('Give the token a name').waitFor();

    const name = `Nightly export ${randomUUID().slice(0, 6)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByRole('checkbox', { name: /^Write/ }).check();
    await form.getByRole('button', { name: 'Generate token' }).click();

    const reveal = page.getByRole('dialog', { name: 'Your new token' });
    await reveal.waitFor();
    const secret = await reveal.getByLabel('Token').inputValue();
    expect(secret).toMatch(/^msp_/);
    await reveal.getByText('Copy it now — you won\'t be able to see it again.').waitFor();
    await reveal.getByRole('button', { name: 'Copy' }).click();
    await reveal.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoSeriousViolations(page, 'secret dialog');
    await reveal.getByRole('button', { name: 'Done' }).click();
    await reveal.waitFor({ state: 'detached' });

    const item = page.getByRole('listitem', { name });
    await item.waitFor();
    await item.getByText('Never used').waitFor();
    await item.getByText('Write', { exact: true }).waitFor();
    await item.getByText(`${secret.slice(0, 12)}…`).waitFor();
    // Shown once: the page no longer holds the secret.
    expect(await page.content()).not.toContain(secret);
    await expectNoSeriousViolations(page, 'list with a token');

    // The secret works over HTTP, and the list says it was used (after a reload; the server records it by the minute).
    expect(await statusWith(secret)).toBe(200);
    await eventually(
      async () => {
        await page.reload();
        await item.waitFor();
        return (await item.getByText(/^Last used: /).count()) > 0 ? true : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 250 },
      '"Last used" on the token',
    );

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke ${name}?` });
    await confirm.getByText('Scripts using it stop working within a second.').waitFor();
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toastWithText(page, 'Token revoked').waitFor();
    await item.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No tokens yet' }).waitFor();
    // The focus does not fall to the page with the removed row: it goes to Generate new token.
    await eventually(
      async () => ((await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Generate new token')) ? true : undefined),
      15_000,
      'the focus on Generate new token',
    );
    await eventually(async () => ((await statusWith(secret)) === 401 ? true : undefined), 5_000, 'the revoked token to be refused');
  });

  it('a list that fails to load says so and Try again loads it', async () => {
    const member = await registerMember({ firstName: 'Tara', lastName: uniqueSurname('Token') });
    const page = await browsers.open();
    await loginThroughUi(page, member.email, member.password);
    let failing = true;
    await page.route('**/graphql', async (route) => {
      if (failing && route.request().postData()?.includes('query AccessTokens')) await route.fulfill({ status: 503, body: 'down' });
      else await route.continue();
    });
    await page.goto('/settings/tokens');
    await page.getByRole('heading', { name: 'Your tokens could not be loaded' }).waitFor();
    await expectNoSeriousViolations(page, 'error state');
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'No tokens yet' }).waitFor();
  });

  it('an admin is offered the Admin scope, which always expires within 90 days; the phone drawer links the screen', async () => {
    const page = await browsers.open('phone');
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Access tokens', exact: true }).click();
    await expectPath(page, '/settings/tokens');
    await page.getByRole('heading', { name: 'Access tokens', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Generate new token' }).first().click();
    const form = page.getByRole('dialog', { name: 'Generate new token' });
    await form.getByLabel('Expiration').selectOption('never');
    await form.getByText(/works until you revoke it/).waitFor();
    // The Admin scope takes at most 90 days: "No expiration" and "1 year" go, and the choice becomes 90 days.
    await form.getByRole('checkbox', { name: /^Admin/ }).check();
    expect(await form.getByLabel('Expiration').inputValue()).toBe('90');
    expect(await form.getByRole('option', { name: 'No expiration' }).count()).toBe(0);
    expect(await form.getByRole('option', { name: '1 year' }).count()).toBe(0);
    await form.getByText('A token with the Admin scope expires within 90 days.').waitFor();
    await expectNoSeriousViolations(page, 'generate dialog (admin, phone)');
    const name = `Moderation ${randomUUID().slice(0, 6)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Generate token' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your new token' });
    expect(await reveal.getByLabel('Token').inputValue()).toMatch(/^msp_/);
    await reveal.getByRole('button', { name: 'Done' }).click();

    const item = page.getByRole('listitem', { name });
    await item.getByText('Admin', { exact: true }).waitFor();
    await item.getByText(/^Expires /).waitFor();
    await expectNoSeriousViolations(page, 'list (phone)');
    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('alertdialog', { name: `Revoke ${name}?` }).getByRole('button', { name: 'Revoke' }).click();
    await item.waitFor({ state: 'detached' });
  });
});
