import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, registerMember, uniqueSurname } from '@momstride/testing';
import { browserSessions, expectPath, loginThroughUi, seriousViolations, toastWithText } from '@momstride/testing/browser';

/** Her data, her choice (docs/privacy.md): the Profile's "Download my data" and "Delete my account", on the real stack. */
describe('Profile → Download my data and Delete my account', () => {
  const browsers = browserSessions();

  it('a member asks for her data, is told it is ready, downloads the zip once and finds her post in it', async () => {
    const gateway = inject('gatewayUrl');
    const member = await registerMember({ firstName: 'Dora', lastName: uniqueSurname('Export') });
    const posted = await fetch(`${gateway}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.accessToken}` },
      body: JSON.stringify({ content: 'Sunrise walk by the river' }),
    });
    expect(posted.status).toBe(201);

    const page = await browsers.open();
    await loginThroughUi(page, member.email, member.password);
    await page.goto('/profile#privacy');
    const panel = page.getByRole('region', { name: 'Download my data' });
    await panel.getByText('You can download it once, within 7 days; then it is deleted.').waitFor();
    await panel.getByRole('button', { name: 'Request my data' }).click();
    await toastWithText(page, 'We are gathering your data. We will let you know when it is ready.').waitFor();

    // The panel asks again by itself while the archive is being made.
    await panel.getByText(/^Your data is ready/).waitFor({ timeout: 90_000 });
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^momstride-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(strFromU8(files['README.txt']!)).toContain(`For: Dora ${member.lastName}`);
    const community = JSON.parse(strFromU8(files['community.json']!)) as { posts: Array<{ content: string }> };
    expect(community.posts.map((post) => post.content)).toEqual(['Sunrise walk by the river']);

    await page.reload();
    await panel.getByText(/^You downloaded your data on/).waitFor();
    await panel.getByRole('button', { name: 'Request a new copy' }).waitFor();
    // Her notification leads back here.
    const notifications = await fetch(`${gateway}/api/notifications`, { headers: { authorization: `Bearer ${member.accessToken}` } });
    expect(((await notifications.json()) as Array<{ kind: string; link: string }>).some((entry) => entry.kind === 'data_export_ready' && entry.link === '/profile#privacy')).toBe(true);
  }, 180_000);

  it('a member reads what goes and what stays, confirms with her password and her account is deleted', async () => {
    const gateway = inject('gatewayUrl');
    const member = await registerMember({ firstName: 'Lena', lastName: uniqueSurname('Leaving') });
    const page = await browsers.open();
    await loginThroughUi(page, member.email, member.password);
    await page.goto('/profile#privacy');
    const panel = page.getByRole('region', { name: 'Delete my account' });
    await panel.getByText(/We keep the orders you placed in the shop/).waitFor();
    await panel.getByRole('button', { name: 'Delete my account…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText(/the law requires us to keep\s+accounting records/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Incorrect password').waitFor();

    await dialog.getByLabel('Your password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await toastWithText(page, 'Your account has been deleted. Take care!').waitFor();
    await expectPath(page, '/');
    const login = await fetch(`${gateway}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(login.status).toBe(401);
  }, 120_000);

  it('the organization owner is told why she cannot delete her account', async () => {
    const page = await browsers.open();
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto('/profile#privacy');
    const panel = page.getByRole('region', { name: 'Delete my account' });
    await panel.getByText(/You are the organization owner, so your account cannot be deleted\./).waitFor();
    expect(await panel.getByRole('button', { name: 'Delete my account…' }).count()).toBe(0);
  });
});
