import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerMember, uniqueSurname } from '@momstride/testing';
import { browserSessions, expectPath, followNavLink, loginThroughUi, seriousViolations, toastWithText } from '@momstride/testing/browser';

const card = (page: Page, heading: string) => page.locator('article', { has: page.getByRole('heading', { name: heading, exact: true }) });

describe('reviews in the browser', () => {
  const { open } = browserSessions();

  it('writes a community review with the star buttons (default 5), finds it under its tab, and marks another member’s review helpful', async () => {
    const member = await registerMember({ firstName: 'Rita', lastName: uniqueSurname('Review') });
    const page = await open();
    await loginThroughUi(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Welcome back, Rita!' }).waitFor();
    await followNavLink(page, 'Reviews');
    await expectPath(page, '/reviews');
    await page.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    for (const tab of ['All Reviews', 'Community', 'Events', 'Members']) await page.getByRole('tab', { name: tab }).waitFor();

    await page.getByRole('button', { name: 'Write Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a Review' });
    expect(await dialog.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByRole('radio', { name: '4 stars' }).click();
    const title = `Found my people ${randomUUID().slice(0, 6)}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Your review').fill('Every walk ends with a new idea for my shop.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await toastWithText(page, 'Review submitted successfully!').waitFor();
    const mine = card(page, title);
    await mine.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    await mine.getByText('0 found this helpful').waitFor();

    await page.getByRole('tab', { name: 'Members' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('members');
    await page.getByRole('status', { name: 'Loading reviews' }).waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Reviews' }).or(page.getByRole('heading', { name: 'No reviews yet' })).first().waitFor();
    // The Members list replaces the Community one a render after the tab (CI once counted the community card still there).
    await expect.poll(() => card(page, title).count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('tab', { name: 'Community' }).click();
    await card(page, title).waitFor();

    // Another member's review: Helpful toggles on and off.
    const other = page.locator('article', { has: page.getByRole('button', { name: /^Helpful \(\d+\)$/ }) }).first();
    const button = other.getByRole('button', { name: /^Helpful/ });
    const before = Number((await button.textContent())?.match(/\d+/)?.[0]);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.textContent()).toBe(`Helpful (${before + 1})`);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
