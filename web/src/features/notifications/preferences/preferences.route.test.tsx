import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../../testing/fake-api';
import { renderRoute } from '../../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading, tryAgainWith } from '../../../testing/screen-states';
import { aMember } from '../../../testing/viewers';

const channel = (type: string, inApp: boolean, mail: boolean, push: boolean) => ({ type, inApp, mail, push });
const saved = {
  notificationPreferences: {
    channels: [
      channel('message', true, true, true),
      channel('follow', true, false, false),
      channel('endorsement', true, false, false),
      channel('waitlist_promoted', true, true, true),
      channel('event_cancelled', true, true, true),
      channel('reminder', true, true, true),
      channel('challenge', true, false, false),
    ],
    quietHours: null,
    timeZone: null,
    digestDay: 'monday',
  },
};

describe('/settings/notifications', () => {
  it('shows a loading state, then her switches as labelled checkboxes', async () => {
    await openThroughLoading('/settings/notifications', 'NotificationPreferences', saved, { as: aMember });
    expect(await findHeading('What reaches you')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'New messages: by mail' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'New followers: by mail' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Pause mail and push at night' }) as HTMLInputElement).checked).toBe(false);
    await expectLoaded();
  });

  it('saves her changes (every type, quiet hours with her time zone) and confirms', async () => {
    const api = new FakeApi().answer('NotificationPreferences', saved).answer('UpdateNotificationPreferences', (variables) => ({
      updateNotificationPreferences: { ...saved.notificationPreferences, quietHours: (variables['input'] as { quietHours: unknown }).quietHours },
    }));
    const { user } = await renderRoute('/settings/notifications', { as: aMember, api });
    await user.click(await screen.findByRole('checkbox', { name: 'New messages: by mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'New followers: by mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pause mail and push at night' }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('22:00');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    const sent = api.sent.find((operation) => operation.operationName === 'UpdateNotificationPreferences')!;
    const input = sent.variables['input'] as { channels: Array<{ type: string; mail: boolean }>; quietHours: unknown; timeZone: string };
    expect(input.channels.find((c) => c.type === 'message')?.mail).toBe(false);
    expect(input.channels.find((c) => c.type === 'follow')?.mail).toBe(true);
    expect(input.channels).toHaveLength(7);
    expect(input.quietHours).toEqual({ start: '22:00', end: '07:00' });
    expect(input.timeZone).toBeTruthy();
  });

  it('shows her digest day as a select (Monday…Sunday, Never) and saves the day she picks', async () => {
    const api = new FakeApi().answer('NotificationPreferences', saved).answer('UpdateNotificationPreferences', (variables) => ({
      updateNotificationPreferences: { ...saved.notificationPreferences, digestDay: (variables['input'] as { digestDay: string }).digestDay },
    }));
    const { user } = await renderRoute('/settings/notifications', { as: aMember, api });
    expect(await findHeading('Weekly digest')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Send it on' }) as HTMLSelectElement;
    expect(select.value).toBe('monday');
    expect([...select.options].map((option) => option.text)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Never']);
    await user.selectOptions(select, 'Never');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved')).toBeTruthy();
    const sent = api.sent.find((operation) => operation.operationName === 'UpdateNotificationPreferences')!;
    expect((sent.variables['input'] as { digestDay: string }).digestDay).toBe('never');
  });

  it('says when her settings could not be loaded, and Try again loads them', async () => {
    const api = new FakeApi().fail('NotificationPreferences');
    const { user } = await renderRoute('/settings/notifications', { as: aMember, api });
    expect(await findHeading('Your notification settings could not be loaded')).toBeTruthy();
    await tryAgainWith(user, api, 'NotificationPreferences', saved);
    expect(await findHeading('What reaches you')).toBeTruthy();
  });
});
