import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const review = {
  id: 'review-1',
  reviewType: 'event',
  rating: 5,
  title: 'The best Saturday walk',
  content: 'Friendly pace and great coffee after.',
  reviewer: { id: 'member-2', firstName: 'Jo', lastName: 'Park' },
};

describe('/reviews', () => {
  it('shows a loading state, then the review cards', async () => {
    await openThroughLoading('/reviews', 'ReviewsPage', { reviews: [review] }, { as: aMember });
    expect(await screen.findByText('The best Saturday walk')).toBeTruthy();
    expect(screen.getByText('Friendly pace and great coffee after.')).toBeTruthy();
    await expectLoaded();
  });

  it('offers Report on another member\'s review, not on her own', async () => {
    const own = { ...review, id: 'review-2', title: 'My own walk review', reviewer: { id: aMember.id, firstName: aMember.firstName, lastName: aMember.lastName } };
    await renderRoute('/reviews', { as: aMember, api: new FakeApi().answer('ReviewsPage', { reviews: [review, own] }) });
    expect(await screen.findByRole('button', { name: 'Report the review "The best Saturday walk"' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report the review "My own walk review"' })).toBeNull();
  });

  it('says when the reviews could not be loaded', async () => {
    await renderRoute('/reviews', { as: aMember, api: new FakeApi().fail('ReviewsPage') });
    expect(await screen.findByText('Failed to load reviews')).toBeTruthy();
  });

  it('says there are no reviews yet, and asks each tab for its own type', async () => {
    const { user, api } = await renderRoute('/reviews', { as: aMember });
    expect(await findHeading('No reviews yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Write the first review' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Events' }));
    await findHeading('No reviews yet');
    expect(api.sent.filter((sent) => sent.operationName === 'ReviewsPage').map((sent) => sent.variables['reviewType'])).toEqual([null, 'event']);
  });
});
