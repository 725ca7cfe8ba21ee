import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { aMember } from '../../../testing/viewers';

describe('/profile: walk reminders and push on this device', () => {
  it('shows her reminder choice and saves a change', async () => {
    const api = new FakeApi()
      .answer('ReminderSettings', { reminderSettings: { dayBefore: true, hourBefore: false } })
      .answer('SetReminderSettings', (variables) => ({ setReminderSettings: variables }));
    await renderRoute('/profile', { as: aMember, api });
    const dayBefore = await screen.findByRole('checkbox', { name: '24 hours before' });
    await waitFor(() => expect((dayBefore as HTMLInputElement).checked).toBe(true));
    const hourBefore = screen.getByRole('checkbox', { name: '1 hour before' }) as HTMLInputElement;
    expect(hourBefore.checked).toBe(false);
    await userEvent.click(hourBefore);
    await waitFor(() => expect(api.sent.find((sent) => sent.operationName === 'SetReminderSettings')?.variables).toEqual({ dayBefore: true, hourBefore: true }));
    await waitFor(() => expect(hourBefore.checked).toBe(true));
  });

  it('says when this browser cannot receive push notifications', async () => {
    await renderRoute('/profile', { as: aMember, api: new FakeApi().answer('PushDevices', { pushPublicKey: 'BKey', myPushDevices: [] }) });
    expect(await screen.findByRole('heading', { name: 'Push notifications on this device' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/This browser cannot show push notifications/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Turn on push notifications' })).toBeNull();
  });
});
