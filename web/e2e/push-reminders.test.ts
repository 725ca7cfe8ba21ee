import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { call, createEvent, eventually, knownToMessaging, newPushDevice, pushesReceived, registerAdmin, registerMember, uniqueSurname } from '@momstride/testing';
import { browserSessions, expectPath, loginThroughUi, toastWithText } from '@momstride/testing/browser';

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('installable app, push on her device and walk reminders', () => {
  const { open } = browserSessions();

  it('Chromium finds the manifest without errors and the app installable; the icons are real PNGs of their sizes', async () => {
    // A profile on disk: an incognito context is never offered an install.
    const profile = mkdtempSync(join(tmpdir(), 'momstride-pwa-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, baseURL: inject('gatewayUrl') });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toBe(new URL('/manifest.webmanifest', inject('gatewayUrl')).href);
      expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'MomStride', short_name: 'MomStride', display: 'standalone', start_url: '/dashboard', theme_color: '#6E2F5C' });
      await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 }).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
    for (const [path, size] of [['/icons/icon-192.png', 192], ['/icons/icon-512.png', 512], ['/icons/maskable-192.png', 192], ['/icons/maskable-512.png', 512]] as const) {
      const res = await fetch(new URL(path, inject('gatewayUrl')));
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: size, height: size });
    }
  }, 90_000);

  it('an admin schedules a walk, she joins it and her 1-hour reminder reaches her bell; a push reaches her device as a notification', async () => {
    const ama = await registerMember({ firstName: 'Ama', lastName: uniqueSurname('Remind') });
    const organizer = await registerAdmin({ firstName: 'Olu', lastName: uniqueSurname('Organizer') });
    await knownToMessaging([ama.id]);
    const page = await open();
    await page.context().grantPermissions(['notifications']);
    await loginThroughUi(page, ama.email, ama.password);

    // She wants the 1-hour reminder only.
    await page.goto('/settings/notifications');
    const reminders = page.getByRole('region', { name: 'Walk reminders' });
    await expect.poll(() => reminders.getByRole('checkbox', { name: '24 hours before' }).isChecked(), { timeout: 15_000 }).toBe(true);
    await reminders.getByRole('checkbox', { name: '24 hours before' }).click();
    await toastWithText(page, 'Reminders saved.').waitFor();
    expect((await call('GET', '/api/events/reminders', { token: ama.accessToken })).body).toEqual({ day_before: false, hour_before: true });
    // This browser can take pushes: the section offers to turn them on.
    await page.getByRole('region', { name: 'Push notifications on this device' }).getByText('Push notifications are off on this device.').waitFor();

    // The organizer schedules a walk an hour and a little from now; she joins it on the Events page.
    const walk = await createEvent({ title: `Sunset stroll ${uniqueSurname('')}`, eventDate: new Date(Date.now() + 60 * 60_000 + 40_000).toISOString() }, { by: organizer });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    const card = page.getByRole('article', { name: walk.title });
    await card.getByRole('button', { name: 'Join Event' }).click();
    await toastWithText(page, 'Successfully joined event!').waitFor();

    // About 40 seconds later the reminder is due: it reaches her bell live, and leads to the Events page.
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread', exact: true });
    await bell.waitFor({ timeout: 90_000 });
    await bell.click();
    const reminder = page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: new RegExp(`Your walk starts in 1 hour: ${walk.title}`) });
    await reminder.waitFor();
    expect(await reminder.getAttribute('href')).toBe('/events');

    // Push to her device: what the server encrypted for her subscription, delivered to the app's service worker.
    await showsPushOnDevice(page, ama.accessToken);
  }, 180_000);
});

/**
 * Her device takes a push: the service worker is registered (as turning push on does), her subscription is registered
 * with a stand-in push service (headless Chromium has none), the test notification is sent by the server, decrypted
 * as the browser would, and delivered to the service worker over CDP; the notification shows with its text and link,
 * and opening it brings her to its screen.
 */
async function showsPushOnDevice(page: Page, token: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated.filter((each) => !each.isDeleted)));
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  const origin = new URL(page.url()).origin;
  const registration = await eventually(async () => registrations.find((each) => each.scopeURL === `${origin}/`), 10_000, 'the service worker registration');

  const device = newPushDevice();
  expect((await call('POST', '/api/push/devices', { token, json: { ...device.subscription, device: 'Chrome on Linux' } })).status).toBe(201);
  expect((await call('POST', '/api/push/test', { token })).body).toEqual({ sent: 1, dropped: 0, failed: 0 });
  const [push] = await eventually(async () => {
    const received = await pushesReceived(device);
    return received.length > 0 ? received : undefined;
  }, 10_000, 'the push at the push service');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration.registrationId, data: JSON.stringify(push!.payload) });
  const shown = await eventually(async () => {
    const notifications = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, data: n.data as unknown })),
    );
    return notifications.length > 0 ? notifications : undefined;
  }, 10_000, 'the notification on her device');
  expect(shown).toEqual([
    {
      title: 'MomStride',
      body: 'Push notifications work on this device. See you on the next walk!',
      tag: 'test',
      icon: `${origin}/icons/icon-192.png`,
      data: { url: '/settings/notifications' },
    },
  ]);

  // A tap: the worker's click handler brings the app to the notification's screen (run in the worker here: headless
  // Chromium shows no notification to click).
  const worker = page.context().serviceWorkers().find((each) => each.url() === `${origin}/sw.js`);
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as { registration: ServiceWorkerRegistration; openApp(path: string): Promise<unknown> };
    const [notification] = await scope.registration.getNotifications();
    notification!.close();
    await scope.openApp((notification!.data as { url: string }).url);
  });
  await expectPath(page, '/settings/notifications');
}
