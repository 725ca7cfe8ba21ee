import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createEvent, inDays, joinEvent, registerMember, uniqueSurname } from '@momstride/testing';
import { type BrowserSession, loginThroughUi, openBrowser, toastWithText } from '@momstride/testing/browser';

/** A calendar feed fetched like a phone's calendar app: no sign-in. */
const fetchFeed = (url: string) => fetch(url, { headers: { accept: 'text/calendar' } });

describe('calendars on the Events page', () => {
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('a member downloads a walk she joined as an .ics file, then makes, copies and resets her private feed link', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('gatewayUrl') });
    const title = `Calendar walk ${randomUUID().slice(0, 8)}`;
    const event = await createEvent({ title, description: 'Around the lake, easy pace', eventDate: inDays(4), durationMinutes: 60, location: 'Lakeside Park', maxParticipants: null });
    const member = await registerMember({ firstName: 'Cleo', lastName: uniqueSurname('Cal') });
    await joinEvent(member, event.id);

    await loginThroughUi(page, member.email, member.password);
    await page.goto('/events?tab=mine');

    // Add to calendar: the file the server names after the title, with the event in it.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Add to calendar: ${title}` }).click()]);
    expect(file.suggestedFilename()).toBe(`${title.toLowerCase().replace(/ /g, '-')}.ics`);
    const ics = await readFile((await file.path())!, 'utf8');
    expect(ics).toContain(`UID:${event.id}@momstride\r\n`);
    expect(ics).toContain(`SUMMARY:${title}\r\n`);

    // Subscribe in your calendar: no link yet, then one that serves her walks without signing in.
    const panel = page.getByRole('region', { name: 'Subscribe in your calendar' });
    await panel.getByRole('button', { name: 'Create my calendar link' }).click();
    await toastWithText(page, 'Calendar link created').waitFor();
    const link = panel.getByLabel('Your private calendar link');
    await expect.poll(() => link.evaluate((input) => input === document.activeElement)).toBe(true);
    const first = await link.inputValue();
    expect(first).toMatch(new RegExp(`^${inject('gatewayUrl')}/api/calendar/[A-Za-z0-9_-]{64}\\.ics$`));
    const feed = await fetchFeed(first);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain(`UID:${event.id}@momstride\r\n`);
    expect(await panel.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(first.replace(/^https?:/, 'webcal:'));

    await panel.getByRole('button', { name: 'Copy link' }).click();
    await toastWithText(page, 'Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    // Reset: behind the confirm dialog; the old link stops working at once.
    await panel.getByRole('button', { name: 'Reset link' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset your calendar link?' });
    await dialog.getByText('Your old link will stop working.').waitFor();
    await dialog.getByRole('button', { name: 'Reset link' }).click();
    await toastWithText(page, 'Calendar link reset').waitFor();
    await expect.poll(() => link.inputValue()).not.toBe(first);
    const second = await link.inputValue();
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(second)).status).toBe(200);

    // The link is hers: it is still there after a reload.
    await page.reload();
    expect(await page.getByRole('region', { name: 'Subscribe in your calendar' }).getByLabel('Your private calendar link').inputValue()).toBe(second);
  }, 90_000);
});
