import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { call, registerMember, uniqueSurname } from '@momstride/testing';
import { type BrowserSession, loginThroughUi, openBrowser } from '@momstride/testing/browser';

/** A member (signed up from her own loopback address) with the surname and business category given. */
async function memberIn(lastName: string, category: string): Promise<string> {
  const member = await registerMember({ firstName: 'Paula', lastName: lastName });
  const res = await call('PUT', '/api/users/me', {
    token: member.accessToken,
    json: { first_name: 'Paula', last_name: lastName, business_category: category },
  });
  if (res.status !== 200) throw new Error(`profile update failed: ${res.status} ${res.text}`);
  return member.user.id as string;
}

describe('the member directory in the browser', () => {
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('Show more loads the next page of the same search and category, each member once, until the last', async () => {
    const surname = uniqueSurname('Pager');
    // 23 members in the category (a page of 20, then 3 more); one with the same name in another category.
    const ids: string[] = [];
    for (let batch = 0; batch < 23; batch += 6) {
      ids.push(...(await Promise.all(Array.from({ length: Math.min(6, 23 - batch) }, () => memberIn(surname, 'beauty_lifestyle')))));
    }
    await memberIn(surname, 'consulting');
    const viewer = await registerMember({ firstName: 'Vera' });

    const { page } = browser;
    await loginThroughUi(page, viewer.email, viewer.password);
    await page.goto('/directory');
    await page.getByRole('heading', { name: 'Member Directory' }).waitFor();
    // The category applies at once, the search after a pause (debounced): until both have, a page of the newest
    // members in the category (ours among them, or others' in a busy run) may show. Wait for the page of both.
    const bothFilters = page.waitForResponse((response) => {
      const sent = decodeURIComponent(response.request().url()) + (response.request().postData() ?? '');
      return sent.includes('DirectoryPage') && sent.includes(surname) && sent.includes('beauty_lifestyle');
    });
    await page.getByLabel('Search members').fill(surname);
    await page.getByLabel('Business category').selectOption('beauty_lifestyle');
    await bothFilters;
    const cards = page.getByRole('article', { name: `Paula ${surname}` });
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(20);
    await page.getByText('Showing the first 20 members matching your filters').waitFor();

    const showMore = page.getByRole('button', { name: 'Show more' });
    await showMore.click();
    await page.getByText('23 members match your filters').waitFor();
    await expect.poll(() => cards.count()).toBe(23);
    await showMore.waitFor({ state: 'detached' });
    // The search and the category are still those chosen.
    expect(await page.getByLabel('Search members').inputValue()).toBe(surname);
    expect(await page.getByLabel('Business category').inputValue()).toBe('beauty_lifestyle');

    // Each member once: the cards (labelled by member-<id>) are the 23 members.
    const shown = await cards.evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-labelledby') ?? ''));
    expect([...shown].sort()).toEqual(ids.map((id) => `member-${id}`).sort());
  });
});
