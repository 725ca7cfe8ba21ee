import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_OWNER, makePng, registerMember, uniqueSurname, type Member } from '@momstride/testing';
import { browserSessions, expectPath, loginThroughUi, seriousViolations, toastWithText } from '@momstride/testing/browser';

/** Shares a photo through the REST API (a file: ready at once). */
async function sharePhoto(member: Member, title: string): Promise<string> {
  const form = new FormData();
  form.append('title', title);
  form.append('file', new Blob([new Uint8Array(makePng(96))], { type: 'image/png' }), 'walk.png');
  const reply = await fetch(`${inject('gatewayUrl')}/api/gallery/photos`, { method: 'POST', headers: { authorization: `Bearer ${member.accessToken}` }, body: form });
  if (reply.status !== 201) throw new Error(`upload failed: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { id: string }).id;
}

async function sharePost(member: Member, content: string): Promise<void> {
  const reply = await fetch(`${inject('gatewayUrl')}/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.accessToken}` },
    body: JSON.stringify({ content }),
  });
  if (reply.status !== 201) throw new Error(`post failed: ${reply.status} ${await reply.text()}`);
}

/** What a suspended member reads when she signs in (docs/product.md, "Reporting and moderation"). */
const SUSPENDED = 'Your account is suspended after a report to the community admins, so you can’t sign in for now. If you think this is a mistake, please write to them.';

const grid = (page: Page) => page.getByRole('list', { name: 'Photos' });

/** The gallery as she sees it once loaded (the demo photos are there): whether the photo titled `title` is in it. */
async function galleryShows(page: Page, title: string): Promise<boolean> {
  await page.goto('/gallery');
  await grid(page).getByRole('listitem').first().waitFor();
  return (await grid(page).getByRole('heading', { name: title, exact: true }).count()) > 0;
}

/** The admin's Reports tab, and the open report card of the content that reads `text`. */
async function reportCard(page: Page, text: string) {
  await page.goto('/admin?tab=reports');
  const card = page.getByRole('listitem').filter({ hasText: text });
  await card.waitFor();
  return card;
}

describe('reporting and moderation in the browser', () => {
  const { open } = browserSessions();

  it("A reports B's photo; the admin hides it: neither C nor B sees it, and B is told", async () => {
    const [ann, bea, cat] = await Promise.all([
      registerMember({ firstName: 'Ann', lastName: uniqueSurname('Reporter') }),
      registerMember({ firstName: 'Bea', lastName: uniqueSurname('Author') }),
      registerMember({ firstName: 'Cat', lastName: uniqueSurname('Walker') }),
    ]);
    const title = `Not a walk ${randomUUID().slice(0, 6)}`;
    await sharePhoto(bea, title);

    // Ann reports the photo from its detail.
    const annPage = await open();
    await loginThroughUi(annPage, ann.email, ann.password);
    expect(await galleryShows(annPage, title)).toBe(true);
    await grid(annPage).getByRole('button', { name: title, exact: true }).click();
    const detail = annPage.getByRole('dialog', { name: title });
    await detail.getByRole('button', { name: `Report the photo "${title}"` }).click();
    const reportDialog = annPage.getByRole('dialog', { name: 'Report photo' });
    await reportDialog.getByRole('radio', { name: 'Inappropriate content' }).check();
    await reportDialog.getByLabel('Details (optional)').fill('Nothing to do with walking');
    expect(await seriousViolations(annPage)).toEqual([]);
    await reportDialog.getByRole('button', { name: 'Send report' }).click();
    await toastWithText(annPage, 'Thank you. Our team will review this photo.').waitFor();
    await reportDialog.waitFor({ state: 'detached' });

    // The admin sees it in the queue, in context, and hides it with a note.
    const admin = await open();
    await loginThroughUi(admin, DEMO_OWNER.email, DEMO_OWNER.password);
    const photoCard = await reportCard(admin, title);
    await photoCard.getByText('Nothing to do with walking').waitFor();
    await photoCard.getByRole('figure', { name: 'Reported photo' }).waitFor();
    await photoCard.getByLabel('Resolution note (optional)').fill('Off topic');
    await photoCard.getByRole('button', { name: 'Hide photo' }).click();
    await toastWithText(admin, 'Content hidden').waitFor();
    await photoCard.waitFor({ state: 'detached' });

    // Neither Cat nor Bea herself sees it any more; Bea is told in her notifications.
    const catPage = await open();
    await loginThroughUi(catPage, cat.email, cat.password);
    expect(await galleryShows(catPage, title)).toBe(false);
    const beaPage = await open();
    await loginThroughUi(beaPage, bea.email, bea.password);
    expect(await galleryShows(beaPage, title)).toBe(false);
    await beaPage.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await beaPage
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /An admin hid your photo after a report: other members no longer see it/ })
      .waitFor();
  });

  it("A reports B's post from her profile; the admin suspends B, who is signed out and cannot sign in until the admin lifts it", async () => {
    const [ann, bea] = await Promise.all([
      registerMember({ firstName: 'Ann', lastName: uniqueSurname('Reporter') }),
      registerMember({ firstName: 'Bea', lastName: uniqueSurname('Author') }),
    ]);
    const postText = `Buy my miracle pills ${randomUUID().slice(0, 6)}`;
    await sharePost(bea, postText);
    const beaPage = await open();
    await loginThroughUi(beaPage, bea.email, bea.password);

    const annPage = await open();
    await loginThroughUi(annPage, ann.email, ann.password);
    await annPage.goto(`/profile/${bea.id}`);
    await annPage.getByText(postText).waitFor();
    await annPage.getByRole('button', { name: `Report the update by Bea ${bea.lastName}` }).click();
    const postDialog = annPage.getByRole('dialog', { name: 'Report post' });
    await postDialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await postDialog.getByRole('button', { name: 'Send report' }).click();
    await toastWithText(annPage, 'Thank you. Our team will review this post.').waitFor();

    const admin = await open();
    await loginThroughUi(admin, DEMO_OWNER.email, DEMO_OWNER.password);
    const postCard = await reportCard(admin, postText);
    await postCard.getByRole('button', { name: `Suspend Bea ${bea.lastName}` }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Suspend Bea ${bea.lastName}?` });
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await toastWithText(admin, 'Member suspended').waitFor();

    // Bea's open session ends; signing in again is refused in the app's words.
    await beaPage.reload();
    await expectPath(beaPage, '/login');
    await beaPage.getByLabel('Email address').fill(bea.email);
    await beaPage.getByLabel('Password', { exact: true }).fill(bea.password);
    await beaPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await toastWithText(beaPage, SUSPENDED).waitFor();
    expect(new URL(beaPage.url()).pathname).toBe('/login');

    // The admin lifts it from the Users tab; Bea can sign in again.
    await admin.goto('/admin');
    await admin.getByLabel('Search users').fill(bea.email);
    const row = admin.getByRole('row', { name: `Bea ${bea.lastName}` });
    await row.getByText('Suspended').waitFor();
    await row.getByRole('button', { name: `Lift Bea ${bea.lastName}'s suspension` }).click();
    await admin.getByRole('alertdialog', { name: 'Lift suspension?' }).getByRole('button', { name: 'Lift suspension' }).click();
    await toastWithText(admin, 'Suspension lifted: she can sign in again').waitFor();
    await loginThroughUi(beaPage, bea.email, bea.password);
  });
});
