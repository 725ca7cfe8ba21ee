import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, expectLoadingWhile, findHeading, tryAgainWith } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const walks = { id: 'walks', name: 'Walks', icon: '👟' };
const lakePhoto = { id: 'photo-1', title: 'Lakeside at dawn', status: 'ready', thumbnailUrl: '/media/lake.jpg', uploader: { id: 'member-2', firstName: 'Jo', lastName: 'Park' } };

describe('/gallery', () => {
  it('shows a loading state, then the category tabs and the photos', async () => {
    const api = new FakeApi().hold('GalleryPhotos').answer('PhotoCategories', { photoCategories: [walks] });
    await renderRoute('/gallery', { as: aMember, api });
    await expectLoadingWhile(api, 'GalleryPhotos');
    expect(await screen.findByRole('tab', { name: /walks/i })).toBeTruthy();
    api.answer('GalleryPhotos', { photos: [lakePhoto] });
    expect(await screen.findByRole('img', { name: 'Lakeside at dawn' })).toBeTruthy();
    await expectLoaded();
  });

  it('says when the photos could not be loaded, and Try again loads them', async () => {
    const api = new FakeApi().fail('GalleryPhotos');
    const { user } = await renderRoute('/gallery', { as: aMember, api });
    expect(await findHeading('Photos could not be loaded')).toBeTruthy();
    expect(await screen.findByText('Failed to load photos')).toBeTruthy();
    await tryAgainWith(user, api, 'GalleryPhotos', { photos: [lakePhoto] });
    expect(await screen.findByRole('img', { name: 'Lakeside at dawn' })).toBeTruthy();
  });

  it('invites her to share the first photo, in the gallery or in a category', async () => {
    const { user } = await renderRoute('/gallery', { as: aMember, api: new FakeApi().answer('PhotoCategories', { photoCategories: [walks] }) });
    expect(await findHeading('No photos yet')).toBeTruthy();
    expect(screen.getByText('Be the first to share a photo...')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /walks/i }));
    expect(await findHeading('No photos in this category yet')).toBeTruthy();
    expect(screen.getByText('Be the first to share one in Walks.')).toBeTruthy();
  });

  it('still shows All Photos when the categories could not be loaded', async () => {
    // docs/product.md, Error catalogue: this failure is only logged.
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderRoute('/gallery', { as: aMember, api: new FakeApi().fail('PhotoCategories').answer('GalleryPhotos', { photos: [lakePhoto] }) });
    expect(await screen.findByRole('tab', { name: /all photos/i })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Lakeside at dawn' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});
