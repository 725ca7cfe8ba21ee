import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const jo = { id: 'member-2', firstName: 'Jo', lastName: 'Park' };
const lena = { id: 'member-3', firstName: 'Lena', lastName: 'Moss' };

describe('/followers (My Network)', () => {
  it('shows a loading state, then her followers and the members she follows', async () => {
    const { user } = await openThroughLoading('/followers', 'FollowersPage', { followers: [jo], following: [lena] }, { as: aMember });
    expect(await screen.findByText('Jo Park')).toBeTruthy();
    await expectLoaded();
    await user.click(screen.getByRole('tab', { name: /following/i }));
    expect(await screen.findByText('Lena Moss')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unfollow' })).toBeTruthy();
  });

  it('says when the follow data could not be loaded', async () => {
    await renderRoute('/followers', { as: aMember, api: new FakeApi().fail('FollowersPage') });
    expect(await screen.findByText('Failed to load follow data')).toBeTruthy();
  });

  it('shows both empty states, each leading to the directory', async () => {
    const { user } = await renderRoute('/followers', { as: aMember });
    expect(await findHeading('No followers yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /following/i }));
    expect(await findHeading('You are not following anyone yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: /find members in the directory/i }).getAttribute('href')).toBe('/directory');
  });
});
