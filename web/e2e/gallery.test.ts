import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { makePng, pngOfSize, registerMember, uniqueSurname } from '@momstride/testing';
import { browserSessions, expectPath, followNavLink, loginThroughUi, seriousViolations, toastWithText } from '@momstride/testing/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL (127.0.0.1) of the harness's image server, which the stack may fetch from: `/photo.png` is a PNG. */
    imageFixtureUrl: string;
  }
}

const grid = (page: Page) => page.getByRole('list', { name: 'Photos' });
/** The tile whose picture (or, while not ready, whose button) is named after the photo. */
const tile = (page: Page, title: string) => grid(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openGallery(page: Page): Promise<void> {
  await followNavLink(page, 'Gallery');
  await expectPath(page, '/gallery');
  await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
}

describe('gallery in the browser', () => {
  const { open } = browserSessions();

  it('uploads a photo by file (checked first), sees it in the grid and the detail, likes and unlikes it, switches categories, adds one by link, deletes one', async () => {
    const member = await registerMember({ firstName: 'Gina', lastName: uniqueSurname('Gallery') });
    const page = await open();
    await loginThroughUi(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Welcome back, Gina!' }).waitFor();
    await openGallery(page);
    const tabs = page.getByRole('tablist', { name: 'Photo categories' });
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).toBe('All Photos');
    for (const name of ['Community', 'Wellness', 'Family']) await tabs.getByRole('tab', { name }).waitFor();

    // The dialog checks before anything is sent (the messages of docs/product.md, Validation rules).
    await page.getByRole('button', { name: 'Upload Photo' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
    expect(await dialog.getByLabel('Category').inputValue()).toBe('community');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Please select an image file').waitFor();
    const fileInput = dialog.getByLabel('Photo file');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await dialog.getByText('Please select an image file').waitFor();
    await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngOfSize(5_242_881) });
    await dialog.getByText('Image size must be less than 5MB').waitFor();

    const title = `Sunrise loop ${randomUUID().slice(0, 6)}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description (optional)').fill('Six of us, one stroller each, and the best light of the year.');
    await dialog.getByLabel('Category').selectOption('wellness');
    await fileInput.setInputFiles({ name: 'sunrise.png', mimeType: 'image/png', buffer: makePng(96) });
    expect(await dialog.getByText('Image size must be less than 5MB').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    // The first upload's toast may still be showing: the newest is the last.
    await toastWithText(page, 'Photo uploaded successfully!').last().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // In the grid: the stored thumbnail (never anything but /media), lazy, in a fixed box.
    const mine = tile(page, title);
    const thumb = mine.getByRole('img', { name: title });
    await thumb.waitFor();
    expect(await thumb.getAttribute('src')).toMatch(/^\/media\//);
    expect(await thumb.getAttribute('loading')).toBe('lazy');
    expect(await thumb.getAttribute('decoding')).toBe('async');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // The detail: the large copy at its own size, who shared it (her profile), like and unlike.
    await mine.getByRole('button', { name: title, exact: true }).click();
    const detail = page.getByRole('dialog', { name: title });
    const large = detail.getByRole('img', { name: title });
    await large.waitFor();
    expect(await large.getAttribute('src')).toMatch(/^\/media\//);
    expect(Number(await large.getAttribute('width'))).toBeGreaterThan(0);
    await detail.getByText('Six of us, one stroller each').waitFor();
    expect(await detail.getByRole('link', { name: /Gina/ }).getAttribute('href')).toBe(`/profile/${member.id}`);
    const like = detail.getByRole('button', { name: new RegExp(`^Like "${title}"`) });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect((await like.textContent())?.trim()).toBe('0');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await like.textContent())?.trim()).toBe('1');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await like.textContent())?.trim()).toBe('0');
    expect(await seriousViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'detached' });

    // Category tabs (?tab=): hers is under Wellness, not under Family.
    await tabs.getByRole('tab', { name: 'Wellness' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('wellness');
    await tile(page, title).waitFor();
    await tabs.getByRole('tab', { name: 'Family' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('family');
    await page.getByRole('status', { name: 'Loading photos' }).waitFor({ state: 'detached' });
    await grid(page).or(page.getByRole('heading', { name: 'No photos in this category yet' })).first().waitFor();
    expect(await tile(page, title).count()).toBe(0);
    await tabs.getByRole('tab', { name: 'All Photos' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe(null);
    await tile(page, title).waitFor();

    // By link: accepted at once ("Fetching image…" until the server has its copy), then the picture by itself.
    const fixtureUrl = inject('imageFixtureUrl');
    expect(fixtureUrl, 'the test harness provides an image fixture server (inject("imageFixtureUrl"))').toBeTruthy();
    await page.getByRole('button', { name: 'Upload Photo' }).first().click();
    await dialog.getByRole('radio', { name: 'From a link' }).check();
    const linked = `Park bench ${randomUUID().slice(0, 6)}`;
    await dialog.getByLabel('Title').fill(linked);
    await dialog.getByLabel('Image URL').fill('ftp://example.com/photo.png');
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    await dialog.getByText('Image URL must start with https://').waitFor();
    await dialog.getByLabel('Image URL').fill(`${fixtureUrl}/photo.png`);
    await dialog.getByRole('button', { name: 'Upload Photo' }).click();
    // The first upload's toast may still be showing: the newest is the last.
    await toastWithText(page, 'Photo uploaded successfully!').last().waitFor();
    const linkedTile = tile(page, linked);
    await linkedTile.waitFor();
    const linkedThumb = linkedTile.getByRole('img', { name: linked });
    await linkedThumb.waitFor({ timeout: 30_000 });
    expect(await linkedThumb.getAttribute('src')).toMatch(/^\/media\//);
    expect(await page.locator(`img[src^="${fixtureUrl}"]`).count()).toBe(0);

    // Her own photo: delete it (after the confirm).
    await linkedTile.getByRole('button', { name: linked, exact: true }).click();
    const linkedDetail = page.getByRole('dialog', { name: linked });
    await linkedDetail.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Delete this photo?' }).getByRole('button', { name: 'Delete Photo' }).click();
    await toastWithText(page, 'Photo deleted').waitFor();
    await linkedDetail.waitFor({ state: 'detached' });
    await expect.poll(() => tile(page, linked).count()).toBe(0);
    await tile(page, title).waitFor();
  });

  it('on a phone: the gallery fits the screen (two columns, tabs scroll within it) with no serious axe findings', async () => {
    const member = await registerMember({ firstName: 'Pia', lastName: uniqueSurname('Gallery') });
    const page = await open('phone');
    await loginThroughUi(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Welcome back, Pia!' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Gallery' }).click();
    await expectPath(page, '/gallery');
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    await page.getByRole('status', { name: 'Loading photos' }).waitFor({ state: 'detached' });
    await grid(page).or(page.getByRole('heading', { name: 'No photos yet' })).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const tiles = grid(page).getByRole('listitem');
    if ((await tiles.count()) >= 2) {
      const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
      expect(second?.y, 'the first two photos share a row').toBe(first?.y);
      expect(first?.width ?? 0).toBeGreaterThan(140);
    }
    expect(await seriousViolations(page)).toEqual([]);
  });
});
