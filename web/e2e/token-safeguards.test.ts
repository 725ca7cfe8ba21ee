import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, registerMember, subgraphDatabaseUrl, uniqueSurname, withDatabase } from '@momstride/testing';
import { browserSessions, expectPath, loginThroughUi, seriousViolations, toastWithText } from '@momstride/testing/browser';

/**
 * What keeps personal access tokens in their owner's hands, in the browser (docs/security.md, M1): the password again
 * when her sign-in is older than 5 minutes, "Sign out everywhere" on her profile, and an admin revoking a member's
 * token from the Admin Panel.
 */

/** GET /api/users/me with the token: the HTTP status. */
async function statusWith(token: string): Promise<number> {
  const reply = await fetch(`${inject('gatewayUrl')}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  await reply.arrayBuffer();
  return reply.status;
}

async function createTokenThroughApi(accessToken: string, name: string): Promise<string> {
  const reply = await fetch(`${inject('gatewayUrl')}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ name, scopes: ['read'], expires_in_days: 7 }),
  });
  if (reply.status !== 201) throw new Error(`token creation failed: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { token: string }).token;
}

/** The browser's session tokens (localStorage, the keys of docs/product.md, Entities and fields). */
const browserTokens = (page: Page) =>
  page.evaluate(() => ({ accessToken: localStorage.getItem('access_token') ?? '', refreshToken: localStorage.getItem('refresh_token') ?? '' }));

describe('personal access token safeguards in the browser', () => {
  const browsers = browserSessions();

  it('a sign-in older than 5 minutes: Generate asks for the password, refuses a wrong one, then makes the token', async () => {
    const member = await registerMember({ firstName: 'Pia', lastName: uniqueSurname('Again') });
    const page = await browsers.open();
    await loginThroughUi(page, member.email, member.password);
    // Her sign-in an hour ago: the session's family is backdated and refreshed, as the app does on its own.
    await withDatabase(subgraphDatabaseUrl('accounts'), (client) =>
      client.query("update refresh_tokens set created_at = created_at - interval '1 hour' where user_id = $1", [member.id]),
    );
    const { refreshToken } = await browserTokens(page);
    const refreshed = await fetch(`${inject('gatewayUrl')}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(refreshed.status).toBe(200);
    const pair = (await refreshed.json()) as { access_token: string; refresh_token: string };
    await page.evaluate(({ access, refresh }) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
    }, { access: pair.access_token, refresh: pair.refresh_token });

    await page.goto('/settings/tokens');
    await page.getByRole('heading', { name: 'No tokens yet' }).waitFor();
    await page.getByRole('button', { name: 'Generate new token' }).first().click();
    const form = page.getByRole('dialog', { name: 'Generate new token' });
    expect(await form.getByLabel('Your password').count()).toBe(0);
    const name = `Backup ${randomUUID().slice(0, 6)}`;
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Generate token' }).click();
    const password = form.getByLabel('Your password');
    await password.waitFor();
    await form.getByText('Enter your password again: you signed in more than 5 minutes ago').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await password.fill('not-my-password');
    await form.getByRole('button', { name: 'Generate token' }).click();
    await form.getByText('That password is not right').waitFor();
    await password.fill(member.password);
    await form.getByRole('button', { name: 'Generate token' }).click();
    const reveal = page.getByRole('dialog', { name: 'Your new token' });
    expect(await reveal.getByLabel('Token').inputValue()).toMatch(/^msp_/);
    await reveal.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('listitem', { name }).waitFor();
  });

  it('Sign out everywhere on her profile ends this session and the others, and revokes her tokens', async () => {
    const member = await registerMember({ firstName: 'Rae', lastName: uniqueSurname('Everywhere') });
    const secret = await createTokenThroughApi(member.accessToken, 'Nightly export');
    expect(await statusWith(secret)).toBe(200);
    const page = await browsers.open();
    await loginThroughUi(page, member.email, member.password);
    await page.goto('/profile');

    const panel = page.getByRole('region', { name: 'Sessions & security' });
    await panel.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await confirm.getByText(/all your personal access tokens are revoked/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Cancel keeps everything as it was.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await statusWith(secret)).toBe(200);

    await panel.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('alertdialog', { name: 'Sign out everywhere?' }).getByRole('button', { name: 'Sign out everywhere' }).click();
    await toastWithText(page, 'Signed out everywhere; 1 access token revoked. Please sign in again.').waitFor();
    await expectPath(page, '/login');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await expect.poll(() => statusWith(secret), { timeout: 5_000 }).toBe(401);
    await expect.poll(() => statusWith(member.accessToken), { timeout: 5_000 }).toBe(401);
  });

  it("an admin opens a member's access tokens in the Admin Panel and revokes one", async () => {
    const surname = uniqueSurname('Leaky');
    const member = await registerMember({ firstName: 'Lena', lastName: surname });
    const leaked = await createTokenThroughApi(member.accessToken, 'Leaked script');
    const page = await browsers.open();
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto('/admin');
    await page.getByLabel('Search users').fill(surname);
    const row = page.getByRole('row', { name: `Lena ${surname}` });
    await row.getByRole('button', { name: `Access tokens of Lena ${surname}` }).click();

    const dialog = page.getByRole('dialog', { name: `Access tokens of Lena ${surname}` });
    const item = dialog.getByRole('listitem', { name: 'Leaked script' });
    await item.waitFor();
    expect(await dialog.textContent()).not.toContain(leaked.slice(12));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Revoke Leaked script' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke Leaked script?' }).getByRole('button', { name: 'Revoke' }).click();
    await toastWithText(page, 'Token revoked').waitFor();
    await dialog.getByText(`Lena ${surname} has no access tokens.`).waitFor();
    await expect.poll(() => statusWith(leaked), { timeout: 5_000 }).toBe(401);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
