import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, expectLoadingWhile, tryAgainWith } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const followed = { id: 'notification-1', kind: 'follow', text: 'started following you', actor: { id: 'member-2', firstName: 'Jo', lastName: 'Park' } };

/** Opens the bell's panel in the signed-in frame (on the dashboard) and returns it. */
async function openPanel(api: FakeApi) {
  const { user } = await renderRoute('/dashboard', { as: aMember, api: api.answer('FrameCounts', { unreadNotificationCount: 1 }) });
  await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

describe('the notifications panel (the bell in the signed-in frame)', () => {
  it('shows a loading state, then her notifications', async () => {
    const api = new FakeApi().hold('NotificationList');
    const { panel } = await openPanel(api);
    await expectLoadingWhile(api, 'NotificationList');
    api.answer('NotificationList', { notifications: [followed] });
    expect(await within(panel).findByText(/started following you/)).toBeTruthy();
    await expectLoaded();
  });

  it('says when the notifications could not be loaded, and Try again loads them', async () => {
    const api = new FakeApi().fail('NotificationList');
    const { user, panel } = await openPanel(api);
    expect(await within(panel).findByText('Could not load your notifications.')).toBeTruthy();
    await tryAgainWith(user, api, 'NotificationList', { notifications: [followed] }, within(panel));
    expect(await within(panel).findByText(/started following you/)).toBeTruthy();
  });

  it('says she is all caught up', async () => {
    const { panel } = await openPanel(new FakeApi());
    expect(await within(panel).findByText("You're all caught up")).toBeTruthy();
  });
});
