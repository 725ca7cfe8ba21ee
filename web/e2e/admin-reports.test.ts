import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, knownToMessaging, registerMember, sendOk, uniqueSurname } from '@momstride/testing';
import { type BrowserSession, loginThroughUi, openBrowser, toastWithText } from '@momstride/testing/browser';

/** A message from a new member to another, reported by its recipient through the REST API. */
async function reportedMessage(gatewayUrl: string) {
  const sender = await registerMember({ firstName: 'Spam', lastName: uniqueSurname('Sender') });
  const recipient = await registerMember({ firstName: 'Rita', lastName: uniqueSurname('Reporter') });
  await knownToMessaging([recipient.id]);
  const content = `Cheap followers, click now ${randomUUID().slice(0, 8)}`;
  const message = await sendOk(sender, recipient, content);
  const reply = await fetch(`${gatewayUrl}/api/messages/${message.id}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${recipient.accessToken}` },
    body: JSON.stringify({ reason: 'spam', details: 'Sent the same link to everyone' }),
  });
  if (reply.status !== 201) throw new Error(`report failed: ${reply.status} ${await reply.text()}`);
  return { sender, recipient, content };
}

describe('Admin Panel → Reports', () => {
  let browser: BrowserSession;

  beforeEach(async () => {
    browser = await openBrowser(inject('gatewayUrl'));
  });
  afterEach(async () => {
    await browser?.close();
  });

  it('an admin reads an open report of a message and dismisses it with a note; it leaves the list', async () => {
    const gatewayUrl = inject('gatewayUrl');
    const { sender, recipient, content } = await reportedMessage(gatewayUrl);
    const { page } = browser;
    await loginThroughUi(page, 'olivia@momstride.example', DEMO_PASSWORD);
    await page.goto(`${gatewayUrl}/admin?tab=reports`);
    const card = page.getByRole('listitem').filter({ hasText: content });
    await card.waitFor();
    await card.getByText('Sent the same link to everyone').waitFor();
    await card.getByText(recipient.email).waitFor();
    expect(await card.getByRole('link', { name: `Spam ${sender.lastName}` }).getAttribute('href')).toBe(`/profile/${sender.id}`);

    await card.getByLabel('Resolution note (optional)').fill('Warned the sender');
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await toastWithText(page, 'Report dismissed').waitFor();
    await card.waitFor({ state: 'detached' });

    // The note is on record: the report is among the resolved ones.
    const admin = await fetch(`${gatewayUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'olivia@momstride.example', password: DEMO_PASSWORD }),
    }).then((reply) => reply.json() as Promise<{ access_token: string }>);
    const resolved = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.access_token}` },
      body: JSON.stringify({ query: '{ messageReports(status: resolved, limit: 100) { resolutionNote message { content } } }' }),
    }).then((reply) => reply.json() as Promise<{ data: { messageReports: Array<{ resolutionNote: string; message: { content: string } }> } }>);
    expect(resolved.data.messageReports.find((report) => report.message.content === content)?.resolutionNote).toBe('Warned the sender');
  });
});
