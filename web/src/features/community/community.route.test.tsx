import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, expectLoadingWhile, findHeading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const jo = { id: 'member-2', firstName: 'Jo', lastName: 'Park', businessName: 'Park Bakery' };

describe('/community', () => {
  it('shows a loading state, then the stat cards and the Featured Members tab', async () => {
    const api = new FakeApi()
      .hold('CommunityStats')
      .answer('CommunityFeaturedMembers', { featuredMembers: [jo] });
    await renderRoute('/community', { as: aMember, api });
    await expectLoadingWhile(api, 'CommunityStats');
    api.answer('CommunityStats', { communityStats: { activeMembers: 1234, successStories: 56, activeChallenges: 7 } });
    await findHeading('Community', 1);
    expect(screen.getByText('Active Members')).toBeTruthy();
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(await screen.findByText('Jo Park')).toBeTruthy();
    await expectLoaded();
  });

  it('says when the community data could not be loaded', async () => {
    const api = new FakeApi().fail('CommunityStats');
    await renderRoute('/community', { as: aMember, api });
    expect(await screen.findByText('Failed to load community data')).toBeTruthy();
  });

  it('shows each tab’s empty state', async () => {
    const { user } = await renderRoute('/community', { as: aMember });
    expect(await findHeading('No featured members yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /success stories/i }));
    expect(await findHeading('No stories yet')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /new members/i }));
    expect(await findHeading('No new members yet')).toBeTruthy();
  });

  it('labels a success story with its type in capitals', async () => {
    const api = new FakeApi().answer('CommunityStories', { successStories: [{ title: 'First market stall', storyType: 'business_win', author: jo }] });
    await renderRoute('/community?tab=stories', { as: aMember, api });
    expect(await findHeading('First market stall')).toBeTruthy();
    expect(screen.getByText('BUSINESS WIN')).toBeTruthy();
  });

  it('offers Report on another member’s story, which opens the report dialog; not on her own', async () => {
    const me = { id: aMember.id, firstName: aMember.firstName, lastName: aMember.lastName };
    const api = new FakeApi().answer('CommunityStories', {
      successStories: [
        { id: 'story-1', title: 'First market stall', storyType: 'business_win', author: jo },
        { id: 'story-2', title: 'My own first 5K', storyType: 'fitness_milestone', author: me },
      ],
    });
    const { user } = await renderRoute('/community?tab=stories', { as: aMember, api });
    await findHeading('First market stall');
    expect(screen.queryByRole('button', { name: 'Report the story "My own first 5K"' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Report the story "First market stall"' }));
    expect(await screen.findByRole('dialog', { name: 'Report story' })).toBeTruthy();
  });

});
