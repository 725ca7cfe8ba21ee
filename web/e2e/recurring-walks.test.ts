import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toDateTimeLocalValue } from '../src/lib/datetime-local';
import { DEMO_OWNER, knownToMessaging, registerMember, uniqueSurname } from '@momstride/testing';
import { browserSessions, expectPath, followNavLink, loginThroughUi, seriousViolations, toastWithText } from '@momstride/testing/browser';

const MINUTE = 60_000;

/** The cards of a recurring walk's dates (articles named by its title), soonest first on the Events page. */
const cards = (page: Page, title: string): Locator => page.getByRole('article', { name: title });

const bell = (page: Page, unread: number): Locator =>
  page.getByRole('banner').getByRole('button', { name: unread > 0 ? `Notifications, ${unread} unread` : 'Notifications', exact: true });

async function openEventsPage(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expectPath(page, '/events');
  await page.getByRole('heading', { level: 1, name: 'Walking Events' }).waitFor();
}

describe('recurring walks and guests in the browser', () => {
  const { open } = browserSessions();

  it('an admin creates a weekly walk; Amara joins every date with a guest; the admin cancels one date and Amara is told; Bea sees the guest counted', async () => {
    const title = `Stroller Saturday ${randomUUID().slice(0, 8)}`;
    const amara = await registerMember({ firstName: 'Amara', lastName: uniqueSurname('Series') });
    const bea = await registerMember({ firstName: 'Bea', lastName: uniqueSurname('Series') });
    await knownToMessaging([amara.id, bea.id]);
    const [admin, a, b] = await Promise.all([open(), open(), open()]);

    // The admin creates a walk that repeats weekly, three times, for three places with one guest each.
    await loginThroughUi(admin, DEMO_OWNER.email, DEMO_OWNER.password);
    await followNavLink(admin, 'Admin Panel');
    await admin.getByRole('tab', { name: 'Events' }).click();
    const form = admin.getByRole('form', { name: 'Create an event' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Three easy miles; strollers welcome.');
    await form.getByLabel('Date and time').fill(toDateTimeLocalValue(new Date(Date.now() + 30 * MINUTE)));
    await form.getByLabel('Duration (minutes)').fill('45');
    await form.getByLabel('Max participants').fill('3');
    await form.getByLabel('Guests per member').fill('1');
    await form.getByLabel('Repeats').selectOption('weekly');
    await form.getByLabel('Times').fill('3');
    expect(await seriousViolations(admin)).toEqual([]);
    await form.getByRole('button', { name: 'Create Event' }).click();
    await toastWithText(admin, 'Event created successfully!').waitFor();
    await expect.poll(() => cards(admin, title).count(), { timeout: 15_000 }).toBe(3);
    await cards(admin, title).first().getByText(/^Repeats weekly on /).waitFor();

    // Amara joins every date, bringing one guest.
    await loginThroughUi(a, amara.email, amara.password);
    await openEventsPage(a);
    const first = cards(a, title).first();
    await first.getByText(/^Repeats weekly on /).waitFor();
    await first.getByText(/^Next: /).waitFor();
    await first.getByRole('button', { name: 'More guests' }).click();
    await first.getByRole('button', { name: 'Every date' }).click();
    await toastWithText(a, 'Joined 3 dates').waitFor();
    await first.getByText('You’re going with 1 guest').waitFor();
    await first.getByText('2 / 3 participants').waitFor();

    // Bea sees the places Amara and her guest take: one left, so her own party of two does not fit.
    await loginThroughUi(b, bea.email, bea.password);
    await openEventsPage(b);
    const beaFirst = cards(b, title).first();
    await beaFirst.getByText('2 / 3 participants').waitFor();
    await beaFirst.getByRole('button', { name: 'More guests' }).click();
    await beaFirst.getByRole('button', { name: 'This date' }).click();
    await toastWithText(b, 'Not enough places left for you and your guests: bring fewer guests or join the waitlist').waitFor();

    // The admin cancels only the second date.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Events' }).click();
    const second = cards(admin, title).nth(1);
    await second.getByRole('button', { name: `Cancel event ${title}` }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByLabel('Only this date').waitFor();
    await dialog.getByRole('button', { name: 'Cancel event' }).click();
    await toastWithText(admin, 'Event cancelled').waitFor();

    // Amara is told (the bell) and sees that date cancelled under My Events; the other two stay hers.
    await bell(a, 1).waitFor({ timeout: 20_000 });
    await bell(a, 1).click();
    await a.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`Cancelled: ${title}`) }).waitFor();
    await a.keyboard.press('Escape');
    await openEventsPage(a);
    await a.getByRole('tab', { name: 'My Events' }).click();
    await expect.poll(() => cards(a, title).count(), { timeout: 15_000 }).toBe(3);
    await cards(a, title).filter({ hasText: 'Cancelled' }).waitFor();
    await expect.poll(() => cards(a, title).filter({ hasText: 'You’re going with 1 guest' }).count()).toBe(2);

    expect(await seriousViolations(a)).toEqual([]);
  });
});
