import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { knownToMessaging, type Member, registerMember, sendOk, uniqueSurname } from '@momstride/testing';
import { browserSessions, expectPath, loginThroughUi, seriousViolations, toastWithText } from '@momstride/testing/browser';

const fullName = (member: Member) => `${member.firstName} ${member.lastName}`;

/** The Messages link of the main navigation (its name carries "(N unread)" while she has unread messages). */
const messagesNavLink = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });

/** Her conversation list, and the row of one conversation in it. */
const conversationList = (page: Page): Locator => page.getByRole('navigation', { name: 'Conversations' });
const conversationRow = (page: Page, partner: Member): Locator => conversationList(page).getByRole('link', { name: new RegExp(fullName(partner)) });

/** The open thread's messages, and the send box. */
const thread = (page: Page, partner: Member): Locator => page.getByRole('region', { name: `Messages with ${partner.firstName}` });
const sendBox = (page: Page, partner: Member): Locator => page.getByLabel(`Message ${fullName(partner)}`);
/** One message of the open thread (not the live region that reads new ones out). */
const bubble = (page: Page, partner: Member, text: string): Locator => thread(page, partner).locator('li', { hasText: text });

/** Resolves once the page's live stream is connected (the gateway answered GET /api/stream with 200). */
const streamConnected = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/stream') && response.status() === 200, { timeout: 20_000 });

async function openMessages(page: Page, query = ''): Promise<void> {
  await page.goto(`/messages${query}`);
  await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor({ state: 'attached' });
}

describe('messages in the browser', () => {
  const { open } = browserSessions();

  /** Two members messaging knows, each signed in in her own browser. */
  async function pair(): Promise<{ amara: Member; bea: Member; a: Page; b: Page }> {
    const amara = await registerMember({ firstName: 'Amara', lastName: uniqueSurname('Chat'), businessName: 'Amara Bakes' });
    const bea = await registerMember({ firstName: 'Bea', lastName: uniqueSurname('Chat'), businessName: 'Bea Builds' });
    await knownToMessaging([bea.id]);
    await knownToMessaging([amara.id]);
    const [a, b] = await Promise.all([open(), open()]);
    await Promise.all([loginThroughUi(a, amara.email, amara.password), loginThroughUi(b, bea.email, bea.password)]);
    return { amara, bea, a, b };
  }

  it('the Message button in the directory opens the conversation; a message arrives live; opening it clears the badges; Enter sends, Shift+Enter breaks the line; a reload keeps the thread', async () => {
    const { amara, bea, a, b } = await pair();

    // Bea has no conversations yet, and her stream is connected.
    const beaStream = streamConnected(b);
    await openMessages(b);
    await b.getByRole('heading', { name: 'No conversations yet' }).waitFor();
    expect(await b.getByRole('link', { name: 'Find Members' }).getAttribute('href')).toBe('/directory');
    await beaStream;

    // Amara finds Bea in the directory and presses Message: the conversation with Bea opens, empty.
    await a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Directory' }).click();
    await a.getByLabel('Search members').fill(bea.lastName);
    await a.getByRole('button', { name: `Message ${fullName(bea)}` }).click();
    await a.waitForURL((url) => url.pathname === '/messages' && url.searchParams.get('user') === bea.id);
    await a.getByRole('heading', { level: 2, name: fullName(bea) }).waitFor();
    await thread(a, bea).getByText(`Say hello to ${bea.firstName}`).waitFor();
    // She came to write: the send box has the focus.
    const box = sendBox(a, bea);
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);

    // Shift+Enter starts a new line; Enter sends (and only non-blank content: Enter on spaces sends nothing).
    await box.fill('   ');
    await box.press('Enter');
    expect(await a.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    await box.fill('Hello Bea!');
    await box.press('Shift+Enter');
    await box.pressSequentially('Coffee on Friday?');
    expect(await box.inputValue()).toBe('Hello Bea!\nCoffee on Friday?');
    const sent = a.waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postData()?.includes('SendMessage') === true);
    await box.press('Enter');
    expect(await box.inputValue()).toBe('');
    await bubble(a, bea, 'Coffee on Friday?').waitFor();
    await sent;
    const sentAt = Date.now();

    // Bea sees it without reloading: in her list, with the unread badges on the row and on the navigation.
    const row = conversationRow(b, amara);
    await row.waitFor({ timeout: 5_000 });
    const arrivedAfterMs = Date.now() - sentAt;
    // The stream's promise is one second; the bound leaves room for a busy test machine.
    expect(arrivedAfterMs).toBeLessThan(2_000);
    await row.getByText('Coffee on Friday?').waitFor();
    await row.getByText('(1 unread)').waitFor({ state: 'attached' });
    await expect.poll(() => messagesNavLink(b).textContent()).toContain('1 unread');
    await row.getByText('Amara Bakes').waitFor();

    // She opens it: the message with its line break, and both badges clear.
    await row.click();
    await expectPath(b, '/messages');
    await bubble(b, amara, 'Hello Bea!').waitFor();
    expect(await bubble(b, amara, 'Hello Bea!').innerText()).toContain('Hello Bea!\nCoffee on Friday?');
    await expect.poll(() => messagesNavLink(b).textContent()).toBe('Messages');
    await expect.poll(() => row.textContent()).not.toContain('unread');
    // Amara sees that Bea read it.
    await thread(a, bea).getByText('· Seen').waitFor();

    // With the thread open, Bea's reply reaches Amara's open thread, and Amara's next message Bea's.
    await sendBox(b, amara).fill('Friday works!');
    await sendBox(b, amara).press('Enter');
    await bubble(a, bea, 'Friday works!').waitFor({ timeout: 5_000 });
    await sendBox(a, bea).fill('See you at the harbor.');
    await sendBox(a, bea).press('Enter');
    await bubble(b, amara, 'See you at the harbor.').waitFor({ timeout: 5_000 });
    // Screen readers hear it: the thread's live region reads new messages from her partner out.
    await thread(b, amara).getByRole('status').filter({ hasText: 'New message from Amara: See you at the harbor.' }).waitFor({ state: 'attached' });
    await expect.poll(() => messagesNavLink(b).textContent()).toBe('Messages');
    expect(await conversationRow(a, bea).getByText('You: See you at the harbor.').count()).toBe(1);

    // A reload keeps the conversation open, oldest message first, and the badges cleared: the server has her reads
    // (the web marks a shown thread read; reading it alone changes nothing).
    await b.reload();
    await bubble(b, amara, 'See you at the harbor.').waitFor();
    await expect.poll(() => messagesNavLink(b).textContent()).toBe('Messages');
    await expect.poll(() => conversationRow(b, amara).textContent()).not.toContain('unread');
    expect(await thread(b, amara).locator('li').allTextContents()).toEqual([
      expect.stringMatching(/^Amara: Hello Bea!\nCoffee on Friday\?/),
      expect.stringMatching(/^You: Friday works!/),
      expect.stringMatching(/^Amara: See you at the harbor\./),
    ]);
    expect(new URL(b.url()).searchParams.get('user')).toBe(amara.id);
    expect(await seriousViolations(b)).toEqual([]);
  });

  it('a profile\'s Message button opens the conversation; a blocked member cannot send; the block shows in the thread and lifts with Unblock; a message can be reported', async () => {
    const { amara, bea, a, b } = await pair();
    await sendOk(bea, amara, 'Hi Amara, are you selling at the fair?');

    // Bea's public profile has a Message button too: it opens the conversation with her.
    await a.goto(`/profile/${bea.id}`);
    await a.getByRole('button', { name: `Message ${fullName(bea)}` }).click();
    await a.waitForURL((url) => url.pathname === '/messages' && url.searchParams.get('user') === bea.id);
    await bubble(a, bea, 'are you selling at the fair?').waitFor();

    // Amara reports Bea's message with one of the server's reasons.
    await thread(a, bea).getByRole('button', { name: `Report this message from ${bea.firstName}` }).click();
    const dialog = a.getByRole('dialog', { name: 'Report message' });
    await dialog.getByRole('radio', { name: /Spam/ }).check();
    await dialog.getByLabel('Details (optional)').fill('Sent to everyone in the directory.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toastWithText(a, 'Thank you. Our team will review this message.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Amara blocks Bea (after a confirm): the thread says so and offers Unblock instead of the send box.
    await a.getByRole('button', { name: `Options for the conversation with ${fullName(bea)}` }).click();
    await a.getByRole('button', { name: `Block ${bea.firstName}` }).click();
    await a.getByRole('alertdialog', { name: `Block ${bea.firstName}?` }).getByRole('button', { name: 'Block' }).click();
    await toastWithText(a, 'Member blocked').waitFor();
    await a.getByText('You blocked this member').waitFor();
    expect(await sendBox(a, bea).count()).toBe(0);

    // Bea is not told, but her message does not go: marked not sent, with the server's words.
    await openMessages(b, `?user=${amara.id}`);
    await sendBox(b, amara).fill('Hello again?');
    await sendBox(b, amara).press('Enter');
    await toastWithText(b, "You can't message this member").waitFor();
    const failed = bubble(b, amara, 'Hello again?');
    await failed.getByText('Not sent').waitFor();
    expect(await failed.getByRole('button', { name: 'Retry' }).count()).toBe(1);

    // Once Amara unblocks her, Bea's Retry goes through.
    await a.getByRole('button', { name: 'Unblock' }).click();
    await toastWithText(a, 'Member unblocked').waitFor();
    await sendBox(a, bea).waitFor();
    await failed.getByRole('button', { name: 'Retry' }).click();
    await failed.getByText('Not sent').waitFor({ state: 'detached' });
    await bubble(a, bea, 'Hello again?').waitFor({ timeout: 5_000 });
  });

  it('on a phone one pane shows at a time, with a way back to the list; both screens pass axe', async () => {
    const maya = await registerMember({ firstName: 'Maya', lastName: uniqueSurname('Phone') });
    const noor = await registerMember({ firstName: 'Noor', lastName: uniqueSurname('Phone'), businessName: 'Noor Knits' });
    await knownToMessaging([maya.id]);
    // More than a page of messages: a thread opens with the newest 30 (notes 6 to 34 and the welcome).
    for (let n = 1; n <= 34; n++) await sendOk(noor, maya, `Walk note ${n}`);
    await sendOk(noor, maya, 'Welcome to the walking group!');

    const page = await open('phone');
    await loginThroughUi(page, maya.email, maya.password);
    await openMessages(page);
    const row = conversationRow(page, noor);
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await row.click();
    await bubble(page, noor, 'Welcome to the walking group!').waitFor();
    expect(await conversationList(page).isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(fullName(noor));
    expect(await seriousViolations(page)).toEqual([]);

    // The newest messages first; scrolling up brings the older ones, down to the beginning.
    const note = (n: number) => thread(page, noor).locator('li', { hasText: new RegExp(`: Walk note ${n}$`) });
    expect(await note(6).count()).toBe(1);
    expect(await note(5).count()).toBe(0);
    // Scrolled up again until the older page shows: the thread's own scroll to its newest message can land after the
    // first scroll up on a busy machine, and a scroll to where the list already is fires no scroll event.
    await expect
      .poll(async () => {
        await thread(page, noor).evaluate((element) => element.scrollTo({ top: 0 }));
        return note(1).count();
      }, { timeout: 15_000, interval: 250 })
      .toBe(1);
    await thread(page, noor).getByText(`This is the beginning of your conversation with ${noor.firstName}.`).waitFor();
    // The older page's rows join the list in the same render as its last note, or one render after it under load.
    await expect.poll(() => thread(page, noor).locator('li').count()).toBe(35);

    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expectPath(page, '/messages');
    await row.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-conversation'))).toBe(noor.id);
    expect(await thread(page, noor).count()).toBe(0);
  });
});
