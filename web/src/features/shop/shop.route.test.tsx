import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading, tryAgainWith } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const tee = {
  id: 'product-1',
  title: 'MomStride Sunrise Tee',
  description: 'Soft organic cotton for early walks.',
  tags: ['apparel'],
  variants: [{ id: 'variant-1', title: 'M', priceDisplay: 24, isAvailable: true }],
};
const tote = { id: 'product-2', title: 'Market Tote', tags: ['accessories'], variants: [{ id: 'variant-2', title: 'One size', priceDisplay: 18, isAvailable: true }] };

describe('/shop', () => {
  it('shows a loading state, then the catalogue with its category tabs', async () => {
    const { user } = await openThroughLoading('/shop', 'ShopProducts', { products: [tee, tote] });
    expect(await findHeading('MomStride Sunrise Tee')).toBeTruthy();
    expect(screen.getByText('Market Tote')).toBeTruthy();
    await expectLoaded();
    await user.click(screen.getByRole('tab', { name: /accessories/i }));
    expect(screen.queryByText('MomStride Sunrise Tee')).toBeNull();
    expect(screen.getByText('Market Tote')).toBeTruthy();
  });

  it('says when the products could not be loaded, and Try Again loads them', async () => {
    const api = new FakeApi().fail('ShopProducts', 'Commerce is down');
    const { user } = await renderRoute('/shop', { as: aMember, api });
    expect(await findHeading('Error loading products: Commerce is down')).toBeTruthy();
    await tryAgainWith(user, api, 'ShopProducts', { products: [tee] });
    expect(await findHeading('MomStride Sunrise Tee')).toBeTruthy();
  });

  it('says there are no products yet', async () => {
    await renderRoute('/shop');
    expect(await findHeading('No products yet')).toBeTruthy();
  });
});
