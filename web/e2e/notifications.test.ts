import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { knownToMessaging, registerMember, sendOk, uniqueSurname } from '@momstride/testing';
import { browserSessions, expectPath, loginThroughUi } from '@momstride/testing/browser';

/** The bell in the frame's header: its name says how many are unread ("Notifications, 2 unread"). */
const bell = (page: Page, unread: number): Locator =>
  page.getByRole('banner').getByRole('button', { name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications', exact: true });
const panel = (page: Page): Locator => page.getByRole('dialog', { name: 'Notifications' });
const row = (page: Page, text: RegExp): Locator => panel(page).getByRole('list', { name: 'Notifications' }).getByRole('link', { name: text });

/** Resolves once the page's live stream is connected (the gateway answered GET /api/stream with 200). */
const streamConnected = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/stream') && response.status() === 200, { timeout: 20_000 });

describe('notifications in the browser', () => {
  const { open } = browserSessions();

  it('a follow and messages reach the bell live (phone); opening one marks it read and follows its link; Mark all as read clears the badge for good', async () => {
    const amara = await registerMember({ firstName: 'Amara', lastName: uniqueSurname('Bell'), businessName: 'Amara Bakes' });
    const bea = await registerMember({ firstName: 'Bea', lastName: uniqueSurname('Bell') });
    await knownToMessaging([bea.id]);
    const [a, b] = await Promise.all([open(), open('phone')]);

    // Bea, on her phone, has nothing yet; her stream connects after the dashboard has loaded.
    const beaStream = streamConnected(b);
    await loginThroughUi(b, bea.email, bea.password);
    await beaStream;
    await bell(b, 0).click();
    await panel(b).getByText("You're all caught up").waitFor();
    expect(await panel(b).getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await b.keyboard.press('Escape');
    await panel(b).waitFor({ state: 'detached' });

    // Amara follows her: Bea's bell counts it without a reload.
    await loginThroughUi(a, amara.email, amara.password);
    await a.goto(`/profile/${bea.id}`);
    await a.getByRole('button', { name: `Follow Bea ${bea.lastName}` }).click();
    await bell(b, 1).waitFor({ timeout: 10_000 });

    // The list names her and what she did; opening it goes to her profile and the badge clears.
    await bell(b, 1).click();
    const follow = row(b, new RegExp(`Amara ${amara.lastName} started following you.*\\(unread\\)`));
    await follow.waitFor();
    await follow.click();
    await expectPath(b, `/profile/${amara.id}`);
    await panel(b).waitFor({ state: 'detached' });
    await bell(b, 0).waitFor();

    // Two messages make one notification ("sent you 2 messages"), live.
    await sendOk(amara, bea, 'Hi Bea, welcome to MomStride!');
    await sendOk(amara, bea, 'Walk on Saturday?');
    await bell(b, 1).waitFor({ timeout: 10_000 });
    await bell(b, 1).click();
    await row(b, /sent you 2 messages.*\(unread\)/).waitFor();
    expect(await row(b, /started following you/).textContent()).not.toContain('(unread)');

    // Mark all as read: the badge goes, the rows show read, and a reload agrees (the server has them read).
    await panel(b).getByRole('button', { name: 'Mark all as read' }).click();
    await bell(b, 0).waitFor();
    await expect.poll(() => panel(b).getByText('(unread)').count()).toBe(0);
    await b.reload();
    await bell(b, 0).click();
    await row(b, /sent you 2 messages/).waitFor();
    expect(await panel(b).getByText('(unread)').count()).toBe(0);
    expect(await row(b, /sent you 2 messages/).getAttribute('href')).toBe(`/messages?user=${amara.id}`);
  });
});
