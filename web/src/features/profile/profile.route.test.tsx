import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

describe('/profile', () => {
  it('shows a loading state, then her header, her posts and Edit Profile', async () => {
    const { user } = await openThroughLoading('/profile', 'ProfilePage', {
      me: { businessName: 'Rivers Running Club' },
      userPosts: [{ id: 'post-1', content: 'Ran my first 10k today!', author: aMember }],
    }, { as: aMember });
    expect(await findHeading(`${aMember.firstName} ${aMember.lastName}`, 1)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your Posts' })).toBeTruthy();
    expect(screen.getByText('Ran my first 10k today!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe('/settings/notifications');
    await expectLoaded();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeTruthy();
  });

  it('says when her profile could not be loaded', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderRoute('/profile', { as: aMember, api: new FakeApi().fail('ProfilePage') });
    expect(await findHeading('Your profile', 1)).toBeTruthy();
    expect(screen.getByText(/We could not load your profile right now/)).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('says she has no posts yet', async () => {
    await renderRoute('/profile', { as: aMember });
    expect(await findHeading('No posts yet')).toBeTruthy();
  });
});
