import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, makePng, registerMember, uniqueSurname } from '@momstride/testing';
import {
  type BrowserSession,
  expectPath,
  followNavLink,
  loginThroughUi,
  newMember,
  openBrowser,
  registerThroughUi,
  toastWithText,
} from '@momstride/testing/browser';

/** Open a screen through the user menu (Profile, My Network). */
async function openAccountLink(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('link', { name: label, exact: true }).click();
}

/** The profile header's avatar image (src), or null while it shows initials. */
async function heroPicture(page: Page): Promise<string | null> {
  const img = page.locator('section[aria-labelledby="member-hero-name"] [data-testid="avatar"] img');
  return (await img.count()) > 0 ? img.getAttribute('src') : null;
}

describe('people and posts in the browser', () => {
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('a member edits her profile and uploads a picture; bad uploads are refused and the old picture stays', async () => {
    const { page } = browser;
    const member = newMember({ firstName: 'Rosa', lastName: uniqueSurname('Lind') });
    await registerThroughUi(page, member);
    await openAccountLink(page, 'Profile');
    await expectPath(page, '/profile');
    await page.getByRole('heading', { level: 1, name: `Rosa ${member.lastName}` }).waitFor();
    await page.getByText(member.email).waitFor();

    // Edit Profile: names required, the website gets https:// when it has no scheme.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await form.getByLabel('First name').fill('  ');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('First name is required').waitFor();
    await form.getByLabel('First name').fill('Rosa');
    await form.getByLabel('Business name').fill('Stride Studio');
    await form.getByLabel('Business category').selectOption('creative_services');
    await form.getByLabel('Website').fill('stride-studio.example');
    await form.getByLabel('Years in business').fill('3');
    await form.getByLabel('City').fill('Boulder');
    await form.getByLabel('State').fill('CO');
    await form.getByLabel('Interests').fill('walking, design');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toastWithText(page, 'Profile updated successfully!').waitFor();
    await form.waitFor({ state: 'detached' });
    const website = page.getByRole('link', { name: 'https://stride-studio.example' });
    await website.waitFor();
    expect(await website.getAttribute('href')).toBe('https://stride-studio.example');
    const hero = page.locator('section[aria-labelledby="member-hero-name"]');
    await hero.getByText('Stride Studio').waitFor();
    await hero.getByText('Creative Services').waitFor();
    await hero.getByText('Boulder, CO').waitFor();

    // A real picture: progress, then the image in the header and the frame.
    expect(await heroPicture(page)).toBeNull();
    const input = page.getByTestId('profile-picture-input');
    await Promise.all([
      page.getByText('Uploaded 100%').waitFor(),
      input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(64) }),
    ]);
    await toastWithText(page, 'Profile picture updated successfully!').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('section[aria-labelledby="member-hero-name"] [data-testid="avatar"] img')?.getAttribute('src')?.startsWith('/media/'),
    );
    const picture = await heroPicture(page);
    expect(picture).toMatch(/^\/media\/profile-pictures\//);
    const served = await page.request.get(picture ?? '');
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toMatch(/^image\//);
    expect(await page.getByRole('button', { name: /Account menu for/ }).locator('img').getAttribute('src')).toBe(picture);

    // A text file named .png: the browser calls it image/png, so the server is the one that refuses it.
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are my notes, not a picture\n'.repeat(20)) });
    await toastWithText(page, 'Please select an image file').waitFor();
    // Too large: refused before anything is sent.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/me/profile-picture')) uploads.push(request.url());
    });
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881, 1) });
    await toastWithText(page, 'Image size must be less than 5MB').waitFor();
    expect(uploads).toEqual([]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Rosa ${member.lastName}` }).waitFor();
    expect(await heroPicture(page)).toBe(picture);
  });

  it('finds a member in the directory, follows her, sees her in My Network and on her profile, then unfollows', async () => {
    const { page } = browser;
    const surname = uniqueSurname('Quill');
    const target = await registerMember({ firstName: 'Nadia', lastName: surname, businessName: 'Quill & Co' });
    const targetName = `Nadia ${surname}`;
    await registerThroughUi(page, newMember({ firstName: 'Elena' }));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).click();
    await expectPath(page, '/directory');
    await page.getByRole('heading', { name: 'Member Directory' }).waitFor();
    await page.getByLabel('Search members').fill(surname);
    const card = page.getByRole('article', { name: targetName });
    await card.waitFor();
    await page.getByText('1 member matches your filters').waitFor();
    await card.getByText('Quill & Co').waitFor();
    await card.getByRole('button', { name: `Follow ${targetName}` }).click();
    await toastWithText(page, 'Successfully followed user!').waitFor();
    await card.getByRole('button', { name: `Unfollow ${targetName}` }).waitFor();

    // The Message button opens the messages screen with her preselected (docs/product.md, Directory).
    await page.evaluate(() => {
      const pushed: string[] = [];
      Object.assign(window, { __pushed: pushed });
      const push = history.pushState.bind(history);
      history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
        pushed.push(String(url));
        push(state, unused, url);
      };
    });
    await card.getByRole('button', { name: `Message ${targetName}` }).click();
    await page.waitForFunction((id) => ((window as unknown as { __pushed: string[] }).__pushed ?? []).includes(`/messages?user=${id}`), target.id);

    // An empty search result offers Clear filters.
    await page.goto('/directory');
    await page.getByLabel('Search members').fill(`${surname}-nobody`);
    await page.getByRole('heading', { name: 'No members found' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    expect(await page.getByLabel('Search members').inputValue()).toBe('');

    await openAccountLink(page, 'My Network');
    await expectPath(page, '/followers');
    await page.getByRole('heading', { name: 'My Network' }).waitFor();
    await page.getByRole('heading', { name: 'No followers yet' }).waitFor();
    await page.getByRole('tab', { name: /Following/ }).click();
    expect(await page.getByRole('tab', { name: /Following/ }).textContent()).toMatch(/Following\s*1/);
    const networkCard = page.getByRole('listitem', { name: targetName });
    await networkCard.getByRole('link', { name: `View Profile of ${targetName}` }).click();
    await expectPath(page, `/profile/${target.id}`);
    await page.getByRole('heading', { level: 1, name: targetName }).waitFor();
    await page.getByText('1 follower', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Unfollow ${targetName}` }).waitFor();
    await page.getByRole('button', { name: `Message ${targetName}` }).waitFor();

    await page.goBack();
    await expectPath(page, '/followers');
    await page.getByRole('tab', { name: /Following/, selected: true }).waitFor();
    await page.getByRole('listitem', { name: targetName }).getByRole('button', { name: 'Unfollow' }).click();
    await toastWithText(page, 'Unfollowed successfully').waitFor();
    await page.getByRole('heading', { name: 'You are not following anyone yet' }).waitFor();
    expect(await page.getByRole('link', { name: /Find members in the directory/ }).first().getAttribute('href')).toBe('/directory');

    // Her own id leads to her own profile; an unknown id to a friendly not-found state.
    await page.goto(`/profile/${randomUUID()}`);
    await page.getByRole('heading', { name: 'We couldn’t find that member' }).waitFor();
  });

  it('posts an update that shows in Your Posts and in the dashboard Community Feed; the Following card opens My Network', async () => {
    const { page } = browser;
    await registerThroughUi(page, newMember({ firstName: 'Lucia' }));
    const content = `Sunrise loop done before school run ${randomUUID().slice(0, 8)}`;
    await page.goto('/profile');
    const box = page.getByLabel('Your update');
    await box.fill('    ');
    expect(await page.getByRole('button', { name: 'Post Update' }).isDisabled()).toBe(true);
    await box.fill(`  ${content}  `);
    await page.getByRole('button', { name: 'Post Update' }).click();
    await toastWithText(page, 'Post created successfully!').waitFor();
    expect(await box.inputValue()).toBe('');
    const yourPosts = page.locator('section[aria-labelledby="posts-title"]');
    await yourPosts.getByText(content, { exact: true }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await expectPath(page, '/dashboard');
    const feed = page.locator('section[aria-labelledby="feed-title"]');
    await feed.getByRole('heading', { name: 'Community Feed' }).waitFor();
    await feed.getByText(content, { exact: true }).waitFor();
    expect(await feed.getByRole('article').count()).toBeLessThanOrEqual(3);
    await page.reload();
    await feed.getByText(content, { exact: true }).waitFor();
    expect(await feed.getByRole('article').count()).toBe(3);

    await page.getByTestId('following-card').click();
    await expectPath(page, '/followers');
    await page.getByRole('tab', { name: /Following/, selected: true }).waitFor();
  });

  it('an admin promotes a fresh member after confirming; the owner is Protected; members cannot open /admin', async () => {
    const { page } = browser;
    const surname = uniqueSurname('Promo');
    const fresh = await registerMember({ firstName: 'Iris', lastName: surname });
    const name = `Iris ${surname}`;

    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await followNavLink(page, 'Admin Panel');
    await expectPath(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByRole('tab', { name: 'Users', selected: true }).waitFor();
    await page.getByText(/^[\d,]+ users$/).waitFor();

    // The list is paged, newest first: the owner, the first account, is found by searching.
    await page.getByLabel('Search users').fill('olivia@momstride.example');
    const owner = page.getByRole('row', { name: 'Olivia Bennett' });
    await owner.getByText('Protected').waitFor();
    expect(await owner.getByRole('combobox').count()).toBe(0);
    expect(await owner.getByRole('button').count()).toBe(0);

    await page.getByLabel('Search users').fill(surname);
    const row = page.getByRole('row', { name });
    await row.waitFor();
    await page.getByText('1 user', { exact: true }).waitFor();
    await row.getByText(fresh.email).waitFor();

    // Cancelling keeps the role.
    const roleSelect = row.getByRole('combobox', { name: `Role of ${name}` });
    await roleSelect.selectOption('admin');
    const dialog = page.getByRole('alertdialog', { name: 'Change role?' });
    await dialog.waitFor();
    await dialog.getByText(`Change ${name}'s role to admin?`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await roleSelect.inputValue()).toBe('member');

    await roleSelect.selectOption('admin');
    await dialog.getByRole('button', { name: 'Make admin' }).click();
    await toastWithText(page, 'User role updated to admin').waitFor();
    await row.locator('td[data-label="Role"]').getByText('Admin', { exact: true }).waitFor();
    expect(await roleSelect.inputValue()).toBe('admin');

    // The server agrees: after a reload the row still says Admin.
    await page.reload();
    await page.getByLabel('Search users').fill(surname);
    await page.getByRole('row', { name }).locator('td[data-label="Role"]').getByText('Admin', { exact: true }).waitFor();

    // A member visiting /admin goes to /dashboard.
    const member = await openBrowser(inject('gatewayUrl'));
    try {
      await loginThroughUi(member.page, 'hannah@momstride.example', DEMO_PASSWORD);
      expect(await member.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
      await member.page.goto('/admin');
      await expectPath(member.page, '/dashboard');
    } finally {
      await member.close();
    }
  });
});
