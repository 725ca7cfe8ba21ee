import { describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, expectLoadingWhile, findHeading, tryAgainWith } from '../../testing/screen-states';

/** The gateway's storefront settings: MomStride's own commerce, the collection tagged "momstride". */
const OWN_STOREFRONT = { provider: 'momstride', collectionHandle: 'momstride' };
const hoodie = {
  id: 'product-7',
  handle: 'walk-hoodie',
  title: 'Walk Club Hoodie',
  tags: ['momstride', 'apparel'],
  variants: [{ id: 'variant-7', title: 'L', priceDisplay: 48, isEnabled: true }],
};

const ownShop = () => new FakeApi().answerRest('/api/storefront/config', OWN_STOREFRONT);

describe('/shop-old (the alternative shop)', () => {
  it('shows a loading state, then the collection’s products', async () => {
    const api = ownShop().hold('HostedProducts');
    await renderRoute('/shop-old', { api });
    await expectLoadingWhile(api, 'HostedProducts');
    api.answer('HostedProducts', { products: [hoodie] });
    expect(await findHeading('Walk Club Hoodie')).toBeTruthy();
    await expectLoaded();
  });

  it('says when the shop could not be loaded, and Try Again loads it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = ownShop().fail('HostedProducts');
    const { user } = await renderRoute('/shop-old', { api });
    expect(await findHeading('The shop could not be loaded')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    await tryAgainWith(user, api, 'HostedProducts', { products: [hoodie] });
    expect(await findHeading('Walk Club Hoodie')).toBeTruthy();
  });

  it('says the shop could not be loaded when its settings cannot be read', async () => {
    await renderRoute('/shop-old', { api: new FakeApi().answerRest('/api/storefront/config', { error: { code: 'INTERNAL' } }, 500) });
    expect(await findHeading('The shop could not be loaded')).toBeTruthy();
  });

  it('says there is nothing here yet', async () => {
    await renderRoute('/shop-old', { api: ownShop() });
    expect(await findHeading('Nothing here yet')).toBeTruthy();
  });
});
