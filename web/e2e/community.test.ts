import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { loginOwner, registerMember, uniqueSurname } from '@momstride/testing';
import { browserSessions, expectPath, loginThroughUi, seriousViolations, toastWithText } from '@momstride/testing/browser';

/** A challenge of its own for the journey, created by the demo admin (REST POST community/challenges). */
async function createChallenge(gatewayUrl: string, title: string): Promise<string> {
  const token = (await loginOwner()).accessToken;
  const reply = await fetch(`${gatewayUrl}/api/community/challenges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, description: 'Walk together all week.', challenge_type: 'steps', target_value: 20000, end_date: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
  });
  if (reply.status !== 201) throw new Error(`create challenge: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { id: string }).id;
}

const card = (page: Page, heading: string) => page.locator('article', { has: page.getByRole('heading', { name: heading, exact: true }) });

describe('community in the browser', () => {
  const { open } = browserSessions();

  it('stat cards and tabs; join a challenge, log progress (streak, leaderboard); share, like and read a story; Welcome opens a prefilled conversation', async () => {
    const gatewayUrl = inject('gatewayUrl');
    const title = `Sunrise Steps ${randomUUID().slice(0, 6)}`;
    await createChallenge(gatewayUrl, title);
    const member = await registerMember({ firstName: 'Cora', lastName: uniqueSurname('Community') });
    const page = await open();
    await loginThroughUi(page, member.email, member.password);
    await page.getByRole('heading', { name: 'Welcome back, Cora!' }).waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await expectPath(page, '/community');
    await page.getByRole('heading', { level: 1, name: 'Community' }).waitFor();
    for (const label of ['Active Members', 'Success Stories', 'Active Challenges', 'Engagement Rate']) await page.getByText(label, { exact: true }).first().waitFor();
    await page.getByText('95%', { exact: true }).waitFor();
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Featured Members');
    await page.getByRole('link', { name: /^View profile of / }).first().waitFor();

    // Challenges: join, log, see the streak and the leaderboard.
    await page.getByRole('tab', { name: 'Challenges' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('challenges');
    const challenge = card(page, title);
    await challenge.getByRole('button', { name: `Join Challenge: ${title}` }).click();
    await toastWithText(page, 'Successfully joined challenge!').waitFor();
    await challenge.getByText('1 participant').waitFor();
    await challenge.getByLabel('Add steps').fill('5000');
    await challenge.getByRole('button', { name: 'Log', exact: true }).click();
    await toastWithText(page, 'Progress logged!').waitFor();
    await challenge.getByText('5,000').waitFor();
    await challenge.getByText('1-day streak').waitFor();
    expect(await challenge.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    await challenge.getByRole('button', { name: `Leaderboard: ${title}` }).click();
    const board = page.getByRole('dialog', { name: `Leaderboard · ${title}` });
    await board.getByRole('list', { name: 'Leaderboard' }).getByText(`Cora ${member.lastName}`).waitFor();
    await board.getByText("You're #1 with 5,000 steps.").waitFor();
    await board.getByRole('button', { name: 'Close' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    // Stories: share one, like it, read it whole.
    await page.getByRole('tab', { name: 'Success Stories' }).click();
    await page.getByRole('button', { name: 'Share your story' }).click();
    const share = page.getByRole('dialog', { name: 'Share your story' });
    await share.getByRole('button', { name: 'Share story' }).click();
    await share.getByText('Title is required').waitFor();
    const storyTitle = `My first market stall ${randomUUID().slice(0, 6)}`;
    await share.getByLabel('Title').fill(storyTitle);
    await share.getByLabel('What kind of story?').selectOption('business_win');
    await share.getByLabel('Your story').fill('I sold out of candles by noon.\nNext month: two tables.');
    await share.getByRole('button', { name: 'Share story' }).click();
    await toastWithText(page, 'Story shared successfully!').waitFor();
    const story = card(page, storyTitle);
    await story.getByText('BUSINESS WIN').waitFor();
    await story.getByRole('button', { name: `Like "${storyTitle}", 0 likes`, pressed: false }).click();
    await story.getByRole('button', { name: `Like "${storyTitle}", 1 like`, pressed: true }).waitFor();
    await story.getByRole('button', { name: `Read more: ${storyTitle}` }).click();
    await page.getByRole('dialog', { name: storyTitle }).getByText('Next month: two tables.').waitFor();
    await page.keyboard.press('Escape');

    // New members: Welcome opens a conversation with a friendly message ready to send.
    await page.getByRole('tab', { name: 'New Members' }).click();
    const welcome = page.getByRole('button', { name: /^Welcome / }).first();
    const name = ((await welcome.getAttribute('aria-label')) ?? '').replace(/^Welcome /, '');
    await welcome.click();
    await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('user'));
    const box = page.getByLabel(`Message ${name}`);
    await expect.poll(() => box.inputValue()).toMatch(/^Welcome to MomStride, /);
  });
});
