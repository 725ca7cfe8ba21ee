import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { aMember } from '../../testing/viewers';

/** Her saved notification preferences (the screen the sections sit on). */
const preferences = {
  notificationPreferences: {
    channels: ['message', 'follow', 'endorsement', 'waitlist_promoted', 'event_cancelled', 'reminder', 'challenge'].map((type) => ({ type, inApp: true, mail: false, push: false })),
    quietHours: null,
    timeZone: null,
    digestDay: 'monday',
  },
};

describe('/settings/notifications: walk reminders and push on this device', () => {
  it('shows her reminder choice and saves a change', async () => {
    const api = new FakeApi()
      .answer('NotificationPreferences', preferences)
      .answer('ReminderSettings', { reminderSettings: { dayBefore: true, hourBefore: false } })
      .answer('SetReminderSettings', (variables) => ({ setReminderSettings: variables }));
    await renderRoute('/settings/notifications', { as: aMember, api });
    const dayBefore = await screen.findByRole('checkbox', { name: '24 hours before' });
    await waitFor(() => expect((dayBefore as HTMLInputElement).checked).toBe(true));
    const hourBefore = screen.getByRole('checkbox', { name: '1 hour before' }) as HTMLInputElement;
    expect(hourBefore.checked).toBe(false);
    await userEvent.click(hourBefore);
    await waitFor(() => expect(api.sent.find((sent) => sent.operationName === 'SetReminderSettings')?.variables).toEqual({ dayBefore: true, hourBefore: true }));
    await waitFor(() => expect(hourBefore.checked).toBe(true));
  });

  /** A browser that can take pushes, with notifications `permission` and no subscription yet. */
  const pushCapableBrowser = (permission: NotificationPermission) => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', Object.assign(class {}, { permission, requestPermission: async () => permission }));
    Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => undefined } });
  };
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'serviceWorker');
  });

  it('offers to turn push on where the browser can', async () => {
    pushCapableBrowser('default');
    const api = new FakeApi().answer('NotificationPreferences', preferences).answer('PushDevices', { pushPublicKey: 'BKey', myPushDevices: [] });
    await renderRoute('/settings/notifications', { as: aMember, api });
    expect(await screen.findByText('Push notifications are off on this device.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on push notifications' })).toBeTruthy();
  });

  it('says how to allow notifications when she blocked them', async () => {
    pushCapableBrowser('denied');
    await renderRoute('/settings/notifications', { as: aMember, api: new FakeApi().answer('NotificationPreferences', preferences).answer('PushDevices', { pushPublicKey: 'BKey', myPushDevices: [] }) });
    expect(await screen.findByText(/Notifications are blocked for MomStride in this browser/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
  });

  it('says when this browser cannot receive push notifications', async () => {
    await renderRoute('/settings/notifications', { as: aMember, api: new FakeApi().answer('NotificationPreferences', preferences).answer('PushDevices', { pushPublicKey: 'BKey', myPushDevices: [] }) });
    expect(await screen.findByRole('heading', { name: 'Push notifications on this device' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/This browser cannot show push notifications/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
  });
});
